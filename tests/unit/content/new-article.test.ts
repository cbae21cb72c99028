import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { z } from 'astro/zod';
import { afterAll, describe, expect, it } from 'vitest';

import { createArticleSchema } from '@/lib/content/article-schema';
import { isFactId } from '@/lib/content/facts';

import { writeArticleProject } from './article-project.ts';
import { REPO, splitMdx } from './content-files.ts';
import { factIds } from './fact-claims.ts';
import { parse } from 'yaml';

const run = promisify(execFile);

/**
 * A production build's environment: without what vitest puts in process.env for its own
 * import.meta.env (NODE_ENV=test, DEV, MODE…), which the child build would take as development mode.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const vitestOwn = new Set(['NODE_ENV', 'DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL']);
  const kept = Object.entries(process.env).filter(([key]) => !vitestOwn.has(key));
  return { ...Object.fromEntries(kept), ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
}
const script = join(REPO, 'scripts/new-article.ts');
const newArticle = (dir: string, ...args: string[]) =>
  run(process.execPath, [script, ...args, '--dir', dir], { cwd: REPO });

/**
 * `npm run new-article -- <slug>` writes into a throwaway folder (never content/articles), and the
 * skeleton is checked with the real schema and a real `astro sync` of a project that uses it.
 */
describe('npm run new-article', () => {
  const root = mkdtempSync(join(tmpdir(), 'new-article-'));
  const articles = join(root, 'content/articles');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes a skeleton with every field, a hero, Card, ResearchBox, a Fact and SourceList', async () => {
    const { stdout } = await newArticle(articles, 'sleep-and-stress');
    expect(stdout).toContain('sleep-and-stress.mdx');
    const { frontmatter, body } = splitMdx(readFileSync(join(articles, 'sleep-and-stress.mdx'), 'utf8'));
    const parsed = createArticleSchema(() => z.string()).safeParse(parse(frontmatter));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({
      hero: { src: './images/sleep-and-stress.svg' },
      reviews: [{ note: 'ändrat: första utkastet, ännu inte faktagranskat' }],
      draft: true,
    });
    expect(existsSync(join(articles, 'images/sleep-and-stress.svg'))).toBe(true);
    for (const tag of ['<Card title=', '<ResearchBox title=', '<SourceList />']) expect(body).toContain(tag);
    expect(factIds(body).length).toBeGreaterThan(0);
    expect(factIds(body).every(isFactId)).toBe(true);
  });

  it(
    'builds at once as a draft: a production build leaves it out, a published article beside it is listed',
    { timeout: 90_000 },
    async () => {
      writeArticleProject(root);
      // A published article beside the draft: the scaffold without its draft line.
      const draft = readFileSync(join(articles, 'sleep-and-stress.mdx'), 'utf8');
      writeFileSync(
        join(articles, 'published-one.mdx'),
        draft
          .replace(/^draft: true.*\n/mu, '')
          .replace('Arbetsrubrik: skriv artikelns rubrik här', 'Publicerad artikel'),
      );
      copyFileSync(join(articles, 'images/sleep-and-stress.svg'), join(articles, 'images/published-one.svg'));
      writeFileSync(
        join(articles, 'published-one.mdx'),
        readFileSync(join(articles, 'published-one.mdx'), 'utf8').replace(
          'images/sleep-and-stress.svg',
          'images/published-one.svg',
        ),
      );
      // The site's own rule for what a build shows (src/lib/content/drafts.ts), as the home page uses it.
      writeFileSync(
        join(root, 'src/pages/index.astro'),
        [
          '---',
          "import { getCollection } from 'astro:content';",
          `import { inThisBuild } from ${JSON.stringify(join(REPO, 'src/lib/content/drafts.ts'))};`,
          "const shown = await getCollection('articles', ({ data }) => inThisBuild(data.draft));",
          '---',
          '<ul>{shown.map((a) => <li>{a.data.title}</li>)}</ul>',
        ].join('\n'),
      );
      const result = await run(
        process.execPath,
        [join(REPO, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', root],
        { env: buildEnv() },
      );
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/\berror\b/iu);
      const home = readFileSync(join(root, 'dist/index.html'), 'utf8');
      expect(home).toContain('Publicerad artikel');
      expect(home).not.toContain('Arbetsrubrik');
    },
  );

  it('refuses a bad slug and an existing article, writing nothing', async () => {
    const stderr = (promise: Promise<unknown>) =>
      promise.then(
        () => '',
        (error: unknown) => String((error as { stderr?: string }).stderr),
      );
    expect(await stderr(newArticle(articles, 'Sleep_And_Stress'))).toContain(
      '"Sleep_And_Stress" is not a valid slug',
    );
    expect(await stderr(newArticle(articles, 'sleep-and-stress'))).toContain('already exists');
    expect(existsSync(join(articles, 'Sleep_And_Stress.mdx'))).toBe(false);
  });
});
