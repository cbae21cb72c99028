import { useState } from 'react';

import { AUTH } from '@/lib/messages/auth';
import { toast } from '@/stores/toasts';
import { Form } from '@/ui/Form';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { useForm } from '@/ui/useForm';

import { loadActions } from './load-actions';

/** 'Glömt lösenordet?': e-mails a recovery link (the answer is the same whether the address exists). */
export function ForgotPasswordForm({ ready }: { ready: boolean }) {
  const form = useForm({ email: '' });
  const [sent, setSent] = useState(false);

  const submit = async () => {
    const actions = await loadActions();
    if (actions === undefined) return;
    const { emailSchema, parseForm, requestPasswordReset } = actions;
    const data = await form.check((values) => parseForm(emailSchema, values));
    if (data === undefined) return;
    const result = await requestPasswordReset(data.email);
    if (!result.ok) {
      toast.error(result.error.message);
      return;
    }
    setSent(true);
    toast.success(AUTH.forgotSent);
  };

  return (
    <Form onSubmit={form.submit(submit)} className="grid gap-4" aria-label={AUTH.forgotTitle}>
      <p className="text-sm text-muted">{AUTH.forgotIntro}</p>
      <Field
        label={AUTH.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        markRequired
        {...form.field('email')}
      />
      <Button type="submit" disabled={!ready} busy={form.busy} busyLabel={AUTH.forgotBusy}>
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
  const form = useForm({ password: '' });

  const submit = async () => {
    const actions = await loadActions();
    if (actions === undefined) return;
    const { finishRecovery, newPasswordSchema, parseForm, updatePassword } = actions;
    const data = await form.check((values) => parseForm(newPasswordSchema, values));
    if (data === undefined) return;
    const result = await updatePassword(data.password);
    if (!result.ok) {
      toast.error(result.error.message);
      return;
    }
    finishRecovery();
    toast.success(AUTH.passwordChanged);
    onDone();
  };

  return (
    <Form onSubmit={form.submit(submit)} className="grid gap-4" aria-label={AUTH.newPasswordTitle}>
      <p className="text-sm text-muted">{AUTH.newPasswordIntro}</p>
      <Field
        label={AUTH.newPassword}
        type="password"
        autoComplete="new-password"
        hint={AUTH.passwordHint}
        markRequired
        {...form.field('password')}
      />
      <Button type="submit" busy={form.busy} busyLabel={AUTH.newPasswordBusy}>
        {AUTH.newPasswordButton}
      </Button>
    </Form>
  );
}
