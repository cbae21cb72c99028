/**
 * Renders the site-wide toast store into the host element that BaseLayout places on every page,
 * and hands toasts that are still visible over to the next page (e.g. 'Din måltidsplan är
 * genererad!' raised right before going to /meal-plan). Plain DOM: this runs on content pages too.
 */
import { keepFlashToasts, restoreFlashToasts, toFlashToast } from '@/lib/storage/flash-toasts';
import {
  $toasts,
  dismissToast,
  pauseToast,
  pendingToasts,
  resumeToast,
  showToast,
  TOAST_DURATION_MS,
  type Toast,
} from '@/stores/toasts';

const VARIANT_CLASSES: Record<Toast['variant'], string> = {
  success: 'border-brand-600 bg-white',
  info: 'border-line bg-white',
  error: 'border-danger-600 bg-danger-50',
  destructive: 'border-danger-600 bg-danger-50',
};

function renderToast(toast: Toast): HTMLDivElement {
  const item = document.createElement('div');
  item.dataset.toastId = toast.id;
  item.dataset.variant = toast.variant;
  item.className = `pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${VARIANT_CLASSES[toast.variant]}`;
  // The host is a polite live region; errors are alerts, so they interrupt.
  if (toast.variant === 'error' || toast.variant === 'destructive') item.setAttribute('role', 'alert');

  const text = document.createElement('div');
  text.className = 'min-w-0 flex-1';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = toast.title;
  text.append(title);
  if (toast.description !== undefined) {
    const description = document.createElement('p');
    description.className = 'text-muted mt-1 text-sm';
    description.textContent = toast.description;
    text.append(description);
  }

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'text-muted hover:text-ink -m-1 rounded p-1 leading-none';
  close.setAttribute('aria-label', 'Stäng notis');
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(toast.id));

  item.append(text, close);
  item.addEventListener('mouseenter', () => pauseToast(toast.id));
  item.addEventListener('mouseleave', () => resumeToast(toast.id));
  item.addEventListener('focusin', () => pauseToast(toast.id));
  item.addEventListener('focusout', () => resumeToast(toast.id));
  return item;
}

function mount(list: HTMLElement): void {
  $toasts.subscribe((toasts) => {
    const wanted = new Set(toasts.map((toast) => toast.id));
    for (const child of [...list.children]) {
      const id = (child as HTMLElement).dataset.toastId;
      if (id === undefined || !wanted.has(id)) child.remove();
    }
    toasts.forEach((toast, index) => {
      const existing = list.querySelector(`[data-toast-id="${toast.id}"]`);
      const node = existing ?? renderToast(toast);
      if (list.children[index] !== node) list.insertBefore(node, list.children[index] ?? null);
    });
  });

  addEventListener('pagehide', () => keepFlashToasts(sessionStorage, pendingToasts()));
  restoreFlashToasts(sessionStorage);

  // Inline scripts that are not bundled raise toasts with an event:
  // dispatchEvent(new CustomEvent('hp:toast', { detail: { variant: 'success', title: '…' } })).
  addEventListener('hp:toast', (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    const item = toFlashToast({ remainingMs: TOAST_DURATION_MS, ...(detail as object) });
    if (!item) return;
    const { variant, remainingMs, ...input } = item;
    showToast(variant, input, remainingMs);
  });
}

const host = document.querySelector<HTMLElement>('[data-toast-list]');
if (host) mount(host);
