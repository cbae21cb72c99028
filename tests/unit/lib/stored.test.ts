import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MemoryStorage } from '../support/memory-storage';

import { clearAppStorage, STORED } from '@/lib/storage/keys';
import { hasStored, readStored, removeStored, writeStored, type Slot } from '@/lib/storage/stored';

const schema = z.object({ n: z.number() });
const local: Slot<{ n: number }> = { key: 'k', area: 'local' };
const session: Slot<{ n: number }> = { key: 'k', area: 'session' };

describe('stored values', () => {
  let localStore: MemoryStorage;
  let sessionStore: MemoryStorage;
  beforeEach(() => {
    localStore = new MemoryStorage();
    sessionStore = new MemoryStorage();
    globalThis.localStorage = localStore;
    globalThis.sessionStorage = sessionStore;
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('reads a valid value, and nothing when absent', () => {
    expect(readStored(local, schema)).toEqual({ kind: 'none' });
    expect(hasStored(local)).toBe(false);
    expect(writeStored(local, { n: 1 })).toBe(true);
    expect(hasStored(local)).toBe(true);
    expect(readStored(local, schema)).toEqual({ kind: 'ok', value: { n: 1 } });
  });

  it('keeps a slot in its own storage: local across tabs, session for this tab only', () => {
    writeStored(session, { n: 2 });
    expect(localStore.getItem('k')).toBeNull();
    expect(readStored(session, schema)).toEqual({ kind: 'ok', value: { n: 2 } });
    removeStored(session);
    expect(sessionStore.getItem('k')).toBeNull();
  });

  it('discards (and removes) text that is not JSON or fails the schema', () => {
    localStore.setItem('k', '{nope');
    expect(readStored(local, schema)).toEqual({ kind: 'discarded' });
    expect(localStore.getItem('k')).toBeNull();
    localStore.setItem('k', '{"n":"1"}');
    expect(readStored(local, schema)).toEqual({ kind: 'discarded' });
    expect(localStore.getItem('k')).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    localStore.full = true;
    expect(writeStored(local, { n: 1 })).toBe(false);
  });

  it('reports missing storage (privacy mode) instead of throwing', () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    expect(writeStored(local, { n: 1 })).toBe(false);
    expect(readStored(local, schema)).toEqual({ kind: 'none' });
    expect(hasStored(local)).toBe(false);
  });

  it('sign-out clears every slot of the registry in its own storage but the logs made signed out, and nothing else', () => {
    const slots: readonly Slot<unknown>[] = Object.values(STORED);
    for (const slot of slots) {
      (slot.area === 'local' ? localStore : sessionStore).setItem(slot.key, '1');
    }
    localStore.setItem('sb-127-auth-token', 'kept by supabase-js');
    clearAppStorage(localStore, sessionStore);
    const kept = slots.filter((slot) => slot.keptAtSignOut === true).map((slot) => slot.key);
    expect(kept).toEqual(['hp:weight-log:device', 'hp:training-log:device']);
    expect(localStore.length + sessionStore.length).toBe(1 + kept.length);
    expect(localStore.getItem('sb-127-auth-token')).not.toBeNull();
    for (const key of kept) expect(localStore.getItem(key)).toBe('1');
    expect(localStore.getItem(STORED.weightLogAccount.key)).toBeNull();
  });

  it('gives every slot its own key', () => {
    const keys = Object.values(STORED).map((slot) => `${slot.area}:${slot.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
