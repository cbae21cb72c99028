import { COMMON } from '@/lib/messages/common';
import { toast } from '@/stores/toasts';

type Actions = typeof import('./actions');

let actions: Promise<Actions> | undefined;

/**
 * The forms' submit-time code (./actions.ts), loaded once. Offline the import fails: the form says
 * so, keeps what was typed and resolves undefined; the next submit tries again.
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
