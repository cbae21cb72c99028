import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Inbox } from '../inbox/inbox.ts';
import type { AuthRateLimiter } from './rate-limit.ts';

/** What every auth handler needs. */
export interface AuthContext {
  db: Database;
  config: ServerConfig;
  inbox: Inbox;
  /** The server's own URL, e.g. http://127.0.0.1:54321 (links in e-mails point here). */
  apiUrl: string;
  log: (line: string) => void;
  /** [auth.rate_limit] counters. */
  limiter: AuthRateLimiter;
}

/** The `iss` claim: GoTrue's external URL. */
export function issuer(ctx: AuthContext): string {
  return `${ctx.apiUrl}/auth/v1`;
}
