/**
 * Loads the toast renderer (./toast-renderer.ts) the first time there is a toast to show: one in the
 * store, one handed over from the previous page, or an `hp:toast` event. Content pages have 3 KB of
 * JS in all and rarely show a toast, so they carry only this until then.
 */
import { FLASH_TOASTS_KEY, keepFlashToasts } from '@/stores/flash-handoff';
import { $toasts, pendingToasts, TOAST_DURATION_MS, type Toast } from '@/stores/toasts';

/** `hp:toast` events raised before the renderer arrived, shown once it has. */
const early: Event[] = [];
let renderer: Promise<typeof import('./toast-renderer')> | undefined;

function load(): void {
  renderer ??= import('./toast-renderer').then((module) => {
    module.mountToasts();
    for (const event of early.splice(0)) module.showEventToast(event);
    return module;
  });
}

$toasts.listen((toasts) => {
  if (toasts.length > 0) load();
});
addEventListener('hp:toast', (event) => {
  if (renderer === undefined) {
    early.push(event);
    load();
  } else {
    void renderer.then((module) => module.showEventToast(event));
  }
});
// Toasts still on screen go with the visitor to the next page (even before the renderer arrived).
// Events raised just before leaving, before the renderer arrived, go too: the next page checks
// every handed-over toast before it shows one.
addEventListener('pagehide', () => {
  const raised = early.map(
    (event) => ({ remainingMs: TOAST_DURATION_MS, ...((event as CustomEvent).detail as object) }) as Toast,
  );
  keepFlashToasts(sessionStorage, [...pendingToasts(), ...raised]);
});
try {
  if (sessionStorage.getItem(FLASH_TOASTS_KEY) !== null) load();
} catch {
  // No sessionStorage: nothing was handed over.
}
