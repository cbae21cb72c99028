/**
 * The weight log's latest trend weight, which the calculator offers as its weight: read through zod
 * after first paint, and only when the weight page has left one on the device.
 */
import { STORED } from '@/lib/storage/keys';
import { readStored, type StoredRead } from '@/lib/storage/stored';
import { weightTrendSchema, type StoredTrendWeight } from '@/lib/weight/stored-weight';

export function storedTrendWeight(): StoredRead<StoredTrendWeight> {
  return readStored(STORED.weightTrend, weightTrendSchema);
}
