import { useEffect, useState } from 'react';

import { AUTH } from '@/lib/messages/auth';
import { safeNextPath } from '@/lib/navigation';
import { readStoredSession } from '@/stores/stored-session';
import { getSupabase } from '@/lib/supabase/client';
import { sessionStorageKey } from '@/lib/supabase/config';
import { $session } from '@/stores/session';
import { settledSession } from '@/stores/session-events';
import { toast } from '@/stores/toasts';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { HUBS } from '@/lib/messages/common';

import { CredentialsForm } from './CredentialsForm';
import { ForgotPasswordForm, NewPasswordForm } from './RecoveryForms';

type Mode = 'login' | 'signup' | 'forgot' | 'recovery' | 'checking';

const TITLES: Record<Mode, string> = {
  login: AUTH.loginTitle,
  signup: AUTH.signupTitle,
  forgot: AUTH.forgotTitle,
  recovery: AUTH.newPasswordTitle,
  checking: AUTH.loginTitle,
};

/** Where to go after signing in: `?next=` when it is a path on this site, else the start page. */
const nextPath = (): string =>
  safeNextPath(new URLSearchParams(location.search).get('next'), location.origin);

/** The fragment an e-mail link lands with: a session, or GoTrue's error. */
function linkFragment(): URLSearchParams | undefined {
  const params = new URLSearchParams(location.hash.slice(1));
  return params.has('access_token') || params.has('error_description') || params.has('error_code')
    ? params
    : undefined;
}

/**
 * /auth (spec §2 "Auth page"): login ↔ create account, forgotten password, and the landing of the
 * e-mail links. A signed-in visitor is sent on at once. supabase-js loads only on submit or when an
 * e-mail link brought a session.
 */
function Auth() {
  const [mode, setMode] = useState<Mode>('login');
  const [ready, setReady] = useState(false);
  const [linkError, setLinkError] = useState<string | undefined>();

  useEffect(() => {
    const fragment = linkFragment();
    if (fragment === undefined) {
      const stored = readStoredSession(sessionStorageKey());
      if (stored === undefined) {
        setReady(true);
      } else if (!stored.expired) {
        location.replace(nextPath());
      } else {
        // Expired: signed in only if supabase-js can refresh it (the header has started that).
        void settledSession().then((state) => {
          if (state.status === 'signedIn' && !state.recovering) location.replace(nextPath());
          else setReady(true);
        });
      }
      return;
    }
    if (fragment.has('error_description') || fragment.has('error_code')) {
      history.replaceState(null, '', `${location.pathname}${location.search}`);
      setLinkError(AUTH.linkExpired);
      toast.error(AUTH.linkExpired);
      setReady(true);
      return;
    }
    // supabase-js reads the session from the fragment while it initialises (detectSessionInUrl).
    setMode('checking');
    void getSupabase()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data }) => {
        const state = $session.get();
        if (data.session === null || state.status !== 'signedIn') throw new Error('no session');
        if (state.recovering || fragment.get('type') === 'recovery') {
          setMode('recovery');
          setReady(true);
          return;
        }
        toast.success(AUTH.confirmedWelcome);
        location.assign(nextPath());
      })
      .catch(() => {
        setLinkError(AUTH.linkExpired);
        toast.error(AUTH.linkExpired);
        setMode('login');
        setReady(true);
      });
  }, []);

  const leave = () => location.assign(nextPath());

  return (
    <div className="rounded-lg border border-line bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{TITLES[mode]}</h2>
      {linkError !== undefined && (
        <p className="mt-3 rounded-md bg-danger-50 p-3 text-sm text-danger-600">{linkError}</p>
      )}
      <div className="mt-4">
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
      {mode !== 'checking' && mode !== 'recovery' && (
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

/** The island with its catch-all (spec §8 'Ett oväntat fel uppstod'). */
export const AuthEntry = withIslandBoundary(Auth, HUBS.home);
