import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { writeArticleProject } from './article-project.ts';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../../..');

/**
 * What an editor sees when a frontmatter field is wrong: a real `astro sync` on a throwaway project
 * that uses the site's article schema, with one article whose category is not a home column.
 */
describe('a frontmatter mistake, as Astro reports it', () => {
  const root = mkdtempSync(join(tmpdir(), 'article-schema-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the file and the field', { timeout: 60_000 }, async () => {
    writeArticleProject(root);
    cpSync(
      join(repo, 'src/assets/illustrations/home-hero.svg'),
      join(root, 'content/articles/images/hero.svg'),
    );
    writeFileSync(
      join(root, 'content/articles/sleep-test.mdx'),
      [
        '---',
        'title: Sömn och hälsa i vardagen',
        'lead: En ingress som är tillräckligt lång för att klara schemats krav på minst fyrtio tecken.',
        'category: Motion',
        'label: Guide 2024',
        'order: 1',
        'hero: { src: ./images/hero.svg, alt: En tallrik och en hantel på en grön bakgrund }',
        'published: 2024-03-12',
        'reviews: [{ date: 2026-11-01, note: faktagranskning }]',
        'sources: [{ title: FYSS, publisher: Svenska Läkaresällskapet, year: 2021, url: "https://www.fyss.se/for-vuxna/" }]',
        '---',
        '',
        'Text.',
      ].join('\n'),
    );

    let output = '';
    let failed = false;
    try {
      await run(process.execPath, [join(repo, 'node_modules/astro/bin/astro.mjs'), 'sync', '--root', root], {
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
      });
    } catch (error: unknown) {
      failed = true;
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      output = `${stdout}\n${stderr}`;
    }

    expect(failed).toBe(true);
    expect(output).toContain('content/articles/sleep-test.mdx');
    expect(output).toContain('articles → sleep-test');
    expect(output).toMatch(/category\W+category must be one of Kost \| Träning \| Sömn/u);
  });
});
