import type { AuthRateLimits } from '../config.ts';
import type { ApiRequest, Reply } from '../http/types.ts';
import { authError } from './errors.ts';

type Bucket = keyof AuthRateLimits;

/**
 * GoTrue's windows: sign-ins, sign-ups, refreshes and verifications per 5 minutes per client
 * address; e-mails per hour (the project's budgets, and the requests one client may make for them).
 */
const WINDOW_SECONDS: Record<Bucket, number> = {
  signInSignUps: 300,
  tokenRefresh: 300,
  tokenVerifications: 300,
  emailSent: 3600,
  requestedEmailSent: 3600,
  emailRequests: 3600,
};

/** A count taken: whether it went over the bucket's limit, and when its window ends. */
export interface Count {
  over: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters for supabase/config.toml's [auth.rate_limit], answered with GoTrue's 429
 * codes. In memory: the local server is one process.
 */
export class AuthRateLimiter {
  readonly #limits: AuthRateLimits | undefined;
  readonly #counts = new Map<string, { windowStart: number; count: number }>();
  readonly #lastRequested = new Map<string, number>();

  /** `limits` undefined turns limiting off (the browser tests sign up many users from one address). */
  constructor(limits: AuthRateLimits | undefined) {
    this.#limits = limits;
  }

  /** Counts one request in `bucket` for `key`; undefined when limits are off. */
  count(bucket: Bucket, key: string, nowMs: number): Count | undefined {
    const limit = this.#limits?.[bucket];
    if (limit === undefined) return undefined;
    const windowMs = WINDOW_SECONDS[bucket] * 1000;
    const id = `${bucket}:${key}`;
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const current = this.#counts.get(id);
    const count = current?.windowStart === windowStart ? current.count + 1 : 1;
    this.#counts.set(id, { windowStart, count });
    return {
      over: count > limit,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000)),
    };
  }

  /** Counts one request; a 429 reply when it is over the limit, else undefined. */
  hit(req: ApiRequest, bucket: Bucket, key: string, nowMs: number): Reply | undefined {
    const counted = this.count(bucket, key, nowMs);
    if (!counted?.over) return undefined;
    const reply =
      bucket === 'emailSent' || bucket === 'requestedEmailSent'
        ? authError(req, 429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
        : authError(req, 429, 'over_request_rate_limit', 'Request rate limit reached');
    reply.headers['Retry-After'] = String(counted.retryAfterSeconds);
    return reply;
  }

  /**
   * The per-address cooldown of e-mails a person asks for (recovery, a confirmation sent again, the
   * notice of a sign-up for a taken address): true, and the address's clock restarted, when the last
   * request for this `kind` and address is at least `cooldownSeconds` old. Kept for every address,
   * with or without an account, so the answer cannot tell them apart. Always on, like GoTrue's
   * max_frequency.
   */
  cooledDown(kind: string, address: string, cooldownSeconds: number, nowMs: number): boolean {
    const id = `${kind}:${address}`;
    const last = this.#lastRequested.get(id);
    if (last !== undefined && nowMs - last < cooldownSeconds * 1000) return false;
    this.#lastRequested.set(id, nowMs);
    if (this.#lastRequested.size > 100_000) {
      for (const [key, at] of this.#lastRequested) {
        if (nowMs - at >= cooldownSeconds * 1000) this.#lastRequested.delete(key);
      }
    }
    return true;
  }
}

/** The client address the server put into X-Forwarded-For. */
export const clientAddress = (req: ApiRequest): string =>
  (req.headers['x-forwarded-for'] ?? 'unknown').split(',')[0]?.trim() ?? 'unknown';
