import type { Caller } from '../http/caller.ts';
import type { FunctionEnv } from '../http/env.ts';
import { errorReply, type Reply } from '../http/respond.ts';
import { aiSwitchedOff, quotaLimitsFromEnv } from './config.ts';
import { QUOTA_MESSAGES } from './messages.ts';
import { memoryQuotaStore, postgresQuotaStoreFromEnv, type QuotaStore } from './store.ts';

/** What a function does with one valid request. */
export type QuotaOutcome =
  /** Take the AI path (one generation counted). */
  | { kind: 'ai' }
  /** Serve the rules; `notice` (Swedish) says why when the AI path would otherwise have run. */
  | { kind: 'rules'; notice?: string }
  /** Answer 429 (see {@link burstReply}). */
  | { kind: 'burst'; retryAfter: number };

export interface QuotaCheck {
  functionName: string;
  caller: Caller;
  /** The client address (only its salted hash is stored). */
  address: string;
  env: FunctionEnv;
  /** True when an AI provider is configured for this function. */
  aiConfigured: boolean;
  /** ms since the epoch. */
  now: number;
}

export interface QuotaGate {
  check(input: QuotaCheck): Promise<QuotaOutcome>;
}

export interface QuotaGateOptions {
  /** Replaces the store chosen from the environment (tests). */
  store?: QuotaStore | undefined;
  fetch: typeof fetch;
  log: (line: string) => void;
}

/**
 * A short, salted SHA-256 of the address, so the counters never hold an IP address. The salt is
 * QUOTA_ADDRESS_SALT, else the service role key (secret on every hosted project).
 */
async function addressSubject(address: string, env: FunctionEnv): Promise<string> {
  const salt = env.QUOTA_ADDRESS_SALT ?? env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\n${address}`));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `addr:${hex}`;
}

/**
 * Per-caller quotas: counts every valid request in the
 * caller's minute (a burst far above human pace gets 429) and, when the AI path would run, its
 * generations per hour and day (signed-in users by user id, anonymous visitors by address) and
 * everyone's per day. Over a quota, or with AI_ENABLED=false, the rules answer with a notice.
 * Counts in Postgres when the project's variables are set, else in this instance's memory. A
 * counter that cannot be reached turns the AI path off (fail closed) but never refuses a request.
 */
export function createQuotaGate(options: QuotaGateOptions): QuotaGate {
  const memory = memoryQuotaStore();
  return {
    async check({ functionName, caller, address, env, aiConfigured, now }) {
      const limits = quotaLimitsFromEnv(env);
      const switchedOff = aiConfigured && aiSwitchedOff(env);
      const store = options.store ?? postgresQuotaStoreFromEnv(env, options.fetch) ?? memory;
      const anonymous = caller.kind === 'anonymous';
      const result = await store.consume({
        functionName,
        subject: anonymous ? await addressSubject(address, env) : `user:${caller.userId}`,
        wantsAi: aiConfigured && !switchedOff,
        burstPerMinute: limits.burstPerMinute,
        perHour: anonymous ? limits.addressPerHour : limits.userPerHour,
        perDay: anonymous ? limits.addressPerDay : limits.userPerDay,
        globalPerDay: limits.globalPerDay,
        now,
      });
      const more = anonymous ? ` ${QUOTA_MESSAGES.signInForMore}` : '';
      switch (result.decision) {
        case 'ai':
          return { kind: 'ai' };
        case 'burst':
          return { kind: 'burst', retryAfter: result.retryAfter };
        case 'rules':
          return switchedOff ? { kind: 'rules', notice: QUOTA_MESSAGES.switchedOff } : { kind: 'rules' };
        case 'hour': {
          const limit = anonymous ? limits.addressPerHour : limits.userPerHour;
          const minutes = Math.max(1, Math.ceil(result.retryAfter / 60));
          return { kind: 'rules', notice: QUOTA_MESSAGES.hour(limit, minutes) + more };
        }
        case 'day':
          return {
            kind: 'rules',
            notice: QUOTA_MESSAGES.day(anonymous ? limits.addressPerDay : limits.userPerDay) + more,
          };
        case 'global':
          return { kind: 'rules', notice: QUOTA_MESSAGES.global };
        case 'unavailable':
          options.log(`[${functionName}] quota counter unavailable; AI path skipped`);
          if (!aiConfigured) return { kind: 'rules' };
          return {
            kind: 'rules',
            notice: switchedOff ? QUOTA_MESSAGES.switchedOff : QUOTA_MESSAGES.unavailable,
          };
      }
    },
  };
}

/** 429 with Retry-After (seconds) and a Swedish message. */
export function burstReply(retryAfter: number): Reply {
  return {
    ...errorReply(429, QUOTA_MESSAGES.burst(retryAfter)),
    headers: { 'Retry-After': String(retryAfter) },
  };
}
