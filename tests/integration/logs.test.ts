/**
 * The training log's and the weight log's tables through supabase-js, as the sync outbox writes
 * them: bulk upserts of whole rows on the keys the device makes, sent again after a lost answer,
 * under the health-data consent and the owner's RLS, on each backend.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../supabase/local/server.ts';
import { BACKENDS, startTestServer } from './support/backends.ts';
import { signUpConfirmed, type SignedIn } from './support/clients.ts';

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(BACKENDS)('the logs on $name', (backend) => {
  let server: RunningServer;
  let ann: SignedIn;
  let bo: SignedIn;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [ann, bo] = await Promise.all([signUpConfirmed(server), signUpConfirmed(server)]);
  });
  afterAll(async () => {
    await server.close();
  });

  const weighIns = (who: SignedIn, kgs: number[]) =>
    kgs.map((kg, i) => ({ user_id: who.user.id, day: daysAgo(i), kg, waist_cm: null }));

  it('refuses a weigh-in without consent (42501), and stores it with consent', async () => {
    const refused = await ann.client
      .from('weight_entries')
      .upsert(weighIns(ann, [82]), { onConflict: 'user_id,day' });
    expect(refused.error?.code).toBe('42501');
    const consent = await ann.client
      .from('profiles')
      .update({ health_data_consent_at: new Date().toISOString() })
      .eq('user_id', ann.user.id);
    expect(consent.error).toBeNull();
    const stored = await ann.client
      .from('weight_entries')
      .upsert(weighIns(ann, [82]), { onConflict: 'user_id,day' });
    expect(stored.error).toBeNull();
  });

  it('keeps one weigh-in a day however often the same days are sent, the last value winning', async () => {
    for (const kgs of [
      [82.4, 82.6, 83],
      [82.4, 82.6, 83],
      [82.2, 82.6, 83],
    ]) {
      const sent = await ann.client
        .from('weight_entries')
        .upsert(weighIns(ann, kgs), { onConflict: 'user_id,day' });
      expect(sent.error).toBeNull();
    }
    const { data } = await ann.client
      .from('weight_entries')
      .select('day, kg')
      .order('day', { ascending: false });
    expect(data).toEqual([
      { day: today, kg: 82.2 },
      { day: daysAgo(1), kg: 82.6 },
      { day: daysAgo(2), kg: 83 },
    ]);
  });

  it('stores a session and its sets once when the outbox sends them twice', async () => {
    const session = {
      id: randomUUID(),
      user_id: ann.user.id,
      day: today,
      title: 'Dag 1: Styrka',
      kind: 'strength',
      duration_min: null,
      distance_km: null,
      rpe: null,
      started_at: new Date().toISOString(),
      finished_at: null,
    };
    const sets = [10, 10, 9].map((reps, position) => ({
      id: randomUUID(),
      session_id: session.id,
      user_id: ann.user.id,
      exercise: 'Bänkpress',
      position,
      kg: 42.5,
      reps,
      seconds: null,
      done: true,
      suggested_kg: 42.5,
      target_reps: 10,
    }));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await ann.client.from('training_sessions').upsert([session])).error).toBeNull();
      expect((await ann.client.from('training_sets').upsert(sets)).error).toBeNull();
    }
    const { data } = await ann.client
      .from('training_sets')
      .select('reps')
      .eq('session_id', session.id)
      .order('position');
    expect(data).toEqual([{ reps: 10 }, { reps: 10 }, { reps: 9 }]);
    // The bad row is refused for itself: a weight between half-kilogram steps.
    const bad = await ann.client.from('training_sets').upsert([{ ...sets[0], id: randomUUID(), kg: 42.25 }]);
    expect(bad.error?.code).toBe('23514');
  });

  it('shows another person none of it, and lets them write none of it', async () => {
    await bo.client
      .from('profiles')
      .update({ health_data_consent_at: new Date().toISOString() })
      .eq('user_id', bo.user.id);
    expect((await bo.client.from('weight_entries').select('day')).data).toEqual([]);
    expect((await bo.client.from('training_sets').select('id')).data).toEqual([]);
    const intruding = await bo.client
      .from('weight_entries')
      .upsert(weighIns(ann, [50]), { onConflict: 'user_id,day' });
    expect(intruding.error?.code).toBe('42501');
  });

  it('deletes the logs when consent is withdrawn', async () => {
    expect((await ann.client.rpc('withdraw_health_data_consent')).error).toBeNull();
    expect((await ann.client.from('weight_entries').select('day')).data).toEqual([]);
    expect((await ann.client.from('training_sessions').select('id')).data).toEqual([]);
  });
});
