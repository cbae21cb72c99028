/**
 * The one way the islands keep values in the browser: every value has a slot in the registry
 * (`STORED` in ./keys.ts: its key, which storage, and the type its schema produces). Reads go
 * through a schema and writes never throw; both return what happened, and the caller decides what
 * to tell the user (COMMON.storedValueDiscarded, COMMON.storageFull). This module has no zod and no
 * toasts, so first-load code can write and check slots; the code that reads hands in its schema
 * (zod lives in code that loads late, or on the pages whose budget carries it).
 */

/** localStorage (kept across visits and tabs) or this tab's sessionStorage. */
export type StorageArea = 'local' | 'session';

/** One stored value: its key, its storage, and (as a type only) what its schema produces. */
export interface Slot<T> {
  readonly key: string;
  readonly area: StorageArea;
  /**
   * Kept when the account on the device changes (sign-in, sign-out, account deleted): a log made
   * while no one was signed in, which is no account's. It is offered to whoever signs in, never
   * taken into an account silently.
   */
  readonly keptAtSignOut?: true;
  /** Never set: carries the value's type so reads and writes of the slot are checked. */
  readonly value?: T;
}

/** The value type of a slot. */
export type SlotValue<S> = S extends Slot<infer T> ? T : never;

/** Anything with zod's `safeParse` (zod or zod/mini), so this module pulls in neither. */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Anything with zod's `safeParseAsync`: for a schema that checks a large value in slices. */
export interface AsyncParser<T> {
  safeParseAsync(value: unknown): Promise<{ success: true; data: T } | { success: false }>;
}

/** Absent (or storage unavailable), a value that passed the schema, or one that failed and was removed. */
export type StoredRead<T> = { kind: 'none' } | { kind: 'ok'; value: T } | { kind: 'discarded' };

/** Throws where storage is unavailable (some privacy modes): every use below catches. */
const storageOf = (area: StorageArea): Storage => (area === 'local' ? localStorage : sessionStorage);

/** The slot's text, or null when it is absent or storage is unavailable. */
function rawOf(slot: Slot<unknown>): string | null {
  try {
    return storageOf(slot.area).getItem(slot.key);
  } catch {
    return null;
  }
}

/** What a read found: the value, or (it failed) the slot emptied and `discarded`. */
function settle<T>(slot: Slot<T>, parsed: { success: true; data: T } | { success: false }): StoredRead<T> {
  if (parsed.success) return { kind: 'ok', value: parsed.data };
  removeStored(slot);
  return { kind: 'discarded' };
}

/** The slot's value parsed as JSON and checked with `schema`; a value that fails either is removed. */
export function readStored<T>(slot: Slot<T>, schema: Parser<T>): StoredRead<T> {
  const raw = rawOf(slot);
  if (raw === null) return { kind: 'none' };
  try {
    return settle(slot, schema.safeParse(JSON.parse(raw)));
  } catch {
    return settle(slot, { success: false });
  }
}

/**
 * `readStored` for a schema that checks its value in slices, letting the browser handle input and
 * paint between them (a week's meal plan: one day per task, where the whole plan at once was a
 * 40–60 ms task on a desktop core).
 */
export async function readStoredInSlices<T>(slot: Slot<T>, schema: AsyncParser<T>): Promise<StoredRead<T>> {
  const raw = rawOf(slot);
  if (raw === null) return { kind: 'none' };
  try {
    return settle(slot, await schema.safeParseAsync(JSON.parse(raw)));
  } catch {
    return settle(slot, { success: false });
  }
}

/** The value when it was read, else undefined (absent or discarded alike). */
export function storedValue<T>(read: StoredRead<T>): T | undefined {
  return read.kind === 'ok' ? read.value : undefined;
}

/** True when the slot holds something (not parsed); false also when storage is unavailable. */
export function hasStored(slot: Slot<unknown>): boolean {
  try {
    return storageOf(slot.area).getItem(slot.key) !== null;
  } catch {
    return false;
  }
}

/** Stores `value` as JSON; false when the storage is full or unavailable (the caller tells the user). */
export function writeStored<T>(slot: Slot<T>, value: T): boolean {
  try {
    storageOf(slot.area).setItem(slot.key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes the slot's value; storage errors are ignored (nothing to remove then). */
export function removeStored(slot: Slot<unknown>): void {
  try {
    storageOf(slot.area).removeItem(slot.key);
  } catch {
    // Storage unavailable.
  }
}
