import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { err, ok, type Result } from '../functions/_shared/result.ts';

/** The Supabase CLI's well-known local JWT secret; the app's default config works with it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The anon key `supabase start` prints (the default secret's anon key). */
export const WELL_KNOWN_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Far-future expiry of the CLI's demo keys (2032-10-31), so the minted keys equal the well-known ones. */
const DEMO_KEY_EXP = 1983812996;

/** The project's public (anon) and secret (service_role) API keys. */
export interface ProjectKeys {
  anonKey: string;
  serviceRoleKey: string;
}

const encoder = new TextEncoder();

/**
 * Mints the legacy API keys `{"iss":"supabase-demo","role":…,"exp":…}` with HS256. With the default
 * secret these are byte-for-byte the keys `supabase start` prints.
 */
export async function projectKeys(secret: string): Promise<ProjectKeys> {
  const key = encoder.encode(secret);
  const mint = (role: string): Promise<string> =>
    new SignJWT({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXP })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
  return { anonKey: await mint('anon'), serviceRoleKey: await mint('service_role') };
}

/** Signs an access token with exactly the given claims (HS256, header `{alg, typ}` like GoTrue). */
export function signJwt(claims: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

/** Why a token failed {@link verifyJwt}: expired (a claims failure) or not verifiable at all. */
export interface JwtFailure {
  expired: boolean;
  message: string;
}

/** Outcome of {@link verifyJwt}: the token's claims. */
export type JwtCheck = Result<JWTPayload, JwtFailure>;

/**
 * Verifies an HS256 token's signature and `exp` against `nowMs`, allowing `toleranceSec` of
 * clock skew (PostgREST allows 30 s, GoTrue none). Never throws.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  nowMs: number,
  toleranceSec = 0,
): Promise<JwtCheck> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      clockTolerance: toleranceSec,
    });
    return ok(payload);
  } catch (e) {
    if (e instanceof errors.JWTExpired) return err({ expired: true, message: 'token is expired' });
    if (e instanceof errors.JWSSignatureVerificationFailed)
      return err({ expired: false, message: 'signature is invalid' });
    return err({ expired: false, message: 'token is malformed' });
  }
}

/** The token after `Bearer ` (any case), or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^bearer (\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}
