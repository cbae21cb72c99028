import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET, signJwt } from '../../supabase/local/keys.ts';
import type { RunningServer } from '../../supabase/local/server.ts';
import { BACKENDS, startTestServer } from './support/backends.ts';
import { anonClient, serviceClient, signUpConfirmed, type SignedIn } from './support/clients.ts';

type Row = Record<string, unknown>;

/** A meal plan as the save dialog sends it (plan_data is the 7-day array). */
function mealPlan(name: string): Record<string, unknown> {
  return {
    name,
    description: 'Testplan',
    preferences: { calories: 2000, dietType: 'balanced', cuisine: ['swedish'], goal: 'maintenance' },
    plan_data: [{ day: 'Måndag', totalCalories: 2000 }],
  };
}

describe.each(BACKENDS)('data API (/rest/v1) on $name', (backend) => {
  let server: RunningServer;
  let ann: SignedIn;

  beforeAll(async () => {
    server = await startTestServer(backend);
    ann = await signUpConfirmed(server, { displayName: 'Ann' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('inserts with 201 and no body by default, and fills user_id from the token', async () => {
    const plain = await ann.client.from('meal_plans').insert(mealPlan('Utan retur'));
    expect(plain.status).toBe(201);
    expect(plain.error).toBeNull();
    expect(plain.data).toBeNull();

    const { data, status, error } = await ann.client
      .from('meal_plans')
      .insert(mealPlan('Med retur'))
      .select()
      .single<Row>();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: 'Med retur', user_id: ann.user.id, description: 'Testplan' });
    expect(data?.preferences).toMatchObject({ calories: 2000, cuisine: ['swedish'] });
    expect(typeof data?.id).toBe('string');
  });

  it('inserts several rows at once and returns them with return=representation', async () => {
    const { data, status } = await ann.client
      .from('workout_plans')
      .insert([
        { name: 'Pass A', plan_data: { workoutPlan: 'DAG 1: Styrka', duration: '7-days' } },
        {
          name: 'Pass B',
          description: 'andra',
          plan_data: { workoutPlan: 'DAG 1: Vila', duration: '7-days' },
        },
      ])
      .select('name, description');
    expect(status).toBe(201);
    expect(data).toEqual([
      { name: 'Pass A', description: null },
      { name: 'Pass B', description: 'andra' },
    ]);
  });

  it('selects chosen columns, newest first, with eq filters, limit and an exact count', async () => {
    const user = await signUpConfirmed(server);
    for (const name of ['Första', 'Andra', 'Tredje']) {
      expect((await user.client.from('meal_plans').insert(mealPlan(name))).error).toBeNull();
    }
    const list = await user.client
      .from('meal_plans')
      .select('name')
      .order('created_at', { ascending: false });
    expect((list.data as Row[] | null)?.map((r) => r.name)).toEqual(['Tredje', 'Andra', 'Första']);

    const one = await user.client.from('meal_plans').select('id, name').eq('name', 'Andra').limit(1);
    expect(one.data).toHaveLength(1);
    expect(Object.keys(one.data?.[0] ?? {}).sort()).toEqual(['id', 'name']);

    const counted = await user.client.from('meal_plans').select('*', { count: 'exact', head: true });
    expect(counted.status).toBe(200);
    expect(counted.count).toBe(3);
    expect(counted.data).toBeNull();

    const paged = await user.client
      .from('meal_plans')
      .select('name', { count: 'exact' })
      .order('created_at')
      .range(1, 1);
    expect(paged.status).toBe(206);
    expect(paged.count).toBe(3);
    expect(paged.data).toEqual([{ name: 'Andra' }]);
  });

  it('upserts the profile on user_id: 200 when the row existed, numbers stay numbers', async () => {
    // Weight and height are stored only with consent (the CHECK applies to the proposed row of an upsert too).
    const consent = new Date().toISOString();
    const { data, status, error } = await ann.client
      .from('profiles')
      .upsert(
        {
          user_id: ann.user.id,
          display_name: 'Ann A',
          weight: 70.5,
          height: 180,
          health_data_consent_at: consent,
        },
        { onConflict: 'user_id' },
      )
      .select()
      .single<Row>();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({ user_id: ann.user.id, display_name: 'Ann A', weight: 70.5, height: 180 });

    const minimal = await ann.client.from('profiles').upsert(
      {
        user_id: ann.user.id,
        display_name: 'Ann',
        weight: null,
        height: 168,
        health_data_consent_at: consent,
      },
      { onConflict: 'user_id' },
    );
    expect(minimal.error).toBeNull();
    expect(minimal.status).toBe(200);
    expect(minimal.data).toBeNull();
    const byPrimaryKey = await ann.client.from('profiles').upsert({
      user_id: ann.user.id,
      display_name: 'Ann',
      weight: null,
      height: 168,
      health_data_consent_at: consent,
    });
    expect(byPrimaryKey.status).toBe(200);
    expect(byPrimaryKey.error).toBeNull();
    const reread = await ann.client
      .from('profiles')
      .select('display_name, weight, height')
      .eq('user_id', ann.user.id)
      .single();
    expect(reread.data).toEqual({ display_name: 'Ann', weight: null, height: 168 });
  });

  it('updates and deletes with filters: 204 without select, the rows with it', async () => {
    const { data: plan } = await ann.client
      .from('meal_plans')
      .insert(mealPlan('Att byta namn på'))
      .select('id')
      .single();
    const id = String(plan?.id);

    const renamed = await ann.client.from('meal_plans').update({ name: 'Nytt namn' }).eq('id', id);
    expect(renamed.status).toBe(204);
    const returned = await ann.client
      .from('meal_plans')
      .update({ description: 'ny' })
      .eq('id', id)
      .select('name, description');
    expect(returned.status).toBe(200);
    expect(returned.data).toEqual([{ name: 'Nytt namn', description: 'ny' }]);

    const deleted = await ann.client.from('meal_plans').delete().eq('id', id).select('id');
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual([{ id }]);
    const gone = await ann.client.from('meal_plans').delete().eq('id', id);
    expect(gone.status).toBe(204);
    expect((await ann.client.from('meal_plans').select('id').eq('id', id)).data).toEqual([]);
  });

  it('answers .single() on no rows with 406 PGRST116, and .maybeSingle() with null', async () => {
    const single = await ann.client.from('meal_plans').select().eq('id', randomUUID()).single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');
    expect(single.data).toBeNull();

    const maybe = await ann.client.from('meal_plans').select().eq('id', randomUUID()).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null, status: 200 });
  });

  it('rolls a write back when .single() does not get exactly one row', async () => {
    await ann.client.from('workout_plans').insert([
      { name: 'Dubblett', plan_data: { workoutPlan: 'DAG 1: Vila' } },
      { name: 'Dubblett', plan_data: { workoutPlan: 'DAG 1: Vila' } },
    ]);
    const res = await ann.client.from('workout_plans').delete().eq('name', 'Dubblett').select().single();
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe('PGRST116');
    const left = await ann.client.from('workout_plans').select('id').eq('name', 'Dubblett');
    expect(left.data).toHaveLength(2);
  });

  it('maps database errors to PostgREST statuses and codes', async () => {
    const duplicate = await ann.client
      .from('profiles')
      .insert({ user_id: ann.user.id, display_name: 'igen' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');

    const noSuchUser = await serviceClient(server)
      .from('meal_plans')
      .insert({ ...mealPlan('x'), user_id: randomUUID() });
    expect(noSuchUser.status).toBe(409);
    expect(noSuchUser.error?.code).toBe('23503');

    const badUuid = await ann.client.from('meal_plans').select().eq('id', 'inte-ett-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');

    const outOfRange = await ann.client.from('profiles').update({ weight: 0.5 }).eq('user_id', ann.user.id);
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.error?.code).toBe('23514');

    const noTable = await ann.client.from('no_such_table').select();
    expect(noTable.status).toBe(404);
    expect(noTable.error?.code).toBe('PGRST205');

    expect(Object.keys(badUuid.error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('lets a user change only the columns the app edits', async () => {
    const { data: plan } = await ann.client
      .from('meal_plans')
      .insert(mealPlan('Låst innehåll'))
      .select('id')
      .single();
    const res = await ann.client.from('meal_plans').update({ plan_data: [] }).eq('id', String(plan?.id));
    expect(res.status).toBe(403);
    expect(res.error?.code).toBe('42501');
  });

  it('refuses an expired access token with 401 PGRST303 and a forged one with PGRST301', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: ann.user.id, role: 'authenticated', aud: 'authenticated' };
    const expired = await signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, DEFAULT_JWT_SECRET);
    const forged = await signJwt(
      { ...claims, iat: now, exp: now + 3600 },
      'not-the-project-secret-but-long-enough!!',
    );
    for (const [token, code, message] of [
      [expired, 'PGRST303', 'JWT expired'],
      [forged, 'PGRST301', 'JWT cryptographic operation failed'],
    ] as const) {
      const res = await fetch(`${server.url}/rest/v1/meal_plans?select=id`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      expect(await res.json()).toMatchObject({ code, message });
    }
    const client = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${expired}` } },
    });
    const viaClient = await client.from('meal_plans').select();
    expect(viaClient.status).toBe(401);
    expect(viaClient.error?.code).toBe('PGRST303');
  });

  it('answers a malformed JSON body with 400 PGRST102', async () => {
    const res = await fetch(`${server.url}/rest/v1/meal_plans`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${ann.session.access_token}`,
        'content-type': 'application/json',
      },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST102');
  });

  it('deletes the account with rpc delete_my_account, and every row the user owned with it', async () => {
    const carl = await signUpConfirmed(server, { displayName: 'Carl' });
    // The rows must exist first, or the cascade checks below would pass with nothing to delete.
    expect((await carl.client.from('meal_plans').insert(mealPlan('Carls plan'))).error).toBeNull();
    const workout = await carl.client
      .from('workout_plans')
      .insert({ name: 'Carls pass', plan_data: { workoutPlan: 'DAG 1: Löpning' } });
    expect(workout.error).toBeNull();

    const { error, status } = await carl.client.rpc('delete_my_account');
    expect(error).toBeNull();
    expect(status).toBe(204);

    const admin = serviceClient(server);
    for (const table of ['profiles', 'meal_plans', 'workout_plans']) {
      const { data } = await admin.from(table).select('user_id').eq('user_id', carl.user.id);
      expect(data, table).toEqual([]);
    }
    const login = await anonClient(server).auth.signInWithPassword({
      email: carl.email,
      password: carl.password,
    });
    expect(login.error?.code).toBe('invalid_credentials');
    // Ann's data is untouched.
    expect((await admin.from('profiles').select('user_id').eq('user_id', ann.user.id)).data).toHaveLength(1);
  });

  it('refuses delete_my_account to anonymous callers with 401', async () => {
    const { status, error } = await anonClient(server).rpc('delete_my_account');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('lets the service role read every row (it bypasses RLS, as on hosted Supabase)', async () => {
    const { data } = await serviceClient(server)
      .from('profiles')
      .select('user_id')
      .eq('user_id', ann.user.id);
    expect(data).toEqual([{ user_id: ann.user.id }]);
  });
});
