import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../supabase/local/server.ts';
import { BACKENDS, startTestServer } from './support/backends.ts';
import { anonClient, signUpConfirmed, type SignedIn } from './support/clients.ts';

/**
 * How each table is addressed in the matrix: its key column, a row the owner can create, and a
 * change the app makes to it.
 */
interface TableCase {
  table: 'profiles' | 'meal_plans' | 'workout_plans';
  key: 'user_id' | 'id';
  newRow: (ownerId: string) => Record<string, unknown>;
  patch: Record<string, unknown>;
  label: string;
}

const TABLES: TableCase[] = [
  {
    table: 'profiles',
    key: 'user_id',
    // Weight and height are health data: stored with the owner's consent (the database stamps its time).
    newRow: (ownerId) => ({
      user_id: ownerId,
      display_name: 'Ägare',
      weight: 80,
      height: 180,
      health_data_consent_at: new Date().toISOString(),
    }),
    patch: { display_name: 'Ändrad' },
    label: 'display_name',
  },
  {
    table: 'meal_plans',
    key: 'id',
    newRow: (ownerId) => ({ user_id: ownerId, name: 'Ägarens plan', preferences: {}, plan_data: [] }),
    patch: { name: 'Ändrad' },
    label: 'name',
  },
  {
    table: 'workout_plans',
    key: 'id',
    newRow: (ownerId) => ({
      user_id: ownerId,
      name: 'Ägarens pass',
      plan_data: { workoutPlan: 'DAG 1: Styrka' },
    }),
    patch: { name: 'Ändrad' },
    label: 'name',
  },
];

describe.each(BACKENDS)('row level security on $name', (backend) => {
  let server: RunningServer;
  let owner: SignedIn;
  let other: SignedIn;
  let anon: SupabaseClient;

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await signUpConfirmed(server, { displayName: 'Ägare' });
    other = await signUpConfirmed(server, { displayName: 'Annan' });
    anon = anonClient(server);
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each(TABLES)('$table', (t) => {
    /** A row of the owner's, created fresh (plans) or the one the sign-up trigger made (profile). */
    async function ownerRow(): Promise<string> {
      if (t.table === 'profiles') {
        await owner.client.from('profiles').upsert(t.newRow(owner.user.id), { onConflict: 'user_id' });
        return owner.user.id;
      }
      const { data, error } = await owner.client
        .from(t.table)
        .insert(t.newRow(owner.user.id))
        .select('id')
        .single();
      expect(error).toBeNull();
      return String(data?.id);
    }

    /** The owner's row as the owner sees it, or null when it no longer exists. */
    async function asOwner(keyValue: string): Promise<Record<string, unknown> | null> {
      const { data, error } = await owner.client
        .from(t.table)
        .select()
        .eq(t.key, keyValue)
        .maybeSingle<Record<string, unknown>>();
      expect(error).toBeNull();
      return data;
    }

    it('select: the owner reads the row, another user sees nothing, anon is refused', async () => {
      const key = await ownerRow();

      const mine = await owner.client.from(t.table).select().eq(t.key, key);
      expect(mine.data).toHaveLength(1);

      const theirs = await other.client.from(t.table).select().eq(t.key, key);
      expect(theirs.status).toBe(200);
      expect(theirs.data).toEqual([]);
      const everything = await other.client.from(t.table).select('user_id');
      expect(everything.data?.every((r) => r.user_id === other.user.id)).toBe(true);

      const refused = await anon.from(t.table).select().eq(t.key, key);
      expect(refused.status).toBe(401);
      expect(refused.error?.code).toBe('42501');
      expect(refused.data).toBeNull();
    });

    it('update: the owner changes the row, another user and anon change nothing', async () => {
      const key = await ownerRow();
      const before = await asOwner(key);

      const theirs = await other.client.from(t.table).update(t.patch).eq(t.key, key).select();
      expect(theirs.error).toBeNull();
      expect(theirs.data).toEqual([]);
      const refused = await anon.from(t.table).update(t.patch).eq(t.key, key);
      expect(refused.status).toBe(401);
      expect(refused.error?.code).toBe('42501');
      expect(await asOwner(key)).toEqual(before);

      const mine = await owner.client
        .from(t.table)
        .update(t.patch)
        .eq(t.key, key)
        .select()
        .single<Record<string, unknown>>();
      expect(mine.error).toBeNull();
      expect(mine.data?.[t.label]).toBe('Ändrad');
      expect((await asOwner(key))?.[t.label]).toBe('Ändrad');
    });

    it('update: not even the owner can hand the row over to another user', async () => {
      const key = await ownerRow();
      const moved = await owner.client.from(t.table).update({ user_id: other.user.id }).eq(t.key, key);
      // profiles: the WITH CHECK policy refuses it; plans: user_id is not an updatable column.
      expect(moved.status).toBe(403);
      expect(moved.error?.code).toBe('42501');
      expect((await asOwner(key))?.user_id).toBe(owner.user.id);
    });

    it('delete: another user and anon delete nothing, the owner deletes the row', async () => {
      const key = await ownerRow();

      const theirs = await other.client.from(t.table).delete().eq(t.key, key).select();
      expect(theirs.error).toBeNull();
      expect(theirs.data).toEqual([]);
      const refused = await anon.from(t.table).delete().eq(t.key, key);
      expect(refused.status).toBe(401);
      expect(refused.error?.code).toBe('42501');
      expect(await asOwner(key)).not.toBeNull();

      const mine = await owner.client.from(t.table).delete().eq(t.key, key).select();
      expect(mine.data).toHaveLength(1);
      expect(await asOwner(key)).toBeNull();
    });

    it('insert: the owner inserts, another user cannot insert a row for the owner, anon is refused', async () => {
      if (t.table === 'profiles') await owner.client.from('profiles').delete().eq('user_id', owner.user.id);
      const countOwner = async () =>
        (await owner.client.from(t.table).select('*', { count: 'exact', head: true })).count;
      const before = await countOwner();

      const theirs = await other.client.from(t.table).insert(t.newRow(owner.user.id));
      expect(theirs.status).toBe(403);
      expect(theirs.error?.code).toBe('42501');
      const refused = await anon.from(t.table).insert(t.newRow(owner.user.id));
      expect(refused.status).toBe(401);
      expect(refused.error?.code).toBe('42501');
      expect(await countOwner()).toBe(before);

      const mine = await owner.client
        .from(t.table)
        .insert(t.newRow(owner.user.id))
        .select()
        .single<Record<string, unknown>>();
      expect(mine.status).toBe(201);
      expect(mine.data?.user_id).toBe(owner.user.id);
      expect(await countOwner()).toBe((before ?? 0) + 1);
    });
  });
});
