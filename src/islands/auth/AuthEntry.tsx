import { useEffect, useState } from 'react';

import { AUTH } from '@/lib/messages/auth';
import { safeNextPath } from '@/lib/navigation';
import { readStoredSession } from '@/stores/stored-session';
import { $session } from '@/stores/session';

const isRecovering = (): boolean => {
  const state = $session.get();
  return state.status === 'signedIn' && state.recovering;
};
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { HUBS } from '@/lib/messages/common';

import { CredentialsForm } from './CredentialsForm';
import { loadActions } from './load-actions';
import { ForgotPasswordForm, NewPasswordForm } from './RecoveryForms';

type Mode = 'login' | 'signup' | 'forgot' | 'recovery' | 'checking' | 'confirmLink';

const TITLES: Record<Mode, string> = {
  login: AUTH.loginTitle,
  signup: AUTH.signupTitle,
  forgot: AUTH.forgotTitle,
  recovery: AUTH.newPasswordTitle,
  checking: AUTH.loginTitle,
  confirmLink: AUTH.linkWhileSignedInTitle,
};

/** Where to go after signing in: `?next=` when it is a path on this site, else the start page. */
const nextPath = (): string =>
  safeNextPath(new URLSearchParams(location.search).get('next'), location.origin);

/** What an e-mail link landed with: a one-time code (PKCE), GoTrue's error, or nothing. */
function linkLanding(): { code: string } | { error: true } | undefined {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.slice(1));
  const hasError = (params: URLSearchParams) => params.has('error_description') || params.has('error_code');
  if (hasError(query) || hasError(fragment)) return { error: true };
  const code = query.get('code');
  return code === null || code === '' ? undefined : { code };
}

/** The address without the link's code, flow id and error (so a reload does not use it again). */
function forgetLink(): void {
  const query = new URLSearchParams(location.search);
  for (const name of ['code', 'sb_flow_id', 'error', 'error_code', 'error_description']) query.delete(name);
  const rest = query.toString();
  history.replaceState(null, '', `${location.pathname}${rest === '' ? '' : `?${rest}`}`);
}

/**
 * /auth: login ↔ create account, forgotten password, and the landing of the e-mail links (a
 * one-time `?code=` this browser exchanges; someone already signed in is asked first, never
 * replaced silently). A signed-in visitor is sent on at once. supabase-js loads only on submit or
 * when a link brought a code.
 */
function Auth() {
  const [mode, setMode] = useState<Mode>('login');
  const [ready, setReady] = useState(false);
  const [linkError, setLinkError] = useState<string | undefined>();
  const [signedInAs, setSignedInAs] = useState('');
  const [linkCode, setLinkCode] = useState<string | undefined>();

  const redeemLink = (code: string) => {
    setMode('checking');
    // Quiet: a link that cannot be checked says so below.
    void loadActions({ quiet: true })
      .then((actions) => actions?.exchangeLinkCode(code))
      .then((result) => {
        forgetLink();
        if (result?.ok !== true) {
          const message = result?.error.message ?? AUTH.linkExpired;
          setLinkError(message);
          toast.error(message);
          setMode('login');
          setReady(true);
          return;
        }
        if (result.value.recovery || ($session.get().status === 'signedIn' && isRecovering())) {
          setMode('recovery');
          setReady(true);
          return;
        }
        toast.success(AUTH.confirmedWelcome);
        location.assign(nextPath());
      });
  };

  useEffect(() => {
    // supabase-js's storage key, written into the page at build time (as the header reads it).
    const stored = readStoredSession(document.documentElement.dataset.sessionKey ?? '');
    // A session in the fragment (`#access_token=…`) signs no one in: links carry a PKCE code.
    // The tokens are taken out of the address bar and the history.
    if (/(^#|&)(access|refresh)_token=/.test(location.hash)) forgetLink();
    const landing = linkLanding();
    if (landing !== undefined && 'error' in landing) {
      forgetLink();
      setLinkError(AUTH.linkExpired);
      toast.error(AUTH.linkExpired);
      setReady(true);
      return;
    }
    if (landing !== undefined) {
      if (stored === undefined) {
        redeemLink(landing.code);
      } else {
        // Someone is signed in on this device: the link replaces them only with their word.
        setSignedInAs(stored.user.email);
        setLinkCode(landing.code);
        setMode('confirmLink');
        setReady(true);
      }
      return;
    }
    if (stored === undefined) {
      setReady(true);
    } else if (!stored.expired) {
      location.replace(nextPath());
    } else {
      // Expired: signed in only if supabase-js can refresh it (the header has started that).
      // Offline the check cannot load: the form is offered.
      void loadActions({ quiet: true })
        .then((actions) => actions?.settledSession())
        .then((state) => {
          if (state?.status === 'signedIn' && !state.recovering) location.replace(nextPath());
          else setReady(true);
        });
    }
    // Runs once, on load: the link is read from the address it landed on.
  }, []);

  const leave = () => location.assign(nextPath());

  return (
    <div className="rounded-lg border border-line bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{TITLES[mode]}</h2>
      {linkError !== undefined && (
        <p className="mt-3 rounded-md bg-danger-50 p-3 text-sm text-danger-600">{linkError}</p>
      )}
      <div className="mt-4">
        {mode === 'confirmLink' && linkCode !== undefined && (
          <div className="grid gap-4">
            <p className="text-sm">{AUTH.linkWhileSignedIn(signedInAs)}</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => redeemLink(linkCode)}>{AUTH.linkUse}</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  forgetLink();
                  location.assign(nextPath());
                }}
              >
                {AUTH.linkIgnore}
              </Button>
            </div>
          </div>
        )}
        {mode === 'checking' && (
          <p role="status" className="text-sm text-muted">
            {AUTH.checkingLink}
          </p>
        )}
        {(mode === 'login' || mode === 'signup') && (
          <>
            {mode === 'login' ? null : <p className="mb-4 text-sm text-muted">{AUTH.signupIntro}</p>}
            <CredentialsForm key={mode} mode={mode} ready={ready} onSignedIn={leave} />
          </>
        )}
        {mode === 'forgot' && <ForgotPasswordForm ready={ready} />}
        {mode === 'recovery' && <NewPasswordForm onDone={() => location.assign('/')} />}
      </div>
      {mode !== 'checking' && mode !== 'recovery' && mode !== 'confirmLink' && (
        <div className="mt-5 grid gap-2 border-t border-line pt-4 text-sm">
          {mode !== 'signup' && (
            <button
              type="button"
              disabled={!ready}
              className="text-left text-brand-800 underline-offset-2 hover:underline"
              onClick={() => setMode('signup')}
            >
              {AUTH.toSignup}
            </button>
          )}
          {mode !== 'login' && (
            <button
              type="button"
              disabled={!ready}
              className="text-left text-brand-800 underline-offset-2 hover:underline"
              onClick={() => setMode('login')}
            >
              {AUTH.toLogin}
            </button>
          )}
          {mode === 'login' && (
            <button
              type="button"
              disabled={!ready}
              className="text-left text-brand-800 underline-offset-2 hover:underline"
              onClick={() => setMode('forgot')}
            >
              {AUTH.forgotLink}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to the start page). */
export const AuthEntry = withIslandBoundary(Auth, HUBS.home);
