import type { Toast } from './toasts';

/** sessionStorage key under which a page hands its visible toasts to the next page. */
export const FLASH_TOASTS_KEY = 'hp:flash-toasts';

/** Stores the toasts still on screen for the next page; storage errors lose the notice only. */
export function keepFlashToasts(storage: Storage, toasts: readonly Toast[]): void {
  const pending = toasts
    .filter((toast) => toast.remainingMs > 0)
    .map(({ variant, title, description, remainingMs }) => ({ variant, title, description, remainingMs }));
  if (pending.length === 0) return;
  try {
    storage.setItem(FLASH_TOASTS_KEY, JSON.stringify(pending));
  } catch {
    // Quota or privacy mode: the navigation matters more than the notice.
  }
}
