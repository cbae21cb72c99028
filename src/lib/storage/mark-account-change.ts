import { ACCOUNT_MARK_KEY, TAB_MARK_KEY } from '@/stores/account-mark';

/**
 * Records that the account on the device changed (a sign-in, a sign-out): every other tab clears
 * its sessionStorage (src/stores/account-mark.ts); this tab's own storage is the caller's to clear.
 */
export function markAccountChange(): void {
  const mark = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  try {
    localStorage.setItem(ACCOUNT_MARK_KEY, mark);
    sessionStorage.setItem(TAB_MARK_KEY, mark);
  } catch {
    // Storage unavailable or full: the other tabs then learn on their next load.
  }
}
