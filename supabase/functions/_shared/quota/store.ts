import * as z from 'zod/mini';
import type { FunctionEnv } from '../http/env.ts';

/**
 * What the quota counter decided for one request: 'ai' (within every quota, one generation
 * counted), 'rules' (AI not wanted, request counted), 'hour' / 'day' / 'global' (an AI quota is
 * spent), 'burst' (too many requests this minute: 429), 'unavailable' (the counter could not be
 * reached: no AI, no 429).
 */
export type QuotaDecision =
  | { decision: 'ai' | 'rules' | 'unavailable' }
  | { decision: 'hour' | 'day' | 'global' | 'burst'; retryAfter: number };

/** One request to count. */
export interface QuotaRequest {
  functionName: string;
  /** 'user:<uuid>' or 'addr:<hash>'. */
  subject: string;
  wantsAi: boolean;
  burstPerMinute: number;
  perHour: number;
  perDay: number;
  globalPerDay: number;
  /** ms since the epoch. */
  now: number;
}

/** Counts requests and generations; never throws. */
export interface QuotaStore {
  consume(request: QuotaRequest): Promise<QuotaDecision>;
}

const STORE_TIMEOUT_MS = 5_000;

const decisionSchema = z.union([
  z.object({ decision: z.enum(['ai', 'rules']) }),
  z.object({ decision: z.enum(['hour', 'day', 'global', 'burst']), retryAfter: z.int().check(z.positive()) }),
]);

/**
 * The Postgres counter: `rpc/consume_generation_quota` through the project's Data API with the
 * service role key (the function is executable by service_role only, and its table by no API
 * role at all). Shared by every function instance, so limits hold across instances and restarts.
 */
export function postgresQuotaStore(url: string, serviceRoleKey: string, fetchFn: typeof fetch): QuotaStore {
  return {
    async consume(request) {
      try {
        const response = await fetchFn(`${url.replace(/\/+$/, '')}/rest/v1/rpc/consume_generation_quota`, {
          method: 'POST',
          headers: {
            apikey: serviceRoleKey,
            Authorization: `Bearer ${serviceRoleKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            p_function: request.functionName,
            p_subject: request.subject,
            p_wants_ai: request.wantsAi,
            p_burst_per_minute: request.burstPerMinute,
            p_per_hour: request.perHour,
            p_per_day: request.perDay,
            p_global_per_day: request.globalPerDay,
            p_now: new Date(request.now).toISOString(),
          }),
          signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
        });
        if (!response.ok) {
          await response.body?.cancel();
          return { decision: 'unavailable' };
        }
        const parsed = decisionSchema.safeParse(await response.json());
        return parsed.success ? parsed.data : { decision: 'unavailable' };
      } catch {
        return { decision: 'unavailable' };
      }
    },
  };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Stand-in with the same rules, in this instance's memory (UTC days), for hosts without the
 * project's database variables (unit tests, a bare `deno serve`). It does not survive restarts
 * or span instances; hosted Supabase and the local server always use {@link postgresQuotaStore}.
 */
export function memoryQuotaStore(): QuotaStore {
  const hits = new Map<string, number>();
  const bump = (key: string): number => {
    const next = (hits.get(key) ?? 0) + 1;
    hits.set(key, next);
    return next;
  };
  return {
    consume(r) {
      const minute = Math.floor(r.now / MINUTE_MS) * MINUTE_MS;
      const hour = Math.floor(r.now / HOUR_MS) * HOUR_MS;
      const day = Math.floor(r.now / DAY_MS) * DAY_MS;
      for (const key of hits.keys()) if (Number(key.split('|').pop()) < r.now - 2 * DAY_MS) hits.delete(key);
      const key = (subject: string, period: string, start: number) =>
        `${r.functionName}|${subject}|${period}|${String(start)}`;
      const secondsUntil = (end: number) => Math.max(1, Math.ceil((end - r.now) / 1000));

      if (bump(key(r.subject, 'minute', minute)) > r.burstPerMinute) {
        return Promise.resolve({ decision: 'burst', retryAfter: secondsUntil(minute + MINUTE_MS) });
      }
      if (!r.wantsAi) return Promise.resolve({ decision: 'rules' });
      const used = (subject: string, period: string, start: number) =>
        hits.get(key(subject, period, start)) ?? 0;
      if (used(r.subject, 'hour', hour) >= r.perHour) {
        return Promise.resolve({ decision: 'hour', retryAfter: secondsUntil(hour + HOUR_MS) });
      }
      if (used(r.subject, 'day', day) >= r.perDay) {
        return Promise.resolve({ decision: 'day', retryAfter: secondsUntil(day + DAY_MS) });
      }
      if (used('global', 'day', day) >= r.globalPerDay) {
        return Promise.resolve({ decision: 'global', retryAfter: secondsUntil(day + DAY_MS) });
      }
      bump(key(r.subject, 'hour', hour));
      bump(key(r.subject, 'day', day));
      bump(key('global', 'day', day));
      return Promise.resolve({ decision: 'ai' });
    },
  };
}

/** The Postgres store when the project's URL and service role key are set, else undefined. */
export function postgresQuotaStoreFromEnv(env: FunctionEnv, fetchFn: typeof fetch): QuotaStore | undefined {
  const url = env.SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  return url === undefined || key === undefined ? undefined : postgresQuotaStore(url, key, fetchFn);
}
