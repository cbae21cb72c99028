/**
 * One device, several people: when the account on the device changes (a sign-out, a sign-in), what
 * one person left in the browser must not reach the next. Every tab learns of the change at once
 * (a `storage` event on the account mark) and, should it miss the event (a frozen tab), on its
 * next load; it then drops what its own sessionStorage holds. No zod here: the header runs this on
 * every page.
 */
import { STORED } from './keys';

/** localStorage: changes at every sign-in and sign-out on the device (any tab). */
export const ACCOUNT_MARK_KEY = 'hp:account-mark';
/**
 * localStorage: sessions ended on this device whose end the server has not confirmed yet (kept
 * by lib/supabase/sign-out.ts). Not an app slot: clearing the app's storage must not forget them.
 */
export const PENDING_REVOCATIONS_KEY = 'hp:pending-revocations';
/** sessionStorage: the mark this tab's sessionStorage belongs to. */
const TAB_MARK_KEY = 'hp:account-mark-seen';

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

const write = (storage: () => Storage, key: string, value: string): void => {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage unavailable or full: the other tabs then learn on their next load.
  }
};

/** Removes every value this tab keeps in sessionStorage (the plan it showed, with its restrictions). */
export function clearTabStorage(session: Storage = sessionStorage): void {
  for (const { key, area } of Object.values(STORED)) {
    if (area !== 'session') continue;
    try {
      session.removeItem(key);
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }
}

/** Records that the account on the device changed; this tab's own storage is the caller's to clear. */
export function markAccountChange(): void {
  const mark = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  write(() => localStorage, ACCOUNT_MARK_KEY, mark);
  write(() => sessionStorage, TAB_MARK_KEY, mark);
}

/**
 * Brings this tab in line with the device's account: when the account changed since this tab's
 * sessionStorage was written, that storage is cleared. True when it was (the caller may then
 * reload a page showing what it held).
 */
export function followAccountChange(): boolean {
  const mark = read(() => localStorage, ACCOUNT_MARK_KEY);
  if (mark === null || read(() => sessionStorage, TAB_MARK_KEY) === mark) return false;
  clearTabStorage();
  write(() => sessionStorage, TAB_MARK_KEY, mark);
  return true;
}
