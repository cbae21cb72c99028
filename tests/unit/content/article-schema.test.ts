import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';

import { createArticleSchema } from '@/lib/content/article-schema';

import { validArticle } from './fixtures';

// In the site, hero.src goes through Astro's image(); here a path string stands in for it.
const schema = createArticleSchema(() => z.string());

/** The issues of a failed parse as "field: message" lines, the way Astro lists them. */
function issues(data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** A valid article with one (possibly nested) field replaced; `undefined` removes the field. */
function withField(path: [string, ...string[]], value: unknown): Record<string, unknown> {
  const data = validArticle();
  const [head, ...rest] = path;
  if (rest.length === 0) {
    const copy = { ...data, [head]: value };
    if (value === undefined) Reflect.deleteProperty(copy, head);
    return copy;
  }
  return { ...data, [head]: { ...(data[head] as Record<string, unknown>), [rest.join('.')]: value } };
}

describe('article frontmatter schema', () => {
  it('accepts a complete article and defaults related to []', () => {
    expect(issues(validArticle())).toEqual([]);
    expect(schema.parse(withField(['related'], undefined)).related).toEqual([]);
  });

  it('names the field and the allowed values for a wrong category', () => {
    expect(issues(withField(['category'], 'Motion'))).toEqual([
      'category: category must be one of Kost | Träning | Sömn',
    ]);
  });

  it('names a missing title', () => {
    expect(issues(withField(['title'], undefined))).toEqual(['title: title is required and must be text']);
  });

  it('names the nested field of a bad source URL and DOI', () => {
    const data = withField(
      ['sources'],
      [{ title: 'X', publisher: 'Y', year: 2024, url: 'www.who.int', doi: 'https://doi.org/10.1/x' }],
    );
    expect(issues(data)).toEqual([
      'sources.0.url: sources[].url must be an absolute http(s) URL, e.g. https://www.livsmedelsverket.se/…',
      'sources.0.doi: sources[].doi must look like 10.1234/abcd (no https://doi.org/)',
    ]);
  });

  it('requires at least one source', () => {
    expect(issues(withField(['sources'], []))).toEqual(['sources: sources must list at least one source']);
  });

  it('rejects a misspelt field instead of ignoring it', () => {
    const data = { ...validArticle(), reviwed: new Date('2026-11-01') };
    expect(issues(data)).toEqual([expect.stringMatching(/reviwed/)]);
  });

  it('requires alt text on the hero and a label from the list', () => {
    expect(issues(withField(['hero', 'alt'], ''))).toEqual([
      'hero.alt: hero.alt must be at least 10 characters',
    ]);
    expect(issues(withField(['label'], 'Nyhet'))).toEqual([
      'label: label must be "Forskning 2024" or "Guide 2024"',
    ]);
  });

  it('rejects an unparseable date and a review before publication', () => {
    expect(issues(withField(['published'], 'i våras'))).toEqual([
      'published: published must be a date written as YYYY-MM-DD',
    ]);
    expect(
      issues(withField(['reviews'], [{ date: new Date('2023-01-01'), note: 'faktagranskning' }])),
    ).toEqual(['reviews: reviews[].date must be on or after published']);
  });

  it('derives reviewed from the latest entry of the review log', () => {
    const data = schema.parse(validArticle());
    expect(data.reviewed).toEqual(new Date('2026-11-01'));
    expect(data.reviews.at(-1)?.note).toBe('ändrat: sovrumstemperaturen enligt HSLF-FS 2024:10');
  });

  it('requires a review log of { date, note }, oldest first, and no typed reviewed stamp', () => {
    expect(issues(withField(['reviews'], []))).toEqual([
      'reviews: reviews must list at least one review: { date: YYYY-MM-DD, note: "faktagranskning" }',
    ]);
    expect(issues(withField(['reviews'], [{ date: new Date('2026-11-01') }]))).toEqual([
      'reviews.0.note: reviews[].note is required and must be text',
    ]);
    expect(
      issues(
        withField(
          ['reviews'],
          [
            { date: new Date('2026-11-01'), note: 'faktagranskning' },
            { date: new Date('2025-01-01'), note: 'faktagranskning' },
          ],
        ),
      ),
    ).toEqual(['reviews: reviews must be in date order, oldest first (add the new review at the end)']);
    expect(issues(withField(['reviews'], [{ date: new Date('2026-11-01'), note: 'granskad' }]))).toEqual([
      'reviews.0.note: reviews[].note must be "faktagranskning", "faktagranskning: …" or "ändrat: …" (what changed)',
    ]);
    expect(issues({ ...validArticle(), reviewed: new Date('2026-11-01') })).toEqual([
      ': Unrecognized key: "reviewed"',
    ]);
  });

  it('accepts only slugs in related', () => {
    expect(issues(withField(['related'], ['Sleep Hygiene']))).toEqual([
      'related.0: related entries must be article slugs such as sleep-hygiene',
    ]);
  });
});
