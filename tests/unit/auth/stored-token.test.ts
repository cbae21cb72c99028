import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { freshAccessToken } from '@/lib/supabase/stored-token';

import { MemoryStorage } from '../support/memory-storage';

const NOW = Date.UTC(2026, 10, 24, 12);
const valid = {
  access_token: 'a',
  refresh_token: 'r',
  expires_at: NOW / 1000 + 3600,
  user: { id: 'u1', email: 'kim@example.com' },
};

describe('freshAccessToken', () => {
  const KEY = 'sb-127-auth-token';
  beforeEach(() => {
    globalThis.localStorage = new MemoryStorage();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('gives the access token while it stays valid for the margin', () => {
    localStorage.setItem(KEY, JSON.stringify(valid));
    expect(freshAccessToken(KEY, 60_000, NOW)).toBe('a');
    // 3600 s left: valid for another 59 minutes, not for another 61.
    expect(freshAccessToken(KEY, 59 * 60_000, NOW)).toBe('a');
    expect(freshAccessToken(KEY, 61 * 60_000, NOW)).toBeUndefined();
  });

  it('gives nothing for an expired, malformed or missing session, or without storage', () => {
    localStorage.setItem(KEY, JSON.stringify({ ...valid, expires_at: NOW / 1000 - 1 }));
    expect(freshAccessToken(KEY, 0, NOW)).toBeUndefined();
    localStorage.setItem(KEY, '{broken');
    expect(freshAccessToken(KEY, 0, NOW)).toBeUndefined();
    localStorage.setItem(KEY, JSON.stringify({ ...valid, access_token: '' }));
    expect(freshAccessToken(KEY, 0, NOW)).toBeUndefined();
    localStorage.setItem(KEY, JSON.stringify({ ...valid, expires_at: '2099' }));
    expect(freshAccessToken(KEY, 0, NOW)).toBeUndefined();
    expect(freshAccessToken('another-key', 0, NOW)).toBeUndefined();
    Reflect.deleteProperty(globalThis, 'localStorage');
    expect(freshAccessToken(KEY, 0, NOW)).toBeUndefined();
  });
});
