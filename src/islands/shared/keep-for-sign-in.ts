import { COMMON } from '@/lib/messages/common';
import { writeStored, type Slot } from '@/lib/storage/stored';
import { toast } from '@/stores/toasts';

/**
 * Keeps what a signed-out visitor wants to save (a meal plan, a schedule) in its slot for the trip
 * to /auth, so the page shows it again on the way back, also in a new tab. A full storage is told
 * to the visitor; false then.
 */
export function keepForSignIn<T>(slot: Slot<T>, value: T): boolean {
  const kept = writeStored(slot, value);
  if (!kept) toast.error(COMMON.storageFull);
  return kept;
}
