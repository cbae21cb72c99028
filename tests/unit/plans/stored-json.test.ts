import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';

import { readStoredJson, writeStoredJson } from '@/lib/storage/stored-json';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const schema = z.object({ n: z.number() });

describe('stored JSON values', () => {
  it('reads a valid value, and nothing when absent', () => {
    const storage = new MemoryStorage();
    expect(readStoredJson('k', schema, storage)).toEqual({ kind: 'none' });
    expect(writeStoredJson('k', { n: 1 }, storage)).toBe(true);
    expect(readStoredJson('k', schema, storage)).toEqual({ kind: 'ok', value: { n: 1 } });
  });

  it('discards (and removes) text that is not JSON or fails the schema', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', '{nope');
    expect(readStoredJson('k', schema, storage)).toEqual({ kind: 'discarded' });
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', '{"n":"1"}');
    expect(readStoredJson('k', schema, storage)).toEqual({ kind: 'discarded' });
    expect(storage.getItem('k')).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    const storage = new MemoryStorage();
    storage.full = true;
    expect(writeStoredJson('k', { n: 1 }, storage)).toBe(false);
  });
});
