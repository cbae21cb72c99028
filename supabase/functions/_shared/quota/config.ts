import type { FunctionEnv } from '../http/env.ts';

/** Limits for one function, from the environment (README "Configuration"). */
export interface QuotaLimits {
  /** Valid requests per caller per minute before 429 (a pace no person keeps up). */
  burstPerMinute: number;
  /** AI generations per signed-in user per hour and per day. */
  userPerHour: number;
  userPerDay: number;
  /** AI generations per anonymous client address per hour and per day. */
  addressPerHour: number;
  addressPerDay: number;
  /** AI generations per function per day for everyone together (the global ceiling). */
  globalPerDay: number;
}

export const QUOTA_DEFAULTS: QuotaLimits = {
  burstPerMinute: 30,
  userPerHour: 10,
  userPerDay: 30,
  addressPerHour: 5,
  addressPerDay: 10,
  globalPerDay: 2000,
};

/** A positive whole number from text, else undefined. */
function positiveInt(text: string | undefined): number | undefined {
  const n = Number(text);
  return text !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The limits from QUOTA_BURST_PER_MINUTE, QUOTA_USER_PER_HOUR, QUOTA_USER_PER_DAY,
 * QUOTA_ADDRESS_PER_HOUR, QUOTA_ADDRESS_PER_DAY and QUOTA_GLOBAL_PER_DAY; a missing or invalid
 * value falls back to its default rather than failing requests.
 */
export function quotaLimitsFromEnv(env: FunctionEnv): QuotaLimits {
  return {
    burstPerMinute: positiveInt(env.QUOTA_BURST_PER_MINUTE) ?? QUOTA_DEFAULTS.burstPerMinute,
    userPerHour: positiveInt(env.QUOTA_USER_PER_HOUR) ?? QUOTA_DEFAULTS.userPerHour,
    userPerDay: positiveInt(env.QUOTA_USER_PER_DAY) ?? QUOTA_DEFAULTS.userPerDay,
    addressPerHour: positiveInt(env.QUOTA_ADDRESS_PER_HOUR) ?? QUOTA_DEFAULTS.addressPerHour,
    addressPerDay: positiveInt(env.QUOTA_ADDRESS_PER_DAY) ?? QUOTA_DEFAULTS.addressPerDay,
    globalPerDay: positiveInt(env.QUOTA_GLOBAL_PER_DAY) ?? QUOTA_DEFAULTS.globalPerDay,
  };
}

/**
 * The global switch: `AI_ENABLED=false` (or 0, off, no) turns the AI path off for every caller,
 * with no deploy (`supabase secrets set AI_ENABLED=false`). Anything else, or unset, leaves it on
 * when an AI_API_KEY is set.
 */
export function aiSwitchedOff(env: FunctionEnv): boolean {
  return /^(false|0|off|no)$/i.test(env.AI_ENABLED?.trim() ?? '');
}
