import { beforeEach, describe, expect, it } from 'vitest';

import { $session, sessionFromStorage, storedSessionChanged } from '@/stores/session';
import {
  applyAuthEvent,
  finishRecovery,
  resetSessionForTests,
  settledSession,
} from '@/stores/session-events';

const user = { id: 'u1', email: 'kim@example.com' };
const session = (id = 'u1') => ({
  user: { id, email: `${id}@example.com`, user_metadata: { display_name: ' Kim ' } },
});

describe('session store', () => {
  beforeEach(() => resetSessionForTests());

  it('starts loading, then follows the stored session', async () => {
    expect($session.get()).toEqual({ status: 'loading' });
    const settled = settledSession();
    sessionFromStorage({ user, expired: false });
    expect($session.get()).toEqual({ status: 'signedIn', user, recovering: false });
    await expect(settled).resolves.toMatchObject({ status: 'signedIn' });
  });

  it('an expired stored session stays loading until supabase-js has tried to refresh it', () => {
    sessionFromStorage({ user, expired: true });
    expect($session.get()).toEqual({ status: 'loading' });
    applyAuthEvent('INITIAL_SESSION', session());
    expect($session.get()).toMatchObject({ status: 'signedIn' });
  });

  it('shows the display name from the sign-up metadata without control or bidi characters', () => {
    applyAuthEvent('INITIAL_SESSION', {
      user: {
        id: 'u2',
        email: 'eve@example.com',
        user_metadata: { display_name: 'Eve\u202E nimdA\r\nX\u2066' },
      },
    });
    expect($session.get()).toMatchObject({ user: { displayName: 'Eve nimdA X' } });
    applyAuthEvent('USER_UPDATED', { user: { id: 'u2', user_metadata: { display_name: '\u202E\u2069' } } });
    expect($session.get()).toMatchObject({ user: { displayName: undefined } });
  });

  it('no stored session is signed out', () => {
    sessionFromStorage(undefined);
    expect($session.get()).toEqual({ status: 'signedOut' });
  });

  it('an auth event wins over a later read of storage', () => {
    applyAuthEvent('SIGNED_OUT', null);
    sessionFromStorage({ user, expired: false });
    expect($session.get().status).toBe('signedOut');
  });

  it.each([
    'INITIAL_SESSION',
    'SIGNED_IN',
    'TOKEN_REFRESHED',
    'USER_UPDATED',
    'MFA_CHALLENGE_VERIFIED',
  ] as const)('%s with a session signs in with the display name trimmed', (event) => {
    applyAuthEvent(event, session());
    expect($session.get()).toEqual({
      status: 'signedIn',
      user: { id: 'u1', email: 'u1@example.com', displayName: 'Kim' },
      recovering: false,
    });
  });

  it('INITIAL_SESSION without a session is signed out', () => {
    applyAuthEvent('INITIAL_SESSION', null);
    expect($session.get()).toEqual({ status: 'signedOut' });
  });

  it('PASSWORD_RECOVERY keeps the recovery form until the password is changed', () => {
    applyAuthEvent('PASSWORD_RECOVERY', session());
    applyAuthEvent('INITIAL_SESSION', session());
    applyAuthEvent('TOKEN_REFRESHED', session());
    expect($session.get()).toMatchObject({ status: 'signedIn', recovering: true });
    finishRecovery();
    expect($session.get()).toMatchObject({ status: 'signedIn', recovering: false });
    applyAuthEvent('PASSWORD_RECOVERY', session());
    applyAuthEvent('USER_UPDATED', session());
    expect($session.get()).toMatchObject({ recovering: false });
  });

  it('SIGNED_OUT signs out even with a stale session object', () => {
    applyAuthEvent('SIGNED_IN', session());
    applyAuthEvent('SIGNED_OUT', session());
    expect($session.get()).toEqual({ status: 'signedOut' });
  });

  it('another tab signing out or in is followed', () => {
    sessionFromStorage({ user, expired: false });
    storedSessionChanged(undefined);
    expect($session.get()).toEqual({ status: 'signedOut' });
    storedSessionChanged({ id: 'u2', email: 'b@example.com' });
    expect($session.get()).toMatchObject({ status: 'signedIn', user: { id: 'u2' } });
  });
});
