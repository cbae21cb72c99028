/**
 * `node supabase/local/bench.ts [--requests N]` — p50/p95 latency of the four calls that matter
 * most (sign-up, password login, saving a meal plan, listing meal plans) against the local server
 * on in-memory PGlite and, when TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (in a
 * throwaway database). Requests go one at a time over loopback with fetch; N defaults to 40.
 * Prints a Markdown table.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer, type RunningServer } from './server.ts';

const OPERATIONS = ['signup', 'login', 'insert', 'select'] as const;
type Operation = (typeof OPERATIONS)[number];

const countArg = process.argv.indexOf('--requests');
const REQUESTS = countArg > 0 ? Math.max(5, Number(process.argv[countArg + 1] ?? '40')) : 40;

/** The value below which `p` of the sorted samples fall (nearest rank), ms. */
function percentile(sorted: number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function timed<T>(samples: number[], fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  samples.push(performance.now() - start);
  return result;
}

async function expectOk(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: HTTP ${String(res.status)} ${await res.text()}`);
  return res;
}

/** Runs the four operations REQUESTS times each; returns the latency samples per operation, ms. */
async function measure(server: RunningServer): Promise<Record<Operation, number[]>> {
  const samples: Record<Operation, number[]> = { signup: [], login: [], insert: [], select: [] };
  const headers = {
    apikey: server.anonKey,
    'content-type': 'application/json',
    'x-supabase-api-version': '2024-01-01',
  };
  const run = randomBytes(3).toString('hex');
  const password = 'bench-losenord-1';
  const emails: string[] = [];

  for (let i = 0; i < REQUESTS; i++) {
    const email = `bench-${run}-${String(i)}@example.com`;
    await timed(samples.signup, async () =>
      expectOk(
        await fetch(`${server.url}/auth/v1/signup`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, password, data: { display_name: `Bench ${String(i)}` } }),
        }),
        'signup',
      ),
    );
    const link = server.inbox.latest(email)?.links[0];
    if (link === undefined) throw new Error('no confirmation e-mail');
    await fetch(link, { redirect: 'manual' });
    emails.push(email);
  }

  const tokens: string[] = [];
  for (const email of emails) {
    const res = await timed(samples.login, async () =>
      expectOk(
        await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, password }),
        }),
        'login',
      ),
    );
    tokens.push(((await res.json()) as { access_token: string }).access_token);
  }

  const plan = Array.from({ length: 7 }, (_, d) => ({ day: d, meals: ['Gröt', 'Soppa', 'Lax', 'Yoghurt'] }));
  for (const [i, token] of tokens.entries()) {
    const auth = { ...headers, authorization: `Bearer ${token}` };
    await timed(samples.insert, async () =>
      expectOk(
        await fetch(`${server.url}/rest/v1/meal_plans`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            name: `Plan ${String(i)}`,
            preferences: { calories: 2000 },
            plan_data: plan,
          }),
        }),
        'insert',
      ),
    );
    await timed(samples.select, async () => {
      const res = await expectOk(
        await fetch(`${server.url}/rest/v1/meal_plans?select=*&order=created_at.desc`, { headers: auth }),
        'select',
      );
      return (await res.json()) as unknown[];
    });
  }
  return samples;
}

/** A database of its own on the PostgreSQL at `url`, dropped by the returned cleanup. */
async function throwawayDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `halso_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const rows: string[] = [];
const backends: { name: string; databaseUrl?: string }[] = [{ name: 'PGlite (in memory)' }];
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl !== undefined && pgUrl !== '') backends.push({ name: 'PostgreSQL', databaseUrl: pgUrl });

for (const backend of backends) {
  const db = backend.databaseUrl === undefined ? undefined : await throwawayDatabase(backend.databaseUrl);
  const server = await startServer({
    port: 0,
    dataDir: 'memory',
    databaseUrl: db?.url,
    authRateLimits: false,
  });
  try {
    const samples = await measure(server);
    for (const op of OPERATIONS) {
      const sorted = [...samples[op]].sort((a, b) => a - b);
      rows.push(
        `| ${backend.name} | ${op} | ${String(sorted.length)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} |`,
      );
    }
  } finally {
    await server.close();
    await db?.drop();
  }
}

console.log(
  [
    `Local server latency, ${String(REQUESTS)} sequential requests per operation over loopback (ms):`,
    '',
    '| database | operation | n | p50 | p95 |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
