/**
 * Loads the toast renderer (./toast-renderer.ts) the first time there is a toast to show: one in the
 * store, one handed over from the previous page, or an `hp:toast` event. Content pages have 3 KB of
 * JS in all and rarely show a toast, so they carry only this until then.
 */
import { FLASH_TOASTS_KEY, keepFlashToasts } from '@/lib/storage/flash-handoff';
import { $toasts, pendingToasts } from '@/stores/toasts';

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
addEventListener('pagehide', () => keepFlashToasts(sessionStorage, pendingToasts()));
try {
  if (sessionStorage.getItem(FLASH_TOASTS_KEY) !== null) load();
} catch {
  // No sessionStorage: nothing was handed over.
}
