import { AUTH } from '@/lib/messages/auth';
import { Field } from '@/ui/Field';

/** What `useFormFields().bind(name)` gives a field. */
interface Bound {
  name: string;
  error: string | undefined;
  inputRef: (node: HTMLInputElement | null) => void;
}

/** The e-mail field of login, sign-up and the forgotten password. */
export function EmailField(props: Bound) {
  return (
    <Field label={AUTH.email} type="email" autoComplete="email" inputMode="email" markRequired {...props} />
  );
}

/** A password field: at least 6 characters ('Minst 6 tecken'). */
export function PasswordField({
  label = AUTH.password,
  autoComplete,
  ...props
}: Bound & { label?: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <Field
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={AUTH.passwordHint}
      markRequired
      {...props}
    />
  );
}
