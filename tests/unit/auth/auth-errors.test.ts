import { describe, expect, it } from 'vitest';

import { AUTH, AUTH_ERROR_CODES } from '@/lib/messages/auth';
import { COMMON } from '@/lib/messages/common';
import { callError } from '@/lib/supabase/call';
import { authErrorMessage } from '@/lib/supabase/errors';

/** The Swedish text for an error as supabase-js gives it (read once, by `callError`). */
const say = (error: unknown, fallback: string) => authErrorMessage(callError(error), fallback);

describe('authErrorMessage', () => {
  it('maps GoTrue codes to Swedish, whatever the English message says', () => {
    expect(
      say(
        { code: 'invalid_credentials', message: 'Invalid login credentials', status: 400 },
        AUTH.loginFailed,
      ),
    ).toBe('Felaktiga inloggningsuppgifter');
    expect(say({ code: 'email_not_confirmed', message: 'Email not confirmed' }, AUTH.loginFailed)).toMatch(
      /inte bekräftad/,
    );
    expect(say({ code: 'user_already_exists' }, AUTH.signupFailed)).toBe(
      'En användare med denna e-postadress finns redan',
    );
    expect(say({ code: 'over_email_send_rate_limit', status: 429 }, AUTH.signupFailed)).toMatch(/Vänta/);
  });

  it('has Swedish text for every code the login and sign-up can return', () => {
    for (const code of [
      'invalid_credentials',
      'email_not_confirmed',
      'over_request_rate_limit',
      'over_email_send_rate_limit',
      'weak_password',
      'same_password',
      'validation_failed',
      'signup_disabled',
      'otp_expired',
      'session_not_found',
      'refresh_token_not_found',
    ]) {
      expect(AUTH_ERROR_CODES[code], code).toMatch(/[a-zåäö]/i);
    }
  });

  it('says offline for a failed fetch or a proxy error, not the English message', () => {
    expect(say({ name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 }, 'x')).toBe(
      COMMON.offline,
    );
    expect(say(new TypeError('Failed to fetch'), 'x')).toBe(COMMON.offline);
    expect(say({ status: 503, message: 'Service Unavailable' }, 'x')).toBe(COMMON.offline);
    expect(callError({ status: 400, code: 'invalid_credentials' }).kind).toBe('failed');
  });

  it('shows the server message for an unknown code, else the fallback', () => {
    expect(say({ code: 'brand_new_code', message: 'Something specific' }, AUTH.loginFailed)).toBe(
      'Something specific',
    );
    expect(say({ message: '{}' }, AUTH.loginFailed)).toBe(AUTH.loginFailed);
    expect(say(undefined, AUTH.signupFailed)).toBe(AUTH.signupFailed);
    expect(say({ message: '<html>Bad gateway</html>' }, AUTH.loginFailed)).toBe(AUTH.loginFailed);
  });
});
