import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { contentFoldersBesideArticles, estimateBuildMs } from '../../../bench/sections/build-scaling.ts';
import { verifyLinks } from '../../../bench/sections/local-server.ts';

describe('estimateBuildMs', () => {
  it('extrapolates from the marginal cost between the last two sizes, not the average', () => {
    // 21 articles: 5 s, 500 articles: 15 s → ~20.9 ms per extra article.
    const earlier = [
      { articles: 21, wallMs: 5_000 },
      { articles: 500, wallMs: 15_000 },
    ];
    const estimate = estimateBuildMs(earlier, 2_000);
    expect(estimate).toBeGreaterThan(45_000);
    expect(estimate).toBeLessThan(47_000);
  });

  it('falls back to a default cost per article with one or no earlier build', () => {
    expect(estimateBuildMs([{ articles: 21, wallMs: 5_000 }], 521)).toBe(5_000 + 500 * 40);
    expect(estimateBuildMs([], 100)).toBe(15_000 + 100 * 40);
  });
});

describe('verifyLinks', () => {
  it('finds confirmation links in an inbox JSON, HTML-escaped or not, each once', () => {
    const inbox = JSON.stringify([
      {
        to: 'a@example.com',
        html: '<a href="http://127.0.0.1:5/auth/v1/verify?token=abc&amp;type=signup">Bekräfta</a>',
      },
      { to: 'b@example.com', text: 'Öppna http://127.0.0.1:5/auth/v1/verify?token=def&type=signup' },
      { to: 'b@example.com', text: 'http://127.0.0.1:5/auth/v1/verify?token=def&type=signup' },
      { to: 'c@example.com', text: 'http://127.0.0.1:5/auth/v1/recover' },
    ]);
    expect(verifyLinks(inbox)).toEqual([
      'http://127.0.0.1:5/auth/v1/verify?token=abc&type=signup',
      'http://127.0.0.1:5/auth/v1/verify?token=def&type=signup',
    ]);
  });
});

describe('the project variant of build scaling', () => {
  it('keeps every content folder but the articles (guides, recipes), so each page kind is paid for', () => {
    const repo = mkdtempSync(join(tmpdir(), 'build-scaling-content-'));
    try {
      for (const name of ['articles', 'guides', 'recipes'])
        mkdirSync(join(repo, 'content', name), { recursive: true });
      expect(contentFoldersBesideArticles(repo).sort()).toEqual(['guides', 'recipes']);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
