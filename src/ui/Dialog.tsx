import { useEffect, useId, useRef, type ReactNode } from 'react';

import { COMMON } from '@/lib/messages/common';

export interface DialogProps {
  open: boolean;
  /** Called when the user closes it: Esc, the close button, or a click on the backdrop. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Keeps the dialog open while true (e.g. while saving), so nothing is lost half-way. */
  busy?: boolean;
  /**
   * Where focus goes on closing when the element that opened it is gone (a deleted plan's card):
   * asked once the dialog has closed, since the page behind a modal dialog cannot take focus.
   */
  focusAfter?: () => HTMLElement | null;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Esc closes it, and focus returns to the element that opened it (or, when that is gone,
 * to `focusAfter`'s element).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  busy = false,
  focusAfter,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      else focusAfter?.()?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      onCancel={(event) => {
        // Esc: we decide (the parent owns `open`); while busy the dialog stays.
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-black/40"
    >
      <div className="p-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="-m-1 rounded p-1 text-muted hover:bg-brand-50 hover:text-ink"
            aria-label={COMMON.close}
          >
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        </div>
        {description !== undefined && (
          <p id={descriptionId} className="mt-1 text-sm text-muted">
            {description}
          </p>
        )}
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
