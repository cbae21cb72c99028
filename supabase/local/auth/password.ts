import bcrypt from 'bcryptjs';

/** GoTrue's bcrypt cost (Go's bcrypt.DefaultCost). */
const COST = 10;
/** bcrypt reads at most 72 bytes, so GoTrue refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;

/**
 * True when bcrypt would cut the password short. Counted in UTF-8 bytes, not characters, as GoTrue
 * does: 'å' is two bytes, so 40 of them already pass the limit.
 */
export function passwordTooLong(password: string): boolean {
  return new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES;
}

/** A hash of a throwaway password, compared against when no user matches so timing reveals nothing. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', COST);

/** bcrypt hash as stored in auth.users.encrypted_password. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** True when `password` matches `hash`; an absent hash never matches but costs the same time. */
export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const usable = typeof hash === 'string' && hash.startsWith('$2');
  const ok = await bcrypt.compare(password, usable ? hash : DUMMY_HASH);
  return usable && ok;
}

/** GoTrue's weak-password verdict: reasons ⊆ ['length'] here (no character rules, no HIBP check). */
export function weakPassword(
  password: string,
  minimumLength: number,
): { message: string; reasons: string[] } | undefined {
  if (Array.from(password).length >= minimumLength) return undefined;
  return { message: `Password should be at least ${minimumLength} characters.`, reasons: ['length'] };
}
