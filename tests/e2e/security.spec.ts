/**
 * The security headers as `npm start` serves them (astro preview with dist/_headers), on every page
 * of the built site (one recipe page for the template all of them share), and the inline scripts
 * each page carries are exactly the ones the policy allows.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { inlineScripts, scriptHash } from '../../scripts/lib/security-headers.mjs';
import { withOneRecipePage } from './content-dist';
import { SUPABASE_URL } from './support/backend';
import { expect, test } from './support/test';

function builtPaths(dir = 'dist'): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : builtPaths(path);
    if (!name.endsWith('.html')) return [];
    const route = `/${relative('dist', path)
      .replace(/index\.html$/, '')
      .replace(/\.html$/, '')}`;
    return [route];
  });
}

// The 391 recipe pages share one template and its scripts: one of them stands for all.
const paths = withOneRecipePage(builtPaths()).sort();

test('every built page is served with the security headers, and its inline scripts are allowed', async ({
  request,
}) => {
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("form-action 'self'");
    expect(csp, path).toContain(`connect-src 'self' ${new URL(SUPABASE_URL).origin}`);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    expect(scriptSrc, path).not.toMatch(/'unsafe-eval'/);
    expect(headers['strict-transport-security'], path).toMatch(/max-age=(\d{8,}|3153[6-9]\d{3})/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    for (const body of inlineScripts(await response.text()))
      expect(scriptSrc, path).toContain(scriptHash(body));
  }
});
