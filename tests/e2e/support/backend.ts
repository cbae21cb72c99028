/**
 * The local Supabase-compatible server the e2e run starts (playwright.config.ts): its address, keys,
 * and helpers to create accounts, read the inbox and check rows as the database sees them.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { DEFAULT_JWT_SECRET, projectKeys, WELL_KNOWN_ANON_KEY } from '../../../supabase/local/keys.ts';

export const SUPABASE_URL = `http://127.0.0.1:${process.env.E2E_SUPABASE_PORT ?? '54321'}`;
/** supabase-js's localStorage key for SUPABASE_URL (src/lib/supabase/config.ts). */
export const SESSION_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0] ?? ''}-auth-token`;
const anonHeaders = { apikey: WELL_KNOWN_ANON_KEY, 'Content-Type': 'application/json' };

export interface TestUser {
  id: string;
  email: string;
  password: string;
  displayName: string;
}

let counter = 0;
/** A fresh address per call, so parallel tests never share an account. */
export function uniqueEmail(prefix = 'test'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest e-mail sent to `email`, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, email: string, subject?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SUPABASE_URL}/inbox/messages?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: Mail[] };
        found = messages.filter((mail) => subject === undefined || subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  if (found === undefined) throw new Error(`No e-mail to ${email}`);
  return found;
}

/** Signs up through the API; with `confirm` (default) follows the e-mail link so the user can sign in. */
export async function createUser(
  request: APIRequestContext,
  options: { email?: string; password?: string; displayName?: string; confirm?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'hemligt-losen-1';
  const displayName = options.displayName ?? 'Testperson';
  const response = await request.post(`${SUPABASE_URL}/auth/v1/signup`, {
    headers: anonHeaders,
    data: { email, password, data: { display_name: displayName } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  if (options.confirm !== false) {
    const mail = await latestMail(request, email);
    const link = mail.links[0] ?? '';
    const confirmed = await request.get(link, { maxRedirects: 0 });
    expect(confirmed.status()).toBe(303);
  }
  return { id, email, password, displayName };
}

/** A session for the user, as supabase-js stores it (POST /auth/v1/token?grant_type=password). */
export async function sessionFor(
  request: APIRequestContext,
  user: TestUser,
): Promise<Record<string, unknown>> {
  const response = await request.post(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    headers: anonHeaders,
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Signs the browser in as `user` by storing the session where supabase-js keeps it. */
export async function signInAs(page: Page, user: TestUser): Promise<void> {
  const session = await sessionFor(page.request, user);
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(session),
  ] as const);
}

/** A new confirmed user, signed in in `page`. */
export async function signedInUser(
  page: Page,
  options: Parameters<typeof createUser>[1] = {},
): Promise<TestUser> {
  const user = await createUser(page.request, options);
  await signInAs(page, user);
  return user;
}

let serviceKey: Promise<string> | undefined;

/** Rows of a table as the database holds them (service role: RLS does not apply), e.g. `meal_plans?user_id=eq.<id>`. */
export async function adminRows(
  request: APIRequestContext,
  query: string,
): Promise<Record<string, unknown>[]> {
  serviceKey ??= projectKeys(DEFAULT_JWT_SECRET).then((keys) => keys.serviceRoleKey);
  const key = await serviceKey;
  const response = await request.get(`${SUPABASE_URL}/rest/v1/${query}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

/** Inserts a row as the service role (RLS does not apply), e.g. a plan owned by another user. */
export async function adminInsert(
  request: APIRequestContext,
  table: string,
  row: Record<string, unknown>,
): Promise<void> {
  serviceKey ??= projectKeys(DEFAULT_JWT_SECRET).then((keys) => keys.serviceRoleKey);
  const key = await serviceKey;
  const response = await request.post(`${SUPABASE_URL}/rest/v1/${table}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    data: row,
  });
  expect(response.ok(), await response.text()).toBe(true);
}
