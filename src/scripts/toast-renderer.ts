/**
 * Loaded by ./toasts.ts when the first toast appears. Renders the site-wide toast store into the host that BaseLayout places on every page, and hands
 * toasts still on screen over to the next page (e.g. 'Din måltidsplan är genererad!' raised right
 * before going to /meal-plan). Plain DOM, and kept small: it runs on content pages too.
 */
import { restoreFlashToasts, toFlashToast } from '@/stores/flash-toasts';
import {
  $toasts,
  dismissToast,
  pauseToast,
  resumeToast,
  showToast,
  TOAST_DURATION_MS,
  type Toast,
} from '@/stores/toasts';

const idOf = (node: EventTarget | null) =>
  node instanceof Element ? node.closest<HTMLElement>('[data-toast-id]')?.dataset.toastId : undefined;

function renderToast(template: HTMLTemplateElement, toast: Toast): Element {
  const node = template.content.firstElementChild?.cloneNode(true) as HTMLElement;
  node.dataset.toastId = toast.id;
  node.dataset.variant = toast.variant;
  // The host is a polite live region; errors are alerts, so they interrupt.
  if (toast.variant === 'error' || toast.variant === 'destructive') node.setAttribute('role', 'alert');
  const [title, description] = node.querySelectorAll('p');
  if (title) title.textContent = toast.title;
  if (toast.description === undefined) description?.remove();
  else if (description) description.textContent = toast.description;
  return node;
}

function mount(list: HTMLElement, template: HTMLTemplateElement): void {
  // Toasts on screen are never moved or re-attached (that would drop keyboard focus from their
  // close button): closed ones are removed, new ones inserted, newest first.
  $toasts.subscribe((toasts) => {
    const wanted = new Set(toasts.map((toast) => toast.id));
    for (const child of [...list.children]) if (!wanted.has(idOf(child) ?? '')) child.remove();
    let previous: Element | null = null;
    for (const toast of toasts) {
      const node = list.querySelector(`[data-toast-id="${toast.id}"]`) ?? renderToast(template, toast);
      const slot: Element | null = previous ? previous.nextElementSibling : list.firstElementChild;
      if (node !== slot) {
        if (previous) previous.after(node);
        else list.prepend(node);
      }
      previous = node;
    }
  });

  // One listener each for the whole list: close, and pause while pointed at or focused.
  list.addEventListener('click', (event) => {
    const id = idOf(event.target);
    if (id !== undefined && (event.target as Element).closest('[data-toast-close]')) dismissToast(id);
  });
  const on = (types: string[], action: (id: string) => void) => {
    for (const type of types) {
      list.addEventListener(type, (event) => {
        const id = idOf(event.target);
        if (id !== undefined && idOf((event as FocusEvent).relatedTarget) !== id) action(id);
      });
    }
  };
  on(['mouseover', 'focusin'], pauseToast);
  on(['mouseout', 'focusout'], resumeToast);

  restoreFlashToasts(sessionStorage);
}

/**
 * Shows a toast raised with an event by a script that is not bundled:
 * dispatchEvent(new CustomEvent('hp:toast', { detail: { variant: 'success', title: '…' } })).
 */
export function showEventToast(event: Event): void {
  const item = toFlashToast({ remainingMs: TOAST_DURATION_MS, ...((event as CustomEvent).detail as object) });
  if (item) showToast(item.variant, item, item.remainingMs);
}

/** Mounts the renderer into the host BaseLayout places on every page. */
export function mountToasts(): void {
  const list = document.querySelector<HTMLElement>('[data-toast-list]');
  const template = document.querySelector<HTMLTemplateElement>('[data-toast-template]');
  if (list && template) mount(list, template);
}
