/**
 * Where to go after signing in: the `next` query parameter when it is a path on this site
 * ('/my-plans', '/meal-plan?x=1'), else '/'. Anything else ('//evil.example', 'https://…',
 * 'javascript:…') is refused, so the parameter cannot become an open redirect.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (raw === null || raw === undefined) return '/';
  const path = raw.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  try {
    const url = new URL(path, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** The /auth address that brings the visitor back to `returnTo` after signing in. */
export function authHref(returnTo: string): string {
  const next = safeNextPath(returnTo);
  return next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`;
}
