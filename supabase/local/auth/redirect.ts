import type { AuthSettings } from '../config.ts';

/**
 * The address a confirmation link may send the browser to: `requested` when it is on the site's
 * host or matches one of `additional_redirect_urls` (globs: `*` within a path segment or host
 * label, `**` anything), else the site URL. This is GoTrue's rule and what prevents open redirects.
 */
export function allowedRedirect(requested: string | null | undefined, auth: AuthSettings): string {
  if (requested === null || requested === undefined || requested === '') return auth.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return auth.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return auth.siteUrl;
  const site = new URL(auth.siteUrl);
  if (url.hostname === site.hostname) return url.href;
  for (const pattern of auth.additionalRedirectUrls) {
    if (globMatches(pattern, url.href) || pattern === url.href || `${pattern}/` === url.href) return url.href;
  }
  return auth.siteUrl;
}

function globMatches(pattern: string, candidate: string): boolean {
  if (!pattern.includes('*')) return false;
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^./]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(candidate);
}
