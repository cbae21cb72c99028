import { describe, expect, it, vi } from 'vitest';

// supabase-js stand-in: records the auth listener the client subscribes, as supabase-js would call it.
const auth = vi.hoisted(() => ({
  listeners: [] as ((event: string, session: unknown) => void)[],
}));
vi.mock('@supabase/supabase-js', () => ({
  createClient: () => ({
    auth: {
      onAuthStateChange: (listener: (event: string, session: unknown) => void) => {
        auth.listeners.push(listener);
      },
    },
  }),
}));

const { getSupabase } = await import('@/lib/supabase/client');
const { $session } = await import('@/stores/session');

describe('the session store follows the supabase-js client', () => {
  it('sign-in and sign-out events reach $session once the client is made', async () => {
    expect($session.get()).toEqual({ status: 'loading' });
    await getSupabase();
    const [emit] = auth.listeners;
    if (emit === undefined) throw new Error('the client subscribed no auth listener');

    emit('SIGNED_IN', {
      user: { id: 'u1', email: 'kim@example.com', user_metadata: { display_name: 'Kim' } },
    });
    expect($session.get()).toEqual({
      status: 'signedIn',
      user: { id: 'u1', email: 'kim@example.com', displayName: 'Kim' },
      recovering: false,
    });

    emit('SIGNED_OUT', null);
    expect($session.get()).toEqual({ status: 'signedOut' });
  });

  it('makes one client and subscribes once, however often it is asked for', async () => {
    const [first, second] = await Promise.all([getSupabase(), getSupabase()]);
    expect(first).toBe(second);
    expect(auth.listeners).toHaveLength(1);
  });
});
