import { showToast, type ToastVariant } from './toasts';

import { FLASH_TOASTS_KEY } from './flash-handoff';

export { FLASH_TOASTS_KEY, keepFlashToasts } from './flash-handoff';

/** A handed-over toast gets at least this long on the new page, so it can be read. */
const MIN_REMAINING_MS = 1500;
const MAX_REMAINING_MS = 60_000;
const VARIANTS: readonly ToastVariant[] = ['success', 'info', 'error', 'destructive'];

export interface FlashToast {
  variant: ToastVariant;
  title: string;
  description?: string;
  remainingMs: number;
}

/**
 * Checks one stored or dispatched toast. This runs on every page, content pages included, whose whole JS budget
 * is 3 KB gzip; zod (5.6 KB gzip even as zod/mini) does not fit there, so this guard is written by
 * hand and unit-tested against malformed values instead.
 */
export function toFlashToast(value: unknown): FlashToast | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { variant, title, description, remainingMs } = value as Record<string, unknown>;
  if (!VARIANTS.includes(variant as ToastVariant)) return undefined;
  if (typeof title !== 'string' || title.length === 0 || title.length > 300) return undefined;
  if (description !== undefined && (typeof description !== 'string' || description.length > 1000)) {
    return undefined;
  }
  if (typeof remainingMs !== 'number' || !Number.isFinite(remainingMs) || remainingMs < 0) {
    return undefined;
  }
  return {
    variant: variant as ToastVariant,
    title,
    ...(description === undefined ? {} : { description }),
    remainingMs: Math.min(remainingMs, MAX_REMAINING_MS),
  };
}

/** Reads and forgets the handed-over toasts; a malformed entry is dropped, never thrown. */
export function takeFlashToasts(storage: Storage): FlashToast[] {
  const raw = storage.getItem(FLASH_TOASTS_KEY);
  if (raw === null) return [];
  storage.removeItem(FLASH_TOASTS_KEY);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  return json.slice(0, 3).flatMap((item) => toFlashToast(item) ?? []);
}

/** Shows handed-over toasts, oldest first so their order on screen is kept. */
export function restoreFlashToasts(storage: Storage): void {
  for (const item of takeFlashToasts(storage).reverse()) {
    const input =
      item.description === undefined
        ? { title: item.title }
        : { title: item.title, description: item.description };
    showToast(item.variant, input, Math.max(item.remainingMs, MIN_REMAINING_MS));
  }
}
