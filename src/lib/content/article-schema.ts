import { z } from 'astro/zod';

/** The three home columns; an article belongs to exactly one. */
export const ARTICLE_CATEGORIES = ['Kost', 'Träning', 'Sömn'] as const;

/** The badge shown above an article title. */
export const ARTICLE_LABELS = ['Forskning 2024', 'Guide 2024'] as const;

/** kebab-case, as in `content/articles/<slug>.mdx`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const httpUrl = (field: string) =>
  z.url({
    protocol: /^https?$/,
    error: `${field} must be an absolute http(s) URL, e.g. https://www.livsmedelsverket.se/…`,
  });

const text = (field: string, min = 1) =>
  z
    .string({ error: `${field} is required and must be text` })
    .trim()
    .min(min, { error: `${field} must be at least ${min} characters` });

/** YAML `2024-03-12` arrives as a Date; a quoted string is accepted too. */
const date = (field: string) => z.coerce.date({ error: `${field} must be a date written as YYYY-MM-DD` });

/**
 * One entry of the review log: when the text was checked and what was checked or changed, in Swedish
 * as the page shows it after the date ("Granskad 25 november 2026, ändrat: …").
 */
export const reviewSchema = z.strictObject({
  date: date('reviews[].date'),
  /** "faktagranskning" (checked, nothing changed) or "ändrat: what changed", shown after the date. */
  note: text('reviews[].note', 5).regex(/^(?:ändrat: \S|faktagranskning(?:$|: \S))/u, {
    error: 'reviews[].note must be "faktagranskning", "faktagranskning: …" or "ändrat: …" (what changed)',
  }),
});

/**
 * The review log, oldest first, at least one entry. The page and structured data show the latest;
 * `reviewed` is derived from it, never typed.
 */
export const reviewLogSchema = z
  .array(reviewSchema, { error: 'reviews must be a list of { date, note }' })
  .min(1, { error: 'reviews must list at least one review: { date: YYYY-MM-DD, note: "faktagranskning" }' })
  .refine(
    (log) => log.every((entry, index) => index === 0 || entry.date >= (log[index - 1]?.date ?? entry.date)),
    {
      error: 'reviews must be in date order, oldest first (add the new review at the end)',
    },
  );

export type Review = z.infer<typeof reviewSchema>;

/** The latest review of a log (the schema guarantees one). */
export function latestReview(log: readonly Review[]): Review {
  const last = log.at(-1);
  if (last === undefined) throw new Error('reviews must list at least one review');
  return last;
}

/** One entry of the reference list. */
export const sourceSchema = z.strictObject({
  /** Title of the cited report, page or paper; a paper may end with its authors: "(Hall KD m.fl.)". */
  title: text('sources[].title'),
  /** Optional authors when the title does not name them, e.g. "EFSA Panel on Dietetic Products (NDA)". */
  authors: text('sources[].authors').optional(),
  /** Who published it: Livsmedelsverket, Nordiska ministerrådet, WHO, a journal … */
  publisher: text('sources[].publisher'),
  /** Year of publication. */
  year: z.number({ error: 'sources[].year must be a number such as 2023' }).int().min(1900).max(2100),
  /** Where a reader can open it. */
  url: httpUrl('sources[].url'),
  /** Optional DOI without the https://doi.org/ prefix. */
  doi: z
    .string()
    .regex(/^10\.\d{4,9}\/\S+$/, { error: 'sources[].doi must look like 10.1234/abcd (no https://doi.org/)' })
    .optional(),
});

/*
 * The fields around the hero, built once: Astro builds an entry's schema for every article (the
 * hero's `image()` is per file), and building every field's zod schema again for each of 2,000
 * articles took about a second of the build.
 */
const fieldsBeforeHero = {
  /** Swedish title, shown as the page's h1 and on cards. */
  title: text('title', 5),
  /** 1–3 sentence ingress under the title; also the meta description. */
  lead: text('lead', 40).max(400, { error: 'lead must be at most 400 characters (1–3 sentences)' }),
  /** Home column the article belongs to. */
  category: z.enum(ARTICLE_CATEGORIES, { error: 'category must be one of Kost | Träning | Sömn' }),
  /** Badge above the title. */
  label: z.enum(ARTICLE_LABELS, { error: 'label must be "Forskning 2024" or "Guide 2024"' }),
  /** Position in its home column, 1 = top. */
  order: z.number({ error: 'order must be a whole number ≥ 1' }).int().positive(),
};

/** Swedish alt text describing the hero picture. */
const heroAlt = text('hero.alt', 10);

const fieldsAfterHero = {
  /** First publication date. */
  published: date('published'),
  /** Review log, oldest first; the latest is shown as "Granskad …, ändrat: …". */
  reviews: reviewLogSchema,
  /** Reference list, at least one primary source. */
  sources: z.array(sourceSchema).min(1, { error: 'sources must list at least one source' }),
  /** Optional outbound link to the original article (opens in a new tab). */
  originalArticle: z
    .strictObject({ title: text('originalArticle.title'), url: httpUrl('originalArticle.url') })
    .optional(),
  /** Slugs of other articles; ones that do not exist yet are simply not shown. */
  related: z
    .array(
      z
        .string()
        .regex(SLUG_PATTERN, { error: 'related entries must be article slugs such as sleep-hygiene' }),
    )
    .default([]),
  /**
   * A draft is shown by `npm run dev` (marked "Utkast") and left out of every production build:
   * no page, and not on the home page, the hubs, the RSS feed, the sitemap or in search.
   * `npm run new-article` starts every article as one; delete the line to publish.
   */
  draft: z.boolean({ error: 'draft must be true or false' }).default(false),
};

/**
 * Frontmatter of `content/articles/<slug>.mdx`. `image` is Astro's `image()` helper from the
 * collection's schema context (tests pass a plain string schema instead).
 */
export function createArticleSchema<TImage extends z.ZodType>(image: () => TImage) {
  return z
    .strictObject({
      ...fieldsBeforeHero,
      /** Hero image relative to the .mdx file, processed by astro:assets. */
      hero: z.strictObject({ src: image(), alt: heroAlt }),
      ...fieldsAfterHero,
    })
    .refine((data) => data.reviews.every((review) => review.date.getTime() >= data.published.getTime()), {
      error: 'reviews[].date must be on or after published',
      path: ['reviews'],
    })
    .transform((data) => ({ ...data, reviewed: latestReview(data.reviews).date }));
}

/** An article's validated frontmatter with the hero's image type left open. */
export type ArticleData<TImage = unknown> = Omit<
  z.infer<ReturnType<typeof createArticleSchema<z.ZodString>>>,
  'hero'
> & { hero: { src: TImage; alt: string } };

export type ArticleSource = z.infer<typeof sourceSchema>;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
