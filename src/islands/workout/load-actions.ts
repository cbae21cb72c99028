import { COMMON } from '@/lib/messages/common';
import { toast } from '@/stores/toasts';

type Actions = typeof import('./actions');

let actions: Promise<Actions> | undefined;

/**
 * The generator's act-time code (./actions.ts), loaded once. Offline the import fails: the visitor
 * is told, the form keeps its values, and the next attempt tries again.
 */
export async function loadActions(): Promise<Actions | undefined> {
  actions ??= import('./actions');
  try {
    return await actions;
  } catch {
    actions = undefined;
    toast.error(COMMON.offline);
    return undefined;
  }
}
