import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../supabase/local/server.ts';
import { BACKENDS, startTestServer } from './support/backends.ts';
import { signUpConfirmed, type SignedIn } from './support/clients.ts';

/**
 * The local server against supabase/local/CONTRACT.md: what the coming tools will do (upserts on
 * ids the client makes, `in` filters) answers exactly as PostgREST does, on PGlite and PostgreSQL
 * alike; what PostgREST honours and this server does not implement is refused by name, never
 * ignored; and the answers use the wording of the PostgREST hosted Supabase runs (v13).
 */

type Row = Record<string, unknown>;

/** A log table as the training and weight logs will have it: ids made by the client, one entry a day. */
const LOG_TABLE = [
  `create table public.contract_log (
     id uuid primary key,
     user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
     day date not null,
     note text,
     minutes integer not null default 0,
     unique (user_id, day)
   )`,
  'alter table public.contract_log enable row level security',
  `create policy contract_log_own on public.contract_log for all to authenticated
     using (user_id = auth.uid()) with check (user_id = auth.uid())`,
  'alter table public.contract_log add column "day part" text',
  'grant select, insert, update, delete on public.contract_log to authenticated',
  `create function public.contract_days(since date) returns setof public.contract_log
     language sql stable as $$ select * from public.contract_log where day >= since order by day $$`,
];

describe.each(BACKENDS)('PostgREST contract (/rest/v1) on $name', (backend) => {
  let server: RunningServer;
  let ann: SignedIn;
  let bo: SignedIn;

  /** A raw request as Ann, for what supabase-js cannot send. */
  function raw(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
  ) {
    return fetch(`${server.url}/rest/v1/${path}`, {
      method: init.method ?? 'GET',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${ann.session.access_token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  }

  async function errorOf(res: Response): Promise<Row> {
    return (await res.json()) as Row;
  }

  const log = () => ann.client.from('contract_log');
  const entry = (day: string, note: string | null = null, minutes = 30): Row => ({
    id: randomUUID(),
    day,
    note,
    minutes,
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const statement of LOG_TABLE) await server.adminQuery(statement);
    [ann, bo] = [await signUpConfirmed(server), await signUpConfirmed(server)];
  });
  afterAll(async () => {
    await server.close();
  });

  describe('upserts on ids the client makes', () => {
    it('inserts new ids with 201, then merges the same ids with 200 and only the sent columns', async () => {
      const rows = [entry('2026-01-01', 'löpning'), entry('2026-01-02', 'styrka', 45)];
      const first = await log().upsert(rows).select('id, note, minutes');
      expect(first.error).toBeNull();
      expect(first.status).toBe(201);
      expect(first.data).toHaveLength(2);

      const again = await log()
        .upsert(rows.map((r) => ({ id: r.id, day: r.day, note: `${String(r.note)} (ändrad)` })))
        .select('id, note, minutes');
      expect(again.error).toBeNull();
      expect(again.status).toBe(200);
      // `minutes` was not sent, so the merge keeps it: PostgREST sets only the payload's columns.
      expect(again.data).toEqual([
        { id: rows[0]?.id, note: 'löpning (ändrad)', minutes: 30 },
        { id: rows[1]?.id, note: 'styrka (ändrad)', minutes: 45 },
      ]);

      const mixed = await log().upsert([{ ...rows[0], note: 'igen' }, entry('2026-01-03')]);
      expect(mixed.error).toBeNull();
      expect(mixed.status).toBe(201);
      expect(mixed.data).toBeNull();
    });

    it('merges on another unique key with on_conflict, keeping the stored id', async () => {
      const stored = entry('2026-02-01', 'första');
      expect((await log().insert(stored)).error).toBeNull();
      const other = entry('2026-02-01', 'andra', 60);
      const res = await log()
        .upsert(other, { onConflict: 'user_id,day' })
        .select('id, note, minutes')
        .single();
      expect(res.error).toBeNull();
      expect(res.status).toBe(200);
      // The conflict row is updated with every sent column, the id included.
      expect(res.data).toEqual({ id: other.id, note: 'andra', minutes: 60 });
      const count = await log().select('id', { count: 'exact', head: true }).eq('day', '2026-02-01');
      expect(count.count).toBe(1);
    });

    it('ignores duplicates with resolution=ignore-duplicates: stored rows unchanged, only new rows returned', async () => {
      const stored = entry('2026-03-01', 'original');
      expect((await log().insert(stored)).error).toBeNull();
      const fresh = entry('2026-03-02', 'ny');
      const res = await log()
        .upsert([{ ...stored, note: 'skriven över?' }, fresh], { ignoreDuplicates: true })
        .select('id, note');
      expect(res.error).toBeNull();
      expect(res.status).toBe(201);
      expect(res.data).toEqual([{ id: fresh.id, note: 'ny' }]);
      const kept = await log().select('note').eq('id', String(stored.id)).single();
      expect(kept.data).toEqual({ note: 'original' });
    });

    it('answers on_conflict naming a column without a unique constraint with 400 42P10', async () => {
      const res = await log().upsert(entry('2026-04-01', 'x'), { onConflict: 'note' });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({
        code: '42P10',
        message: 'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      });
    });

    it("refuses to merge over another user's row (RLS) with 403 42501 and leaves it as it was", async () => {
      const bos = entry('2026-05-01', 'Bos anteckning');
      expect((await bo.client.from('contract_log').insert(bos)).error).toBeNull();
      const res = await log().upsert({ ...bos, note: 'kapad' });
      expect(res.status).toBe(403);
      expect(res.error?.code).toBe('42501');
      const still = await bo.client.from('contract_log').select('note').eq('id', String(bos.id)).single();
      expect(still.data).toEqual({ note: 'Bos anteckning' });
    });

    it('writes NULL for a key one row of a bulk upsert lacks (columns=), so a NOT NULL column fails with 23502', async () => {
      const res = await log().upsert([
        entry('2026-06-01', 'med', 20),
        { id: randomUUID(), day: '2026-06-02' },
      ]);
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe('23502');
    });

    it('refuses a bulk insert whose rows have different keys without columns= (PGRST102)', async () => {
      const res = await raw('contract_log', {
        method: 'POST',
        body: [entry('2026-06-03'), { id: randomUUID(), day: '2026-06-04' }],
      });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    });
  });

  describe('in filters', () => {
    it('reads exactly the listed ids, and not.in the others', async () => {
      const rows = [entry('2026-07-01'), entry('2026-07-02'), entry('2026-07-03')];
      expect((await log().insert(rows)).error).toBeNull();
      const ids = rows.map((r) => String(r.id));
      const picked = await log().select('id').in('id', [ids[0], ids[2], randomUUID()]).order('day');
      expect(picked.error).toBeNull();
      expect(picked.data).toEqual([{ id: ids[0] }, { id: ids[2] }]);
      const others = await log()
        .select('id')
        .gte('day', '2026-07-01')
        .lte('day', '2026-07-03')
        .not('id', 'in', `(${ids[1]})`);
      expect((others.data as Row[] | null)?.map((r) => String(r.id)).sort()).toEqual([ids[0], ids[2]].sort());
      const none = await log().select('id').in('id', []);
      expect(none).toMatchObject({ error: null, status: 200, data: [] });
    });

    it('matches values with commas, parentheses and quotes, which postgrest-js quotes', async () => {
      const notes = ['a,b', 'x (y)', 'sa "hej"', 'vanlig'];
      const rows = notes.map((note, i) => entry(`2026-08-0${String(i + 1)}`, note));
      expect((await log().insert(rows)).error).toBeNull();
      const res = await log().select('note').in('note', notes.slice(0, 3)).order('day');
      expect(res.error).toBeNull();
      expect(res.data).toEqual(notes.slice(0, 3).map((note) => ({ note })));
    });

    it('answers an id that is not a uuid with 400 22P02', async () => {
      const res = await log().select('id').in('id', [randomUUID(), 'inte-ett-id']);
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe('22P02');
    });
  });

  describe('answers in the wording of PostgREST v13', () => {
    it('answers a missing table with 404 PGRST205 for every method', async () => {
      const expected = {
        code: 'PGRST205',
        message: "Could not find the table 'public.no_such_table' in the schema cache",
        details: null,
        hint: null,
      };
      for (const [method, body] of [
        ['GET', undefined],
        ['POST', { a: 1 }],
        ['PATCH', { a: 1 }],
        ['DELETE', undefined],
      ] as const) {
        const res = await raw('no_such_table?select=*', { method, body });
        expect(res.status, method).toBe(404);
        expect(await errorOf(res), method).toEqual(expected);
      }
      // An index or a sequence is not a table PostgREST serves.
      const index = await raw('contract_log_pkey');
      expect(index.status).toBe(404);
      expect((await errorOf(index)).code).toBe('PGRST205');
    });

    it('answers .single() on no rows with the v13 PGRST116 message', async () => {
      const res = await log().select('id').eq('id', randomUUID()).single();
      expect(res.status).toBe(406);
      expect(res.error).toEqual({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 0 rows',
        hint: null,
      });
    });

    it('selects a column whose name needs quotes, as PostgREST reads "quoted names"', async () => {
      const row: Row = { ...entry('2026-09-01'), 'day part': 'morgon' };
      const res = await log().insert(row).select('id, "day part"').single();
      expect(res.error).toBeNull();
      const expected: Row = { id: row.id, 'day part': 'morgon' };
      expect(res.data as unknown).toEqual(expected);
      const aliased = await log().select('del:"day part"').eq('id', String(row.id)).single();
      expect(aliased.data as unknown).toEqual({ del: 'morgon' });
    });

    it('answers an unknown function or arguments with 404 PGRST202', async () => {
      const res = await ann.client.rpc('contract_days', { until: '2026-01-01' });
      expect(res.status).toBe(404);
      expect(res.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.contract_days(until) in the schema cache',
      });
      const ok = await ann.client.rpc('contract_days', { since: '2026-08-01' });
      expect(ok.error).toBeNull();
      expect((ok.data as Row[]).length).toBeGreaterThanOrEqual(4);
    });

    it('pages as PostgREST: 206 when the page is smaller than the count, 416 past the end', async () => {
      const page = await raw('contract_log?select=id&limit=1', { headers: { prefer: 'count=exact' } });
      expect(page.status).toBe(206);
      expect(page.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
      const total = Number(page.headers.get('content-range')?.split('/')[1]);
      const past = await raw(`contract_log?select=id&offset=${String(total + 5)}`, {
        headers: { prefer: 'count=exact' },
      });
      expect(past.status).toBe(416);
      expect(await errorOf(past)).toMatchObject({ code: 'PGRST103' });
      const last = await raw(`contract_log?select=id&offset=${String(total - 1)}`, {
        headers: { prefer: 'count=exact' },
      });
      expect(last.status).toBe(206);
    });
  });

  describe('what PostgREST honours and this server does not: refused by name, never ignored', () => {
    const refusals: [
      string,
      string,
      { method?: string; headers?: Record<string, string>; body?: unknown },
    ][] = [
      ['select= on rpc', 'rpc/contract_days?select=id', { method: 'POST', body: { since: '2026-01-01' } }],
      [
        'filters (day=) on rpc',
        'rpc/contract_days?day=eq.2026-01-01',
        { method: 'POST', body: { since: '2026-01-01' } },
      ],
      [
        'order= on rpc',
        'rpc/contract_days?order=day.desc',
        { method: 'POST', body: { since: '2026-01-01' } },
      ],
      [
        'Prefer: count=exact on rpc',
        'rpc/contract_days',
        { method: 'POST', body: { since: '2026-01-01' }, headers: { prefer: 'count=exact' } },
      ],
      ['GET on rpc', 'rpc/contract_days?since=2026-01-01', {}],
      [
        'Prefer: missing=default',
        'contract_log?columns=id,day,minutes',
        { method: 'POST', body: [entry('2027-01-01')], headers: { prefer: 'missing=default' } },
      ],
      ['Prefer: count=planned', 'contract_log?select=id', { headers: { prefer: 'count=planned' } }],
      [
        'Prefer: return=headers-only',
        'contract_log',
        { method: 'POST', body: entry('2027-01-02'), headers: { prefer: 'return=headers-only' } },
      ],
      [
        'Prefer: timezone=Europe/Stockholm',
        'contract_log?select=id',
        { headers: { prefer: 'timezone=Europe/Stockholm' } },
      ],
      ['the Range header', 'contract_log?select=id', { headers: { range: '0-1' } }],
      [
        'request bodies of type text/csv',
        'contract_log',
        { method: 'POST', body: 'id,day', headers: { 'content-type': 'text/csv' } },
      ],
      [
        'limit= on PATCH requests',
        'contract_log?day=eq.2026-01-01&limit=1',
        { method: 'PATCH', body: { note: 'x' } },
      ],
      ['order= on DELETE requests', 'contract_log?day=eq.2026-01-01&order=day', { method: 'DELETE' }],
      [
        'filters on POST (insert) requests',
        'contract_log?day=eq.2026-01-01',
        { method: 'POST', body: entry('2027-01-03') },
      ],
      ['or= and and= filters', 'contract_log?or=(day.eq.2026-01-01,day.eq.2026-01-02)', {}],
      ['JSON paths (-> and ->>) in filters', 'contract_log?note->>a=eq.1', {}],
      ['casts (::type) in select=', 'contract_log?select=minutes::text', {}],
      ['embedded resources and aggregates in select=', 'contract_log?select=id,users(id)', {}],
      ['the cs filter operator', 'contract_log?note=cs.{a}', {}],
      ['(any) and (all) operator modifiers', 'contract_log?note=like(any).{a*,b*}', {}],
      [
        'PUT',
        'contract_log?id=eq.00000000-0000-0000-0000-000000000000',
        { method: 'PUT', body: entry('2027-01-04') },
      ],
    ];

    it.each(refusals)('refuses %s with 400 PGRST127 naming it', async (feature, path, init) => {
      const res = await raw(path, init);
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.code).toBe('PGRST127');
      expect(String(body.message)).toContain(feature);
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    });

    it('refused writes wrote nothing', async () => {
      const res = await log().select('id').gte('day', '2027-01-01');
      expect(res.data).toEqual([]);
    });

    it('answers Accept: text/csv with 406 PGRST107 naming the media type', async () => {
      const res = await raw('contract_log?select=id', { headers: { accept: 'text/csv' } });
      expect(res.status).toBe(406);
      expect(await errorOf(res)).toMatchObject({
        code: 'PGRST107',
        message: 'None of these media types are available: text/csv',
      });
    });

    it('answers invalid preferences with handling=strict with 400 PGRST122, and ignores them without', async () => {
      const strict = await raw('contract_log?select=id', {
        headers: { prefer: 'handling=strict, foo, tx=rollback' },
      });
      expect(strict.status).toBe(400);
      expect(await errorOf(strict)).toEqual({
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: foo, tx=rollback',
        hint: null,
      });
      const lenient = await raw('contract_log?select=id', { headers: { prefer: 'foo' } });
      expect(lenient.status).toBe(200);
    });

    it('does not apply tx=rollback, as hosted Supabase (db-tx-end = commit) does not', async () => {
      const row = entry('2027-02-01', 'sparad');
      const res = await raw('contract_log', {
        method: 'POST',
        body: row,
        headers: { prefer: 'tx=rollback' },
      });
      expect(res.status).toBe(201);
      expect((await log().select('note').eq('id', String(row.id)).single()).data).toEqual({ note: 'sparad' });
    });

    it('enforces max-affected with handling=strict (400 PGRST124, rolled back) and ignores it without', async () => {
      const rows = [entry('2027-03-01', 'a'), entry('2027-03-02', 'b')];
      expect((await log().insert(rows)).error).toBeNull();
      const over = await raw('contract_log?day=gte.2027-03-01&day=lte.2027-03-02', {
        method: 'PATCH',
        body: { note: 'ändrad' },
        headers: { prefer: 'handling=strict, max-affected=1' },
      });
      expect(over.status).toBe(400);
      expect(await errorOf(over)).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
      const untouched = await log().select('note').gte('day', '2027-03-01').order('day');
      expect(untouched.data).toEqual([{ note: 'a' }, { note: 'b' }]);

      const within = await raw('contract_log?day=gte.2027-03-01&day=lte.2027-03-02', {
        method: 'DELETE',
        headers: { prefer: 'handling=strict, max-affected=2' },
      });
      expect(within.status).toBe(204);
      // A delete's Content-Range is `*`, not a range of rows (PostgREST's delete response).
      expect(within.headers.get('content-range')).toBe('*/*');
      const lenient = await raw('contract_log?day=eq.2027-02-01', {
        method: 'PATCH',
        body: { note: 'x' },
        headers: { prefer: 'max-affected=0' },
      });
      expect(lenient.status).toBe(204);
    });
  });
});
