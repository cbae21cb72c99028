import { randomUUID } from 'node:crypto';
import { createClient, type Session, type User } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { RunningServer } from '../../../supabase/local/server.ts';

/** Where confirmation links send the browser in these tests (the site, as config.toml has it). */
export const SITE = 'http://localhost:4321/';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A supabase-js client with the anon key and no stored session. */
export function anonClient(server: RunningServer) {
  return createClient(server.url, server.anonKey, clientOptions);
}

/** A supabase-js client with the service_role key (bypasses RLS, as on hosted Supabase). */
export function serviceClient(server: RunningServer) {
  return createClient(server.url, server.serviceRoleKey, clientOptions);
}

/** A fresh address on a reserved domain. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The session fields GoTrue put in the redirect's URL fragment. */
export function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

/** Opens an e-mail link the way a browser would, without following the redirect. */
export async function openLink(link: string): Promise<{ status: number; location: string }> {
  const res = await fetch(link, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** The confirmation link in the newest e-mail to `email`. */
export function confirmationLink(server: RunningServer, email: string): string {
  const link = server.inbox.latest(email)?.links[0];
  expect(link, `no confirmation e-mail to ${email}`).toBeDefined();
  return link ?? '';
}

/** A signed-in user and their client. */
export interface SignedIn {
  client: ReturnType<typeof anonClient>;
  user: User;
  session: Session;
  email: string;
  password: string;
}

/**
 * Signs a new user up through supabase-js, follows the confirmation link from the local inbox and
 * hands the session from the redirect to supabase-js — the whole path a person takes.
 */
export async function signUpConfirmed(
  server: RunningServer,
  opts: { displayName?: string; email?: string; password?: string } = {},
): Promise<SignedIn> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'hemligt-losen-1';
  const client = anonClient(server);
  const signUp = await client.auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: SITE,
      ...(opts.displayName === undefined ? {} : { data: { display_name: opts.displayName } }),
    },
  });
  expect(signUp.error).toBeNull();
  const { location } = await openLink(confirmationLink(server, email));
  const fragment = fragmentOf(location);
  const { data, error } = await client.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  expect(error).toBeNull();
  if (data.session === null || data.user === null) throw new Error('confirmation link gave no session');
  return { client, user: data.user, session: data.session, email, password };
}
