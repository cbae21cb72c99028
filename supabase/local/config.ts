import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_JWT_SECRET } from './keys.ts';
import { parseToml, type TomlValue } from './toml.ts';

/** The repository's supabase/ folder, wherever the server is started from. */
export const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** [auth.rate_limit]: e-mails per hour; sign-ins and sign-ups, refreshes and verifications per 5 minutes per address. */
export interface AuthRateLimits {
  /** Sign-up confirmation e-mails per hour for the whole project (config.toml's email_sent). */
  emailSent: number;
  signInSignUps: number;
  tokenRefresh: number;
  tokenVerifications: number;
  /**
   * E-mails sent because someone asked (password recovery, a confirmation sent again, the notice
   * of a sign-up for a taken address) per hour for the whole project: a budget of their own, so
   * that a flood of such requests can never stop new sign-ups from getting their confirmation.
   * Default email_sent.
   */
  requestedEmailSent: number;
  /** Recovery and resend requests per hour from one client address (default 10). */
  emailRequests: number;
}

/** Requests one client address may make to /recover and /resend per hour. */
export const DEFAULT_EMAIL_REQUESTS_PER_CLIENT = 10;

/**
 * The least time between two e-mails a person asks for to one address, seconds: GoTrue's default
 * max_frequency (60 s), whatever shorter value config.toml sets for sign-up confirmations.
 */
export const REQUESTED_MAIL_COOLDOWN_SECONDS = 60;

/** Auth settings, named as in supabase/config.toml's [auth] and [auth.email]. */
export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** Access-token lifetime, seconds. */
  jwtExpiry: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  refreshTokenRotation: boolean;
  /** How long a revoked refresh token may still be used, seconds. */
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  /** Minimum time between two confirmation e-mails to one address, seconds. */
  maxFrequency: number;
  /** Lifetime of an e-mail link, seconds. */
  otpExpiry: number;
  /** undefined: no rate limits (tests that sign up many users from one address). */
  rateLimits: AuthRateLimits | undefined;
}

/** Everything the routes need, resolved once at start-up. */
export interface ServerConfig {
  auth: AuthSettings;
  jwtSecret: string;
  /** Cap on rows one REST request returns ([api] max_rows). */
  maxRows: number;
  /**
   * Each API role's `statement_timeout` in ms (0: none), as hosted Supabase sets them: anon 3 s,
   * authenticated 8 s, service_role none. Enforced on PGlite too (db/pglite.ts).
   */
  statementTimeoutMs: Record<ApiRole, number>;
  /** Cap on one REST response body, bytes: a larger result answers 413 (rest/routes.ts). */
  maxResponseBytes: number;
  /** Whether /functions/v1/<name> checks the caller's JWT ([functions.<name>] verify_jwt, default true). */
  verifyJwt: (functionName: string) => boolean;
  /** Clock in milliseconds; tests pass a controllable one. */
  now: () => number;
}

/** The roles a REST request can run as. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** Hosted Supabase's role settings (`alter role anon set statement_timeout = '3s'` etc.). */
export const DEFAULT_STATEMENT_TIMEOUT_MS: Record<ApiRole, number> = {
  anon: 3000,
  authenticated: 8000,
  service_role: 0,
};

/** 32 MiB: ten times the largest export the app reads (200 plans), far below what exhausts PGlite. */
export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** Settings a caller may override; everything else comes from config.toml. */
export interface ConfigOverrides {
  configFile?: string | undefined;
  siteUrl?: string | undefined;
  jwtSecret?: string | undefined;
  enableConfirmations?: boolean | undefined;
  refreshTokenReuseInterval?: number | undefined;
  jwtExpiry?: number | undefined;
  verifyJwt?: Record<string, boolean> | undefined;
  now?: (() => number) | undefined;
  /** false turns [auth.rate_limit] off; an object overrides some of its numbers. */
  rateLimits?: false | Partial<AuthRateLimits> | undefined;
  statementTimeoutMs?: Partial<Record<ApiRole, number>> | undefined;
  maxResponseBytes?: number | undefined;
}

/** Reads supabase/config.toml (or `configFile`) and applies the overrides. */
export function loadConfig(overrides: ConfigOverrides = {}): ServerConfig {
  const file = overrides.configFile ?? `${SUPABASE_DIR}config.toml`;
  const tables = parseToml(readFileSync(file, 'utf8'));
  const get = (table: string, key: string): TomlValue | undefined => tables.get(table)?.get(key);
  const str = (table: string, key: string, fallback: string): string => {
    const v = get(table, key);
    return typeof v === 'string' ? v : fallback;
  };
  const num = (table: string, key: string, fallback: number): number => {
    const v = get(table, key);
    return typeof v === 'number' ? v : fallback;
  };
  const bool = (table: string, key: string, fallback: boolean): boolean => {
    const v = get(table, key);
    return typeof v === 'boolean' ? v : fallback;
  };
  const redirects = get('auth', 'additional_redirect_urls');

  const auth: AuthSettings = {
    siteUrl: overrides.siteUrl ?? str('auth', 'site_url', 'http://localhost:4321'),
    additionalRedirectUrls: Array.isArray(redirects) ? redirects.map(String) : [],
    jwtExpiry: overrides.jwtExpiry ?? num('auth', 'jwt_expiry', 3600),
    enableSignup: bool('auth', 'enable_signup', true) && bool('auth.email', 'enable_signup', true),
    enableConfirmations: overrides.enableConfirmations ?? bool('auth.email', 'enable_confirmations', true),
    refreshTokenRotation: bool('auth', 'enable_refresh_token_rotation', true),
    refreshTokenReuseInterval:
      overrides.refreshTokenReuseInterval ?? num('auth', 'refresh_token_reuse_interval', 10),
    minimumPasswordLength: Math.max(8, num('auth', 'minimum_password_length', 8)),
    maxFrequency: parseDuration(str('auth.email', 'max_frequency', '1s')),
    otpExpiry: num('auth.email', 'otp_expiry', 3600),
    rateLimits:
      overrides.rateLimits === false
        ? undefined
        : {
            emailSent: num('auth.rate_limit', 'email_sent', 2),
            signInSignUps: num('auth.rate_limit', 'sign_in_sign_ups', 30),
            tokenRefresh: num('auth.rate_limit', 'token_refresh', 150),
            tokenVerifications: num('auth.rate_limit', 'token_verifications', 30),
            requestedEmailSent: num('auth.rate_limit', 'email_sent', 2),
            emailRequests: DEFAULT_EMAIL_REQUESTS_PER_CLIENT,
            ...overrides.rateLimits,
          },
  };

  return {
    auth,
    jwtSecret: overrides.jwtSecret ?? DEFAULT_JWT_SECRET,
    maxRows: num('api', 'max_rows', 1000),
    statementTimeoutMs: { ...DEFAULT_STATEMENT_TIMEOUT_MS, ...overrides.statementTimeoutMs },
    maxResponseBytes: overrides.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    verifyJwt: (name) => overrides.verifyJwt?.[name] ?? bool(`functions.${name}`, 'verify_jwt', true),
    now: overrides.now ?? Date.now,
  };
}

/** "1s", "90s", "2m", "1h" → seconds; unknown forms → 60 (GoTrue's default). */
export function parseDuration(text: string): number {
  const m = /^(\d+)(ms|s|m|h)$/.exec(text.trim());
  if (!m) return 60;
  const n = Number(m[1]);
  const unit = m[2];
  if (unit === 'ms') return n / 1000;
  if (unit === 'm') return n * 60;
  if (unit === 'h') return n * 3600;
  return n;
}
