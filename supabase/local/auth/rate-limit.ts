import type { AuthRateLimits } from '../config.ts';
import type { ApiRequest, Reply } from '../http/types.ts';
import { authError } from './errors.ts';

type Bucket = 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications' | 'emailSent';

/** GoTrue's windows: e-mails per hour for the whole project, the rest per 5 minutes per client address. */
const WINDOW_SECONDS: Record<Bucket, number> = {
  signInSignUps: 300,
  tokenRefresh: 300,
  tokenVerifications: 300,
  emailSent: 3600,
};

/**
 * Fixed-window counters for supabase/config.toml's [auth.rate_limit], answered with GoTrue's 429
 * codes. In memory: the local server is one process.
 */
export class AuthRateLimiter {
  readonly #limits: AuthRateLimits | undefined;
  readonly #counts = new Map<string, { windowStart: number; count: number }>();

  /** `limits` undefined turns limiting off (the browser tests sign up many users from one address). */
  constructor(limits: AuthRateLimits | undefined) {
    this.#limits = limits;
  }

  /** Counts one request; a 429 reply when it is over the limit, else undefined. */
  hit(req: ApiRequest, bucket: Bucket, key: string, nowMs: number): Reply | undefined {
    const limit = this.#limits?.[bucket];
    if (limit === undefined) return undefined;
    const windowMs = WINDOW_SECONDS[bucket] * 1000;
    const id = `${bucket}:${key}`;
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const current = this.#counts.get(id);
    const count = current?.windowStart === windowStart ? current.count + 1 : 1;
    this.#counts.set(id, { windowStart, count });
    if (count <= limit) return undefined;
    const retryAfter = String(Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000)));
    const reply =
      bucket === 'emailSent'
        ? authError(req, 429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
        : authError(req, 429, 'over_request_rate_limit', 'Request rate limit reached');
    reply.headers['Retry-After'] = retryAfter;
    return reply;
  }
}

/** The client address the server put into X-Forwarded-For. */
export const clientAddress = (req: ApiRequest): string =>
  (req.headers['x-forwarded-for'] ?? 'unknown').split(',')[0]?.trim() ?? 'unknown';
