/**
 * TEMPORARY stand-in for `weightLog` of `src/lib/sync/logs.ts` (the shared sync of the logs), with
 * the same API, keeping the log on this device only. Replaced by a re-export when the sync lands.
 */
import { atom, type ReadableAtom } from 'nanostores';
import * as z from 'zod';

import { readStored, writeStored, type Slot } from '@/lib/storage/stored';

export interface WeighInRow {
  day: string;
  kg: number;
  waist_cm: number | null;
}

const rowSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u),
  kg: z.number().min(20).max(400),
  waist_cm: z.number().min(40).max(250).nullable(),
});
const SLOT: Slot<WeighInRow[]> = { key: 'hp:weight-log-device', area: 'local' };

type Change =
  | { table: 'weight_entries'; op: 'upsert'; row: WeighInRow }
  | { table: 'weight_entries'; op: 'delete'; key: string };

interface View {
  ready: boolean;
  rows: { weight_entries: readonly WeighInRow[] };
}

const $view = atom<View>({ ready: false, rows: { weight_entries: [] } });

function load() {
  const read = readStored(SLOT, z.array(rowSchema));
  $view.set({ ready: true, rows: { weight_entries: read.kind === 'ok' ? read.value : [] } });
}

export const weightLog = {
  $view: $view as ReadableAtom<View>,
  start(): () => void {
    load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SLOT.key) load();
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  },
  write(changes: readonly Change[]): boolean {
    const rows = new Map($view.get().rows.weight_entries.map((row) => [row.day, row]));
    for (const change of changes) {
      if (change.op === 'upsert') rows.set(change.row.day, change.row);
      else rows.delete(change.key);
    }
    const next = [...rows.values()];
    if (!writeStored(SLOT, next)) return false;
    $view.set({ ready: true, rows: { weight_entries: next } });
    return true;
  },
};
