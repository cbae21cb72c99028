/** Stands in for the site's origin where none is given (tests, builds). */
const PLACEHOLDER_ORIGIN = 'http://site.invalid';

/**
 * Where to go after signing in: the `next` query parameter when it is a path on this site
 * ('/my-plans', '/meal-plan?x=1'), else '/'. The one gate for every `next` the site reads.
 *
 * The answer is the path of the URL the browser would resolve, and it is kept only when that URL
 * has the site's origin AND the path itself, navigated to again, stays on the site: a raw value
 * that normalises to a protocol-relative `//host` (dot segments such as `/./..//host` or
 * `/%2e%2e//host`), a backslash (`/\host`, which browsers read as `//host`), a control character
 * (tabs and newlines, which URL parsing drops), a scheme (`https:`, `javascript:`, `data:`) or a
 * path back to `/auth` (a redirect loop) all become '/'.
 */
export function safeNextPath(raw: string | null | undefined, origin: string = PLACEHOLDER_ORIGIN): string {
  if (typeof raw !== 'string') return '/';
  const path = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return '/';
  if (!path.startsWith('/') || path.startsWith('//')) return '/';
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    base = new URL(PLACEHOLDER_ORIGIN);
  }
  const resolved = sameOriginPath(path, base);
  if (resolved === undefined) return '/';
  // Navigating to the answer must land on the same path again (no second normalisation step).
  if (sameOriginPath(resolved, base) !== resolved) return '/';
  const pathname = resolved.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return '/';
  return resolved;
}

/** `path` resolved against `base`: its path, query and fragment when it stays on `base`'s origin. */
function sameOriginPath(path: string, base: URL): string | undefined {
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin) return undefined;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return result.startsWith('/') && !result.startsWith('//') && !result.includes('\\') ? result : undefined;
}

/** The /auth address that brings the visitor back to `returnTo` after signing in. */
export function authHref(returnTo: string): string {
  const next = safeNextPath(returnTo);
  return next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`;
}
