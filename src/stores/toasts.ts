import { atom } from 'nanostores';

/** How a toast looks and how urgently it is announced (errors interrupt, others wait). */
export type ToastVariant = 'success' | 'info' | 'error' | 'destructive';

export interface Toast {
  id: string;
  variant: ToastVariant;
  title: string;
  description?: string;
  /** Milliseconds left before the toast closes by itself. */
  remainingMs: number;
}

export interface ToastInput {
  title: string;
  description?: string;
}

/** At most this many toasts are on screen; a new one pushes out the oldest. */
export const TOAST_LIMIT = 3;
/** Each toast closes by itself after this long: 4 seconds. */
export const TOAST_DURATION_MS = 4000;

/** Newest first. Changed only through the actions below. */
export const $toasts = atom<readonly Toast[]>([]);

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  startedAt: number;
}
const timers = new Map<string, Timer>();
let counter = 0;

function startTimer(toast: Toast): void {
  const handle = setTimeout(() => dismissToast(toast.id), toast.remainingMs);
  timers.set(toast.id, { handle, startedAt: Date.now() });
}

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

/** Shows a toast and returns its id. Keeps the newest {@link TOAST_LIMIT}. */
export function showToast(
  variant: ToastVariant,
  input: ToastInput,
  remainingMs: number = TOAST_DURATION_MS,
): string {
  counter += 1;
  const toast: Toast = {
    id: `t${Date.now().toString(36)}${counter}`,
    variant,
    title: input.title,
    ...(input.description === undefined ? {} : { description: input.description }),
    remainingMs,
  };
  const next = [toast, ...$toasts.get()];
  for (const dropped of next.slice(TOAST_LIMIT)) clearTimer(dropped.id);
  $toasts.set(next.slice(0, TOAST_LIMIT));
  startTimer(toast);
  return toast.id;
}

/** Closes a toast at once (the close button, or its timer). */
export function dismissToast(id: string): void {
  clearTimer(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Stops a toast's countdown while the pointer or keyboard focus is on it. */
export function pauseToast(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle === undefined) return;
  clearTimeout(timer.handle);
  timers.set(id, { handle: undefined, startedAt: timer.startedAt });
  const elapsed = Date.now() - timer.startedAt;
  $toasts.set(
    $toasts
      .get()
      .map((toast) =>
        toast.id === id ? { ...toast, remainingMs: Math.max(0, toast.remainingMs - elapsed) } : toast,
      ),
  );
}

/** Restarts a paused toast's countdown with the time it had left. */
export function resumeToast(id: string): void {
  const toast = $toasts.get().find((candidate) => candidate.id === id);
  if (!toast || timers.get(id)?.handle !== undefined) return;
  startTimer(toast);
}

/** The toasts still on screen, each with the time it has left: what a page hands to the next one. */
export function pendingToasts(now: number = Date.now()): Toast[] {
  return $toasts.get().map((toast) => {
    const timer = timers.get(toast.id);
    const elapsed = timer?.handle === undefined ? 0 : now - timer.startedAt;
    return { ...toast, remainingMs: Math.max(0, toast.remainingMs - elapsed) };
  });
}

/** Convenience actions used across the site: `toast.success('Profil uppdaterad!')`. */
export const toast = {
  success: (title: string, description?: string) =>
    showToast('success', description === undefined ? { title } : { title, description }),
  info: (title: string, description?: string) =>
    showToast('info', description === undefined ? { title } : { title, description }),
  error: (title: string, description?: string) =>
    showToast('error', description === undefined ? { title } : { title, description }),
  destructive: (title: string, description?: string) =>
    showToast('destructive', description === undefined ? { title } : { title, description }),
};
