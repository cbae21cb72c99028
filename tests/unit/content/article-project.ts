/**
 * A throwaway Astro project for tests that build or sync articles with the site's own article
 * schema: `content/articles` in `root` is its collection.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { REPO } from './content-files.ts';

/**
 * Writes the project into `root`: the repository's node_modules linked in, MDX, and the articles
 * collection with `createArticleSchema`. Its caches stay inside the throwaway project, never in the
 * shared node_modules it links to. The caller adds articles (and pages under `src/pages`).
 */
export function writeArticleProject(root: string): void {
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
  mkdirSync(join(root, 'src/pages'), { recursive: true });
  mkdirSync(join(root, 'content/articles/images'), { recursive: true });
  writeFileSync(
    join(root, 'astro.config.mjs'),
    `import mdx from '@astrojs/mdx';\nexport default { integrations: [mdx()], cacheDir: ${JSON.stringify(join(root, '.cache'))}, vite: { cacheDir: ${JSON.stringify(join(root, '.vite'))} } };\n`,
  );
  writeFileSync(
    join(root, 'src/content.config.ts'),
    [
      "import { defineCollection } from 'astro:content';",
      "import { glob } from 'astro/loaders';",
      `import { createArticleSchema } from ${JSON.stringify(join(REPO, 'src/lib/content/article-schema.ts'))};`,
      'export const collections = {',
      "  articles: defineCollection({ loader: glob({ pattern: '*.mdx', base: './content/articles' }), schema: ({ image }) => createArticleSchema(image) }),",
      '};',
    ].join('\n'),
  );
}
