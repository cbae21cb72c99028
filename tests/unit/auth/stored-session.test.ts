import { describe, expect, it } from 'vitest';

import { safeNextPath } from '@/lib/navigation';
import { parseStoredSession } from '@/stores/stored-session';

const NOW = Date.UTC(2026, 10, 24, 12);
const valid = {
  access_token: 'a',
  refresh_token: 'r',
  expires_at: NOW / 1000 + 3600,
  user: { id: 'u1', email: 'kim@example.com', user_metadata: { display_name: 'Kim' } },
};

describe('parseStoredSession', () => {
  it('reads the user from a valid, unexpired session', () => {
    expect(parseStoredSession(JSON.stringify(valid), NOW)).toEqual({
      user: { id: 'u1', email: 'kim@example.com' },
      expired: false,
    });
  });

  it('marks a session whose access token has expired, for supabase-js to refresh', () => {
    const expired = JSON.stringify({ ...valid, expires_at: NOW / 1000 - 1 });
    expect(parseStoredSession(expired, NOW)).toMatchObject({ expired: true });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"access_token": 42, broken'],
    ['an array', '[]'],
    ['expiry not a number', JSON.stringify({ ...valid, expires_at: '2099' })],
    ['no refresh token', JSON.stringify({ ...valid, refresh_token: '' })],
    ['no access token', JSON.stringify({ ...valid, access_token: undefined })],
    ['no user id', JSON.stringify({ ...valid, user: { email: 'x' } })],
    ['user not an object', JSON.stringify({ ...valid, user: 'u1' })],
  ])('%s reads as no session', (_name, raw) => {
    expect(parseStoredSession(raw, NOW)).toBeUndefined();
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/my-plans', '/my-plans'],
    ['/meal-plan?tab=inkop', '/meal-plan?tab=inkop'],
    [null, '/'],
    ['', '/'],
    ['//evil.example/x', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/\\evil.example', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });
});
