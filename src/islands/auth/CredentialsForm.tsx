import { useState, type SubmitEvent } from 'react';

import { AUTH } from '@/lib/messages/auth';
import { toast } from '@/stores/toasts';
import { Form } from '@/ui/Form';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';

import { loadActions } from './load-actions';
import { useFormFields } from './useFormFields';

interface Props {
  mode: 'login' | 'signup';
  ready: boolean;
  onSignedIn: () => void;
}

const FIELDS = ['displayName', 'email', 'password'] as const;

/**
 * Login and create-account: one form whose display-name field appears only when creating (required
 * then; a new password needs at least 8 characters, signing in takes the one the account has).
 * Invalid input is caught here and never sent; server errors are shown as Swedish toasts chosen by
 * their code ('Felaktiga inloggningsuppgifter', …).
 */
export function CredentialsForm({ mode, ready, onSignedIn }: Props) {
  const form = useFormFields(FIELDS);
  const [busy, setBusy] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | undefined>();
  const [resending, setResending] = useState(false);
  const [created, setCreated] = useState(false);
  const signup = mode === 'signup';

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setUnconfirmed(undefined);
    setCreated(false);
    const actions = await loadActions();
    if (actions === undefined) return;
    const { loginSchema, parseForm, signIn, signUp, signupSchema } = actions;
    let result;
    let email: string;
    if (signup) {
      const data = form.check((values) => parseForm(signupSchema, values));
      if (data === undefined) return;
      setBusy(true);
      email = data.email;
      result = await signUp(email, data.password, data.displayName);
    } else {
      const data = form.check((values) => parseForm(loginSchema, values));
      if (data === undefined) return;
      setBusy(true);
      email = data.email;
      result = await signIn(email, data.password);
    }
    setBusy(false);
    if (!result.ok) {
      toast.error(result.error.message);
      if (result.error.code === 'email_not_confirmed') setUnconfirmed(email);
      return;
    }
    if (signup) {
      setCreated(true);
      form.clear('password');
      toast.success(AUTH.signupDone);
    } else {
      toast.success(AUTH.welcomeBack);
      onSignedIn();
    }
  };

  const resend = async () => {
    if (unconfirmed === undefined) return;
    setResending(true);
    const actions = await loadActions();
    if (actions === undefined) return;
    const { resendConfirmation } = actions;
    const result = await resendConfirmation(unconfirmed);
    setResending(false);
    if (result.ok) toast.success(AUTH.resendDone);
    else toast.error(result.error.message);
  };

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
      aria-label={signup ? AUTH.signupTitle : AUTH.loginTitle}
    >
      {signup && (
        <Field
          label={AUTH.displayName}
          autoComplete="nickname"
          maxLength={100}
          markRequired
          {...form.bind('displayName')}
        />
      )}
      <Field
        label={AUTH.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        markRequired
        {...form.bind('email')}
      />
      <Field
        label={AUTH.password}
        type="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        {...(signup ? { hint: AUTH.passwordHint } : {})}
        markRequired
        {...form.bind('password')}
      />
      <Button
        type="submit"
        disabled={!ready}
        busy={busy}
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
