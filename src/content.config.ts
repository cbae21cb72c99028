import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';

import { createArticleSchema } from '@/lib/content/article-schema';
import { guideSchema } from '@/lib/content/guide-schema';

/** Files whose name starts with `_` are drafts and never built. */
const PUBLISHED_MDX = ['*.mdx', '!_*.mdx'];

/** `content/articles/<slug>.mdx`; the file name is the slug. Fields are documented in article-schema.ts. */
const articles = defineCollection({
  loader: glob({ pattern: PUBLISHED_MDX, base: './content/articles' }),
  schema: ({ image }) => createArticleSchema(image),
});

/** `content/guides/strength.mdx` and `cardio.mdx`: structured data in frontmatter plus prose. */
const guides = defineCollection({
  loader: glob({ pattern: PUBLISHED_MDX, base: './content/guides' }),
  schema: guideSchema,
});

export const collections = { articles, guides };
