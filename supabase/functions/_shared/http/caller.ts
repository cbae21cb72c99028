import * as z from 'zod/mini';
import { err, ok, type Result } from '../result.ts';
import type { FunctionEnv } from './env.ts';

/** Who is asking: a signed-in user (verified by the auth service) or an anonymous visitor. */
export type Caller = { kind: 'user'; userId: string } | { kind: 'anonymous' };

/** Why a caller is not known: a token that does not verify, or an auth service that cannot be asked. */
export type CallerFailure = 'invalid' | 'unavailable';

/** Outcome of checking a user's access token: the user's id. */
export type UserCheck = Result<string, CallerFailure>;

/** Checks a user access token; the default asks the project's auth service. */
export type UserVerifier = (token: string, env: FunctionEnv) => Promise<UserCheck>;

export type CallerCheck = Result<Caller, CallerFailure>;

/** How long the auth service may take to answer, ms. */
const AUTH_TIMEOUT_MS = 5_000;

/** GoTrue's `GET /auth/v1/user` answer, as far as the functions need it. */
const authUserSchema = z.object({ id: z.uuid(), is_anonymous: z.optional(z.boolean()) });

/** The token after `Bearer ` (any case), or undefined. */
export function bearerToken(authorization: string | null): string | undefined {
  const match = /^bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}

/**
 * The `role` claim of a JWT, read WITHOUT checking the signature: only used to recognise the
 * project's public anon key (role "anon"), which identifies no one. A forged token that claims
 * "anon" gains nothing, since anonymous callers get the anonymous treatment anyway.
 */
function unverifiedRole(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const parsed = z.object({ role: z.string() }).safeParse(claims);
    return parsed.success ? parsed.data.role : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies a user's access token with the project's auth service (`GET /auth/v1/user`, the
 * check supabase-js `auth.getUser(token)` makes), so it works with the legacy HS256 secret and
 * with the new asymmetric signing keys alike, and a signed-out session is refused. Needs
 * SUPABASE_URL and SUPABASE_ANON_KEY, which hosted Supabase and the local server both set.
 */
export function authServiceVerifier(fetchFn: typeof fetch): UserVerifier {
  return async (token, env) => {
    const url = env.SUPABASE_URL;
    const anonKey = env.SUPABASE_ANON_KEY;
    if (url === undefined || anonKey === undefined) return err('unavailable');
    let response: Response;
    try {
      response = await fetchFn(`${url.replace(/\/+$/, '')}/auth/v1/user`, {
        headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
      });
    } catch {
      return err('unavailable');
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return err('invalid');
    }
    if (!response.ok) {
      await response.body?.cancel();
      return err('unavailable');
    }
    try {
      const user = authUserSchema.safeParse(await response.json());
      if (!user.success || user.data.is_anonymous === true) return err('invalid');
      return ok(user.data.id);
    } catch {
      return err('unavailable');
    }
  };
}

/**
 * Who sent the request, from its `Authorization` header as supabase-js sends it: none, the anon
 * key (a JWT with role "anon") or a new-format publishable key (`sb_…`, not a JWT) is an
 * anonymous visitor; anything else must be a user access token that `verifyUser` accepts.
 */
export async function identifyCaller(
  request: Request,
  env: FunctionEnv,
  verifyUser: UserVerifier,
): Promise<CallerCheck> {
  const token = bearerToken(request.headers.get('authorization'));
  if (token === undefined || token.startsWith('sb_') || token === env.SUPABASE_ANON_KEY) {
    return ok({ kind: 'anonymous' });
  }
  if (unverifiedRole(token) === 'anon') return ok({ kind: 'anonymous' });
  const check = await verifyUser(token, env);
  return check.ok ? ok({ kind: 'user', userId: check.value }) : check;
}

/**
 * The client's address as the platform's proxy reports it, and never as the client wrote it.
 *
 * Every proxy on the way APPENDS the address it received the connection from to
 * `X-Forwarded-For`, so only the entries added by the platform's own proxies are trustworthy;
 * whatever stands to their left was sent by the client and can be anything. On hosted Supabase
 * the API gateway in front of the functions appends the connecting client's address as the
 * LAST entry; the local server does the same with the socket address. So the address is the
 * entry `trustedHops` from the right (1 = the last), and `X-Real-IP`, which a client can also
 * send, is not read. No header → "unknown" (one shared bucket: fails closed, not open). Used only
 * as a quota key, and only as a salted hash.
 */
export function clientAddress(request: Request, trustedHops = 1): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const hops = Number.isInteger(trustedHops) && trustedHops >= 1 ? trustedHops : 1;
  const address = entries[entries.length - hops] ?? entries[0];
  return address === undefined ? 'unknown' : address.slice(0, 64);
}
