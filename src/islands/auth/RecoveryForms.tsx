import { useState, type SubmitEvent } from 'react';

import { AUTH } from '@/lib/messages/auth';
import { toast } from '@/stores/toasts';
import { Form } from '@/ui/Form';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';

import { loadActions } from './load-actions';
import { useFormFields } from './useFormFields';

const EMAIL = ['email'] as const;
const PASSWORD = ['password'] as const;

/** 'Glömt lösenordet?': e-mails a recovery link (the answer is the same whether the address exists). */
export function ForgotPasswordForm({ ready }: { ready: boolean }) {
  const form = useFormFields(EMAIL);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const actions = await loadActions();
    if (actions === undefined) return;
    const { emailSchema, parseForm, requestPasswordReset } = actions;
    const data = form.check((values) => parseForm(emailSchema, values));
    if (data === undefined) return;
    setBusy(true);
    const result = await requestPasswordReset(data.email);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.error.message);
      return;
    }
    setSent(true);
    toast.success(AUTH.forgotSent);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label={AUTH.forgotTitle}>
      <p className="text-sm text-muted">{AUTH.forgotIntro}</p>
      <Field
        label={AUTH.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        markRequired
        {...form.bind('email')}
      />
      <Button type="submit" disabled={!ready} busy={busy} busyLabel={AUTH.forgotBusy}>
        {AUTH.forgotButton}
      </Button>
      {sent && (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-800">
          {AUTH.forgotSent}
        </p>
      )}
    </Form>
  );
}

/** After a recovery link: the user is signed in and chooses a new password (supabase-js updateUser). */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const form = useFormFields(PASSWORD);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const actions = await loadActions();
    if (actions === undefined) return;
    const { finishRecovery, newPasswordSchema, parseForm, updatePassword } = actions;
    const data = form.check((values) => parseForm(newPasswordSchema, values));
    if (data === undefined) return;
    setBusy(true);
    const result = await updatePassword(data.password);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.error.message);
      return;
    }
    finishRecovery();
    toast.success(AUTH.passwordChanged);
    onDone();
  };

  return (
    <Form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label={AUTH.newPasswordTitle}>
      <p className="text-sm text-muted">{AUTH.newPasswordIntro}</p>
      <Field
        label={AUTH.newPassword}
        type="password"
        autoComplete="new-password"
        hint={AUTH.passwordHint}
        markRequired
        {...form.bind('password')}
      />
      <Button type="submit" busy={busy} busyLabel={AUTH.newPasswordBusy}>
        {AUTH.newPasswordButton}
      </Button>
    </Form>
  );
}
