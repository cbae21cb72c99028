import { COMMON } from '@/lib/messages/common';
import { toast } from '@/stores/toasts';

type Actions = typeof import('./actions');

let actions: Promise<Actions> | undefined;

/** My plans' data code (./actions.ts), loaded once; offline the visitor is told and may retry. */
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
