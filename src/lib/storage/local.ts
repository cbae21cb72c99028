/**
 * Reading and writing the app's stored values without ever throwing: a value that fails its schema
 * is removed with a Swedish notice (COMMON.storedValueDiscarded); a full storage is reported
 * (COMMON.storageFull). The schema is passed in, so pages that cannot afford zod on first load can
 * hand one in from a dynamic import.
 */
import { COMMON } from '@/lib/messages/common';
import { toast } from '@/stores/toasts';

/** Anything with zod's `safeParse`. */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

function storageOf(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The raw text under `key`, or null when absent or storage is unavailable. */
export function readRaw(key: string, kind: 'local' | 'session' = 'local'): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Removes `key`; storage errors are ignored (nothing to remove then). */
export function removeStored(key: string, kind: 'local' | 'session' = 'local'): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Storage unavailable.
  }
}

/**
 * The value under `key` parsed as JSON and checked with `schema`; undefined when absent. A value
 * that is not JSON or fails the schema is removed and, unless `quiet`, the visitor is told.
 */
export function readStored<T>(
  key: string,
  schema: Parser<T>,
  kind: 'local' | 'session' = 'local',
  quiet = false,
): T | undefined {
  const raw = readRaw(key, kind);
  if (raw === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = Symbol('invalid');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  removeStored(key, kind);
  if (!quiet) toast.info(COMMON.storedValueDiscarded);
  return undefined;
}

/** Stores `value` as JSON; false (and a Swedish notice) when storage is full or unavailable. */
export function writeStored(key: string, value: unknown, kind: 'local' | 'session' = 'local'): boolean {
  try {
    const storage = storageOf(kind);
    if (storage === undefined) throw new Error('storage unavailable');
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    toast.error(COMMON.storageFull);
    return false;
  }
}
