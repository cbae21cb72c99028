/**
 * Whether the site's own server answers right now. `navigator.onLine` only knows whether there is a
 * network interface (and stays true in a shop with no signal), so this asks the server for a tiny
 * file the service worker never answers from its cache (scripts/lib/service-worker.mjs routes no
 * `.txt`), with a deadline: a signal too weak to answer in 3 s counts as offline.
 */
export async function serverReachable(timeoutMs = 3000): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch('/robots.txt', {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
