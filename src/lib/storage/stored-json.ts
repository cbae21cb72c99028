/**
 * JSON values the app keeps in localStorage, read through a schema and written without throwing.
 * A corrupt or outdated value is removed and reported as discarded (the caller shows
 * COMMON.storedValueDiscarded); a full or unavailable storage is reported, never thrown.
 */

/** Anything with zod's `safeParse` (zod or zod/mini), so this module pulls in neither. */
export interface Parser<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}

export type StoredRead<T> = { kind: 'none' } | { kind: 'ok'; value: T } | { kind: 'discarded' };

/** Reads `key` through `schema`; a value that is not JSON or fails the schema is removed. */
export function readStoredJson<T>(key: string, schema: Parser<T>, storage?: Storage): StoredRead<T> {
  let raw: string | null;
  try {
    raw = (storage ?? localStorage).getItem(key);
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    removeStored(key, storage);
    return { kind: 'discarded' };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    removeStored(key, storage);
    return { kind: 'discarded' };
  }
  return { kind: 'ok', value: parsed.data };
}

/** True when `key` holds something (without parsing it); false also when storage is unavailable. */
export function hasStored(key: string, storage?: Storage): boolean {
  try {
    return (storage ?? localStorage).getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Writes `value` as JSON; false when the storage is full or unavailable (show COMMON.storageFull). */
export function writeStoredJson(key: string, value: unknown, storage?: Storage): boolean {
  try {
    (storage ?? localStorage).setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; storage errors are ignored. */
export function removeStored(key: string, storage?: Storage): void {
  try {
    (storage ?? localStorage).removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}
