/**
 * /weight leaves its latest trend weight for the calculator: the slot is read through its schema
 * once, then a new weigh-in's trend is written without reading it back (the read was a zod parse on
 * every "Spara"), an unchanged one not at all, and a write that failed is tried again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MemoryStorage } from '../support/memory-storage';

const KEY = 'hp:weight-trend';
let storage: MemoryStorage;

/** The module afresh: what it knows it left is per page. */
const load = async () => {
  vi.resetModules();
  return (await import('@/islands/weight/stored')).leaveTrendWeight;
};

beforeEach(() => {
  storage = new MemoryStorage();
  globalThis.localStorage = storage;
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  vi.restoreAllMocks();
});

describe('leaveTrendWeight', () => {
  it('reads the slot once; a new trend is written without reading it back, an unchanged one not at all', async () => {
    storage.setItem(KEY, JSON.stringify({ kg: 80.1, date: '2026-11-27' }));
    const leave = await load();
    const reads = vi.spyOn(storage, 'getItem');
    const writes = vi.spyOn(storage, 'setItem');
    // Rounded to one decimal, as the calculator shows it: the same as the slot holds.
    leave({ kg: 80.06, date: '2026-11-27' });
    expect(reads).toHaveBeenCalledTimes(1);
    expect(writes).not.toHaveBeenCalled();
    leave({ kg: 79.94, date: '2026-11-28' });
    leave({ kg: 79.9, date: '2026-11-28' });
    expect(reads).toHaveBeenCalledTimes(1);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual({ kg: 79.9, date: '2026-11-28' });
  });

  it('a corrupt slot is replaced; a write that failed (storage full) is tried again with the next trend', async () => {
    storage.setItem(KEY, '{"kg":"tung"}');
    const leave = await load();
    storage.full = true;
    leave({ kg: 80, date: '2026-11-27' });
    expect(storage.getItem(KEY)).toBeNull();
    storage.full = false;
    leave({ kg: 80, date: '2026-11-27' });
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual({ kg: 80, date: '2026-11-27' });
  });

  it('an empty log leaves no trend weight', async () => {
    storage.setItem(KEY, JSON.stringify({ kg: 80, date: '2026-11-27' }));
    const leave = await load();
    leave(undefined);
    expect(storage.getItem(KEY)).toBeNull();
  });
});
