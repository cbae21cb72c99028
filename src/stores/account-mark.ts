/**
 * One device, several people: when the account on the device changes (a sign-out, a sign-in), what
 * one person left in a tab must not reach the next. Every tab learns of the change at once (a
 * `storage` event on the account mark) and, should it miss the event (a frozen tab), on its next
 * load; it then clears its sessionStorage (the plan it showed, with its restrictions). The header
 * runs this on every page, so it is a few lines with no imports; the mark is changed by
 * lib/storage/mark-account-change.ts, loaded with sign-in and sign-out.
 */

/** localStorage: changes at every sign-in and sign-out on the device (any tab). */
export const ACCOUNT_MARK_KEY = 'hp:account-mark';
/**
 * localStorage: sessions ended on this device whose end the server has not confirmed yet (kept
 * by lib/supabase/sign-out.ts). Not an app slot: clearing the app's storage must not forget them.
 */
export const PENDING_REVOCATIONS_KEY = 'hp:pending-revocations';
/** sessionStorage, under the same name: the mark this tab's sessionStorage belongs to. */
export const TAB_MARK_KEY = ACCOUNT_MARK_KEY;

/**
 * Brings this tab in line with the device's account: when the account changed since this tab's
 * sessionStorage was written, that storage is cleared. True when it was (the caller may then show
 * the page again without what it held).
 */
export function followAccountChange(): boolean {
  try {
    const mark = localStorage.getItem(ACCOUNT_MARK_KEY);
    if (mark === null || sessionStorage.getItem(TAB_MARK_KEY) === mark) return false;
    sessionStorage.clear();
    sessionStorage.setItem(TAB_MARK_KEY, mark);
    return true;
  } catch {
    return false;
  }
}
