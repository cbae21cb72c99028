import { describe, expect, it } from 'vitest';

import { authHref, safeNextPath } from '@/lib/navigation';

const ORIGIN = 'https://halsoplaneraren.example';

describe('safeNextPath: open redirects', () => {
  it.each([
    ['//evil.com'],
    ['//evil.com/my-plans'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['\\/evil.com'],
    ['/./..//evil.com'],
    ['/../..//evil.com'],
    ['/a/../..//evil.com'],
    ['/%2e%2e//evil.com'],
    ['/%2E%2E//evil.com'],
    ['/.%2e//evil.com'],
    ['/%2e//evil.com'],
    ['/.//evil.com'],
    ['https://evil.com'],
    ['HTTPS://evil.com'],
    ['http:evil.com'],
    ['http:/evil.com'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/\r\n/evil.com'],
    ['\t//evil.com'],
    ['/.\t/..//evil.com'],
    ['/\u0000/evil.com'],
    ['/auth'],
    ['/auth?next=//evil.com'],
    ['/auth?next=%2Fmy-plans'],
    ['/./auth?next=/x'],
    ['/my-plans/../auth?next=//evil.com'],
    [''],
    ['   '],
  ])('%j → /', (raw) => {
    expect(safeNextPath(raw, ORIGIN)).toBe('/');
    expect(safeNextPath(raw)).toBe('/');
  });

  it.each([
    ['/my-plans', '/my-plans'],
    ['/meal-plan?tab=inkop', '/meal-plan?tab=inkop'],
    ['/create-workout-plan#resultat', '/create-workout-plan#resultat'],
    ['/a/./b/../my-plans', '/a/my-plans'],
    // An encoded slash stays encoded: a path on this site (a 404 at worst), never another host.
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/my-plans?next=//evil.com', '/my-plans?next=//evil.com'],
    ['  /my-plans  ', '/my-plans'],
  ])('%j → %j', (raw, expected) => {
    expect(safeNextPath(raw, ORIGIN)).toBe(expected);
  });

  it('never answers a path that a browser would resolve to another origin', () => {
    const spellings = [
      '/',
      '//',
      '/\\',
      '\\',
      '/.',
      '/..',
      '/%2e',
      '/%2e%2e',
      '%2f',
      '\t',
      'evil.com',
      ':',
      'a:',
    ];
    for (const a of spellings) {
      for (const b of spellings) {
        for (const c of spellings) {
          const answer = safeNextPath(`${a}${b}${c}evil.com`, ORIGIN);
          expect(new URL(answer, ORIGIN).origin).toBe(ORIGIN);
          expect(answer.startsWith('/') && !answer.startsWith('//')).toBe(true);
        }
      }
    }
  });

  it('null and undefined → /', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
  });

  it('authHref never builds a link whose next leaves the site', () => {
    expect(authHref('/my-plans')).toBe('/auth?next=%2Fmy-plans');
    expect(authHref('/./..//evil.com')).toBe('/auth');
    expect(authHref('/auth?next=/x')).toBe('/auth');
  });
});
