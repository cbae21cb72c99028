import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { createArticleSchema } from '@/lib/content/article-schema';
import { countWords, syntheticArticle, toMdx } from '../../../bench/lib/synthetic.ts';

const schema = createArticleSchema(() => z.string());

describe('synthetic benchmark articles', () => {
  it('have frontmatter that the project article schema accepts', () => {
    for (const index of [0, 1, 2, 499, 1999]) {
      const result = schema.safeParse(syntheticArticle(index).frontmatter);
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
  });

  it('are the size of a real article: about 1,100 words in six H2 sections with a list, a table and a Card', () => {
    const { body } = syntheticArticle(7);
    expect(countWords(body)).toBeGreaterThan(1_000);
    expect(countWords(body)).toBeLessThan(1_300);
    expect(body.match(/^## /gm)).toHaveLength(6);
    expect(body).toMatch(/^- /m);
    expect(body).toMatch(/^\| --- \| --- \|$/m);
    expect(body).toContain('<Card title=');
    expect(body).toContain('</Card>');
  });

  it('are deterministic per index and differ between indexes', () => {
    expect(toMdx(syntheticArticle(3))).toBe(toMdx(syntheticArticle(3)));
    expect(syntheticArticle(3).body).not.toBe(syntheticArticle(4).body);
    expect(new Set([0, 1, 2, 3].map((i) => syntheticArticle(i).slug)).size).toBe(4);
  });

  it('write every frontmatter value as JSON (valid YAML) between --- fences', () => {
    const article = syntheticArticle(11);
    const [, front] = toMdx(article).split('---\n');
    const parsed = Object.fromEntries(
      (front ?? '')
        .trim()
        .split('\n')
        .map((line) => {
          const at = line.indexOf(': ');
          return [line.slice(0, at), JSON.parse(line.slice(at + 2)) as unknown];
        }),
    );
    expect(parsed).toEqual(article.frontmatter);
  });
});
