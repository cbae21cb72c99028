/**
 * The local Supabase-compatible server under a bounded concurrent load on loopback: p50/p95 for
 * login, insert plan, list plans and both edge functions called by signed-in users (rule-based
 * path: no AI provider is configured for the benchmark; each call still checks the user's token
 * with the auth service and counts the request in the Postgres quota table). The server runs in
 * its own process (bench/lib/server-child.ts) on an in-memory database; users are created the way
 * a person would: sign-up, the confirmation link from the local inbox, then a password login.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { errorSummary, runLoad, type LoadResult } from '../lib/load.ts';
import { firstLine } from '../lib/planning-core.ts';
import { ms, table } from '../lib/report.ts';
import { REPO } from '../lib/site.ts';
import { summarize } from '../lib/stats.ts';

/** The Supabase CLI's well-known local anon key (role anon, secret "super-secret-jwt-token-with-at-least-32-characters-long"). */
export const WELL_KNOWN_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SERVER_FILE = process.env.BENCH_SERVER_MODULE ?? join(REPO, 'supabase', 'local', 'server.ts');
export const FUNCTIONS = ['generate-meal-plan', 'generate-workout-plan'] as const;

/** Why a function cannot be measured yet, or undefined when its handler exists. */
export function functionMissing(name: string): string | undefined {
  const handler = join(REPO, 'supabase', 'functions', name, 'handler.ts');
  return existsSync(handler) ? undefined : `supabase/functions/${name}/handler.ts does not exist`;
}

export interface LocalServer {
  url: string;
  anonKey: string;
  /** The database kind the server reports (e.g. "pglite"), if it does. */
  database: string | undefined;
  /** The local inbox as JSON text. */
  inbox: () => Promise<string>;
  close: () => Promise<void>;
}

/** Environment without any AI provider settings, so the functions take the rule-based path. */
function rulesOnlyEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(OPENAI|AI_|LLM_|ANTHROPIC|MISTRAL|GROQ)/i.test(key)),
  );
}

/** Starts the server in a child process on `port` (0 = any free port). */
export function startLocalServer(port: number, timeoutMs = 60_000): Promise<LocalServer> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(
      join(import.meta.dirname, '..', 'lib', 'server-child.ts'),
      [String(port)],
      {
        cwd: REPO,
        env: rulesOnlyEnv(),
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2_000);
    });
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the local server did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    let nextId = 0;
    const waiting = new Map<number, (json: string) => void>();
    child.on('message', (raw: unknown) => {
      const message = raw as {
        type?: string;
        url?: string;
        anonKey?: string;
        database?: string;
        message?: string;
        id?: number;
        json?: string;
      };
      if (message.type === 'ready' && message.url) {
        clearTimeout(timer);
        resolve({
          url: message.url.replace(/\/$/, ''),
          anonKey: message.anonKey ?? WELL_KNOWN_ANON_KEY,
          database: message.database,
          inbox: () =>
            new Promise((done) => {
              const id = nextId++;
              waiting.set(id, done);
              child.send({ type: 'inbox', id });
            }),
          close: () =>
            new Promise((done) => {
              if (child.exitCode !== null) {
                done();
                return;
              }
              const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
              child.once('exit', () => {
                clearTimeout(force);
                done();
              });
              child.send({ type: 'close' });
            }),
        });
      } else if (message.type === 'error') {
        clearTimeout(timer);
        reject(new Error(message.message ?? 'the local server failed to start'));
      } else if (message.type === 'inbox' && message.id !== undefined) {
        waiting.get(message.id)?.(message.json ?? '[]');
        waiting.delete(message.id);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the local server exited (${code ?? 'signal'}): ${firstLine(stderr.trim() || 'no output')}`,
        ),
      );
    });
  });
}

/** Confirmation links (…/auth/v1/verify?…) in the inbox JSON, in order of appearance. */
export function verifyLinks(inboxJson: string): string[] {
  const text = inboxJson
    .replace(/\\u0026/g, '&')
    .replace(/&amp;/g, '&')
    .replace(/\\\//g, '/');
  return [...new Set(text.match(/https?:\/\/[^\s"'<>\\]+\/auth\/v1\/verify\?[^\s"'<>\\]+/g) ?? [])];
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at?: number;
  user: { id: string; email?: string };
}

export interface BenchUser {
  email: string;
  password: string;
  session: Session;
}

const CLIENT_INFO = 'supabase-js/2.119.1; runtime=node; bench';

/** Headers supabase-js sends to /auth/v1. */
function authHeaders(server: LocalServer): Record<string, string> {
  return {
    apikey: server.anonKey,
    Authorization: `Bearer ${server.anonKey}`,
    'X-Client-Info': CLIENT_INFO,
    'X-Supabase-Api-Version': '2024-01-01',
    'Content-Type': 'application/json;charset=UTF-8',
  };
}

/** Headers supabase-js sends to /rest/v1 and /functions/v1 for a signed-in user. */
function userHeaders(server: LocalServer, user: BenchUser): Record<string, string> {
  return {
    apikey: server.anonKey,
    Authorization: `Bearer ${user.session.access_token}`,
    'X-Client-Info': CLIENT_INFO,
    'Content-Type': 'application/json',
  };
}

/** Throws "HTTP <status> <code/message>" unless the response is 2xx; returns the body text. */
async function expectOk(response: Response): Promise<string> {
  const body = await response.text();
  if (!response.ok) {
    let detail: string;
    try {
      const json = JSON.parse(body) as Record<string, unknown>;
      const field = [json.code, json.error_code, json.error, json.message].find(
        (value) => typeof value === 'string' || typeof value === 'number',
      );
      detail = field === undefined ? '' : String(field);
    } catch {
      detail = body.slice(0, 60);
    }
    throw new Error(`HTTP ${response.status}${detail ? ` ${detail}` : ''}`);
  }
  return body;
}

/** Password login; returns the token response (the session supabase-js stores). */
export async function login(server: LocalServer, email: string, password: string): Promise<Session> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: authHeaders(server),
    body: JSON.stringify({ email, password, gotrue_meta_security: {} }),
    signal: AbortSignal.timeout(30_000),
  });
  const session = JSON.parse(await expectOk(response)) as Session;
  session.expires_at ??= Math.round(Date.now() / 1000) + session.expires_in;
  return session;
}

/** Signs up `count` users, follows their confirmation links from the inbox, and logs each in. */
export async function createUsers(
  server: LocalServer,
  count: number,
  siteOrigin: string,
): Promise<BenchUser[]> {
  const stamp = Date.now().toString(36);
  const accounts = Array.from({ length: count }, (_, i) => ({
    email: `bench-${stamp}-${i}@example.com`,
    password: `bench-lösenord-${i}`,
  }));
  const before = new Set(verifyLinks(await server.inbox()));
  for (const [i, account] of accounts.entries()) {
    const response = await fetch(
      `${server.url}/auth/v1/signup?redirect_to=${encodeURIComponent(`${siteOrigin}/`)}`,
      {
        method: 'POST',
        headers: authHeaders(server),
        body: JSON.stringify({
          ...account,
          data: { display_name: `Bänk ${i}` },
          gotrue_meta_security: {},
          code_challenge: null,
          code_challenge_method: null,
        }),
      },
    );
    await expectOk(response);
  }
  const links = verifyLinks(await server.inbox()).filter((link) => !before.has(link));
  if (links.length < count)
    throw new Error(`expected ${count} confirmation links in the inbox, found ${links.length}`);
  for (const link of links) {
    const response = await fetch(link, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`confirmation link answered HTTP ${response.status}`);
  }
  const users: BenchUser[] = [];
  for (const account of accounts)
    users.push({ ...account, session: await login(server, account.email, account.password) });
  return users;
}

/** What a saved meal plan row carries. */
export interface PlanRow {
  name: string;
  description: string;
  preferences: unknown;
  plan_data: unknown;
}

/** Inserts a meal plan for the user (as supabase-js `.insert()` does: return=minimal). */
export async function insertMealPlan(server: LocalServer, user: BenchUser, row: PlanRow): Promise<void> {
  const response = await fetch(`${server.url}/rest/v1/meal_plans`, {
    method: 'POST',
    headers: { ...userHeaders(server, user), 'Content-Profile': 'public', Prefer: 'return=minimal' },
    body: JSON.stringify({ user_id: user.session.user.id, ...row }),
    signal: AbortSignal.timeout(30_000),
  });
  await expectOk(response);
}

/** Inserts a workout plan for the user. */
export async function insertWorkoutPlan(server: LocalServer, user: BenchUser, row: PlanRow): Promise<void> {
  const response = await fetch(`${server.url}/rest/v1/workout_plans`, {
    method: 'POST',
    headers: { ...userHeaders(server, user), 'Content-Profile': 'public', Prefer: 'return=minimal' },
    body: JSON.stringify({
      user_id: user.session.user.id,
      name: row.name,
      description: row.description,
      plan_data: row.plan_data,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  await expectOk(response);
}

/** Lists the user's meal plans, newest first; returns how many. */
export async function listMealPlans(server: LocalServer, user: BenchUser): Promise<number> {
  const response = await fetch(`${server.url}/rest/v1/meal_plans?select=*&order=created_at.desc`, {
    headers: { ...userHeaders(server, user), 'Accept-Profile': 'public' },
    signal: AbortSignal.timeout(30_000),
  });
  const rows = JSON.parse(await expectOk(response)) as unknown[];
  return rows.length;
}

async function invoke(
  server: LocalServer,
  user: BenchUser,
  name: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: userHeaders(server, user),
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return JSON.parse(await expectOk(response)) as Record<string, unknown>;
}

export interface LoadPlan {
  requests: number;
  concurrency: number;
  timeCapMs: number;
}

export interface LoadInputs {
  planRow: PlanRow;
  mealPreferences: unknown;
  workoutForm: unknown;
}

interface OpResult {
  name: string;
  result: LoadResult | string;
  note?: string;
}

/** Runs every operation's bounded load in turn and returns the Markdown table. */
export async function serverLoadSection(
  server: LocalServer,
  users: readonly BenchUser[],
  inputs: LoadInputs,
  plan: LoadPlan,
  log: (line: string) => void,
): Promise<string> {
  const pick = (i: number): BenchUser => {
    const user = users[i % users.length];
    if (!user) throw new Error('no users');
    return user;
  };
  const listed: number[] = [];
  const operations: {
    name: string;
    missing?: string | undefined;
    task: (i: number) => Promise<unknown>;
    note?: () => string;
  }[] = [
    { name: 'Login (password grant)', task: (i) => login(server, pick(i).email, pick(i).password) },
    { name: 'Insert meal plan (REST)', task: (i) => insertMealPlan(server, pick(i), inputs.planRow) },
    {
      name: 'List meal plans (REST)',
      task: async (i) => listed.push(await listMealPlans(server, pick(i))),
      note: () =>
        listed.length > 0 ? `${Math.min(...listed)}–${Math.max(...listed)} plans per response` : '',
    },
    {
      name: 'generate-meal-plan (rules, signed in)',
      missing: functionMissing('generate-meal-plan'),
      task: async (i) => {
        const body = await invoke(server, pick(i), 'generate-meal-plan', {
          preferences: inputs.mealPreferences,
        });
        if (!Array.isArray(body.mealPlan)) throw new Error('response has no mealPlan');
      },
    },
    {
      name: 'generate-workout-plan (rules, signed in)',
      missing: functionMissing('generate-workout-plan'),
      task: async (i) => {
        const body = await invoke(server, pick(i), 'generate-workout-plan', inputs.workoutForm);
        if (typeof body.workoutPlan !== 'string') throw new Error('response has no workoutPlan');
      },
    },
  ];
  const results: OpResult[] = [];
  for (const operation of operations) {
    if (operation.missing) {
      results.push({ name: operation.name, result: `not available yet (${operation.missing})` });
      continue;
    }
    log(`local server: ${operation.name} × ${plan.requests}…`);
    const result = await runLoad(operation.task, plan);
    results.push({ name: operation.name, result, note: operation.note?.() ?? '' });
    log(`local server: ${operation.name}: ${result.samples.length} ok, ${result.errors.length} failed`);
  }
  const rows = results.map(({ name, result, note }) => {
    if (typeof result === 'string') return [name, '–', '–', '–', '–', '–', result];
    const s = summarize(result.samples);
    const rate = result.elapsedMs > 0 ? ((result.samples.length / result.elapsedMs) * 1000).toFixed(1) : '–';
    const notes = [
      note ?? '',
      result.capped ? `time cap reached after ${result.issued} requests` : '',
      result.errors.length > 0 ? `${result.errors.length} failed: ${errorSummary(result.errors)}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return [
      name,
      `${result.samples.length}/${result.issued}`,
      ms(s?.median),
      ms(s?.p95),
      ms(s?.max),
      rate,
      notes,
    ];
  });
  return [
    `${users.length} users, ${plan.concurrency} requests in flight, ${plan.requests} requests per operation or ${Math.round(plan.timeCapMs / 1000)} s, whichever comes first. Latency is measured at the client (fetch) over loopback; the server runs in its own process with a throwaway in-memory database (${server.database ?? 'PGlite'}), started with no AI provider configured, so both functions take the rule-based path. Each function call is made by a signed-in user and includes the function's own token check (\`GET /auth/v1/user\`) and its quota count (\`rpc/consume_generation_quota\`); requests are spread over the users so none reaches the burst limit (30 a minute per user).`,
    '',
    table(
      [
        { header: 'Operation' },
        { header: 'OK / issued', align: 'right' },
        { header: 'p50', align: 'right' },
        { header: 'p95', align: 'right' },
        { header: 'Max', align: 'right' },
        { header: 'OK req/s', align: 'right' },
        { header: 'Note' },
      ],
      rows,
    ),
  ].join('\n');
}
