import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-line bg-white text-ink hover:bg-brand-50 disabled:text-muted',
  danger: 'bg-danger-600 text-white hover:bg-danger-600/90 disabled:bg-danger-600/60',
  ghost: 'text-brand-800 underline-offset-2 hover:underline disabled:text-muted',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** While true the button is disabled, says `busyLabel` and tells assistive tech it is busy. */
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}

/** The site's button. `type` defaults to "button" so a button never submits a form by accident. */
export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  disabled,
  className = '',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      )}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
