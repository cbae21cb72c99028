import { useState } from 'react';

import { AUTH } from '@/lib/messages/auth';
import { toast } from '@/stores/toasts';
import { Form } from '@/ui/Form';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { useForm } from '@/ui/useForm';

import { loadActions } from './load-actions';

interface Props {
  mode: 'login' | 'signup';
  ready: boolean;
  onSignedIn: () => void;
}

/**
 * Login and create-account: one form whose display-name field appears only when creating (required
 * then; a new password needs at least 8 characters, signing in takes the one the account has).
 * Invalid input is caught here and never sent; server errors are shown as Swedish toasts chosen by
 * their code ('Felaktiga inloggningsuppgifter', …).
 */
export function CredentialsForm({ mode, ready, onSignedIn }: Props) {
  const form = useForm({ displayName: '', email: '', password: '' });
  const [unconfirmed, setUnconfirmed] = useState<string | undefined>();
  const [resending, setResending] = useState(false);
  const [created, setCreated] = useState(false);
  const signup = mode === 'signup';

  const submit = async () => {
    setUnconfirmed(undefined);
    setCreated(false);
    const actions = await loadActions();
    if (actions === undefined) return;
    const { loginSchema, parseForm, signIn, signUp, signupSchema } = actions;
    let email: string;
    let result;
    if (signup) {
      const data = await form.check((values) => parseForm(signupSchema, values));
      if (data === undefined) return;
      email = data.email;
      result = await signUp(email, data.password, data.displayName);
    } else {
      const data = await form.check((values) => parseForm(loginSchema, values));
      if (data === undefined) return;
      email = data.email;
      result = await signIn(email, data.password);
    }
    if (!result.ok) {
      toast.error(result.error.message);
      if (result.error.code === 'email_not_confirmed') setUnconfirmed(email);
      return;
    }
    if (signup) {
      setCreated(true);
      form.set('password', '');
      toast.success(AUTH.signupDone);
    } else {
      toast.success(AUTH.welcomeBack);
      onSignedIn();
    }
  };

  const resend = async () => {
    if (unconfirmed === undefined) return;
    const actions = await loadActions();
    if (actions === undefined) return;
    const { resendConfirmation } = actions;
    setResending(true);
    const result = await resendConfirmation(unconfirmed);
    setResending(false);
    if (result.ok) toast.success(AUTH.resendDone);
    else toast.error(result.error.message);
  };

  return (
    <Form
      onSubmit={form.submit(submit)}
      className="grid gap-4"
      aria-label={signup ? AUTH.signupTitle : AUTH.loginTitle}
    >
      {signup && (
        <Field
          label={AUTH.displayName}
          autoComplete="nickname"
          maxLength={100}
          markRequired
          {...form.field('displayName')}
        />
      )}
      <Field
        label={AUTH.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        markRequired
        {...form.field('email')}
      />
      <Field
        label={AUTH.password}
        type="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        {...(signup ? { hint: AUTH.passwordHint } : {})}
        markRequired
        {...form.field('password')}
      />
      <Button
        type="submit"
        disabled={!ready}
        busy={form.busy}
        busyLabel={signup ? AUTH.signupBusy : AUTH.loginBusy}
      >
        {signup ? AUTH.signupButton : AUTH.loginButton}
      </Button>
      {signup && (
        <p className="text-xs text-muted">
          {AUTH.privacyNote}{' '}
          <a href="/integritet" className="text-brand-800 underline">
            {AUTH.privacyLink}
          </a>
        </p>
      )}
      {created && (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-800">
          {AUTH.signupDone}
        </p>
      )}
      {unconfirmed !== undefined && (
        <div className="rounded-md border border-line bg-surface p-3 text-sm">
          <p>{AUTH.emailNotConfirmedHelp}</p>
          <Button
            variant="secondary"
            className="mt-2"
            busy={resending}
            busyLabel={AUTH.resendBusy}
            onClick={() => void resend()}
          >
            {AUTH.resendConfirmation}
          </Button>
        </div>
      )}
    </Form>
  );
}
