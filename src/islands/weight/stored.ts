/**
 * The weight page's values on this device, read through zod (this module loads with the log, not in
 * the first load): its settings, the body details, the meal plan's goal (its two fields, not the meal
 * form's whole schema), and the trend weight it leaves for the calculator.
 */
import { STORED } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored, type StoredRead } from '@/lib/storage/stored';
import {
  bodyDetailsSchema,
  planGoalSchema,
  weightSettingsSchema,
  weightTrendSchema,
  type BodyDetails,
  type WeightSettings,
} from '@/lib/weight/stored-weight';

export const DEFAULT_SETTINGS: WeightSettings = { trendOnly: false, weeks: {} };

export interface StoredForPage {
  settings: WeightSettings;
  body: BodyDetails | undefined;
  /** The current meal plan's calorie goal and goal (the meal form's last preferences). */
  plan: { kcal: number; goal: string } | undefined;
  /** True when a stored value was corrupt and removed (the page says so once). */
  discarded: boolean;
}

const valueOf = <T>(read: StoredRead<T>) => (read.kind === 'ok' ? read.value : undefined);

export function readForPage(): StoredForPage {
  const settings = readStored(STORED.weightSettings, weightSettingsSchema);
  const body = readStored(STORED.bodyDetails, bodyDetailsSchema);
  const preferences = readStored(STORED.mealPreferences, planGoalSchema);
  const plan = valueOf(preferences);
  return {
    settings: valueOf(settings) ?? DEFAULT_SETTINGS,
    body: valueOf(body),
    plan: plan === undefined ? undefined : { kcal: plan.calories, goal: plan.goal },
    discarded: [settings, body, preferences].some((read) => read.kind === 'discarded'),
  };
}

export const writeSettings = (settings: WeightSettings) => writeStored(STORED.weightSettings, settings);
export const writeBody = (body: BodyDetails) => writeStored(STORED.bodyDetails, body);

/** The trend weight this page last left (or found already left); undefined until the first is. */
let left: { kg: number; date: string } | undefined;

/**
 * Leaves the latest trend weight for the calculator (none when the log is empty). The slot is read
 * once, so an unchanged value is not written again; after that the page knows what it left, and a
 * new weigh-in writes its trend without reading the slot back through its schema.
 */
export function leaveTrendWeight(latest: { kg: number; date: string } | undefined): void {
  if (latest === undefined) {
    left = undefined;
    removeStored(STORED.weightTrend);
    return;
  }
  const value = { kg: Math.round(latest.kg * 10) / 10, date: latest.date };
  const same = (other: { kg: number; date: string } | undefined) =>
    other?.kg === value.kg && other.date === value.date;
  if (left === undefined) {
    const read = readStored(STORED.weightTrend, weightTrendSchema);
    if (read.kind === 'ok' && same(read.value)) {
      left = value;
      return;
    }
  } else if (same(left)) return;
  left = writeStored(STORED.weightTrend, value) ? value : undefined;
}
