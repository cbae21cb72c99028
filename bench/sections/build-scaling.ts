/**
 * Build scaling: the same N synthetic MDX articles built by (a) a copy of this project — its
 * astro.config.mjs (React, MDX, sitemap, Pagefind), src/, public/ and everything in content/ but
 * the articles (guides, recipes) — and (b) a bare Astro
 * project with only @astrojs/mdx and a minimal article page. Both live in temp directories outside
 * the repository (node_modules and the other top-level folders are symlinked) and are removed after
 * each size. Each build is a fresh `astro build` process; memory is the process tree's peak RSS.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { forgetDir, trackDir } from '../lib/cleanup.ts';
import { mb, ratio, seconds, table } from '../lib/report.ts';
import { astroBuild, linkNodeModules, REPO } from '../lib/site.ts';
import { syntheticArticle, toMdx } from '../lib/synthetic.ts';

/** Copied into the project variant (everything else at the top level is symlinked or left out). */
const COPIED = ['astro.config.mjs', 'tsconfig.json', 'package.json', '.gitignore', 'src', 'public'];
/** Never linked: build output, caches, tests, and content (replaced by the synthetic articles). */
const LEFT_OUT = new Set([
  '.git',
  'dist',
  '.astro',
  '.data',
  'bench',
  'content',
  'test-results',
  'playwright-report',
  'coverage',
  'tests',
]);

function writeArticles(articlesDir: string, count: number, heroSvg: string | undefined): void {
  mkdirSync(join(articlesDir, 'images'), { recursive: true });
  if (heroSvg) cpSync(heroSvg, join(articlesDir, 'images', 'hero.svg'));
  for (let i = 0; i < count; i++) {
    const article = syntheticArticle(i);
    writeFileSync(join(articlesDir, `${article.slug}.mdx`), toMdx(article));
  }
}

/** A hero SVG from the real articles, so the project's image pipeline does its usual work. */
function findHeroSvg(): string | undefined {
  const dir = join(REPO, 'content', 'articles', 'images');
  if (!existsSync(dir)) return undefined;
  const svg = readdirSync(dir).find((name) => name.endsWith('.svg'));
  return svg === undefined ? undefined : join(dir, svg);
}

/** The entries of content/ other than the articles (which the synthetic ones replace). */
export function contentFoldersBesideArticles(repo = REPO): string[] {
  const content = join(repo, 'content');
  if (!existsSync(content)) return [];
  return readdirSync(content).filter((name) => name !== 'articles');
}

/** A copy of this project with `count` synthetic articles instead of the real ones. */
export function projectVariant(root: string, count: number, heroSvg: string): void {
  for (const name of readdirSync(REPO)) {
    if (LEFT_OUT.has(name)) continue;
    if (name === 'node_modules') {
      linkNodeModules(root);
      continue;
    }
    const from = join(REPO, name);
    if (COPIED.includes(name)) cpSync(from, join(root, name), { recursive: true });
    else symlinkSync(from, join(root, name));
  }
  // Everything the real site builds from content/ except its articles (the guides, the recipe
  // catalogue when it lives there, …), so the variant pays for every page kind the site has.
  for (const name of contentFoldersBesideArticles())
    cpSync(join(REPO, 'content', name), join(root, 'content', name), { recursive: true });
  writeArticles(join(root, 'content', 'articles'), count, heroSvg);
}

const BARE_CONFIG = `import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';

export default defineConfig({ integrations: [mdx()] });
`;
const BARE_CONTENT_CONFIG = `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const articles = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/articles' }),
  schema: z.looseObject({ title: z.string(), lead: z.string() }),
});

export const collections = { articles };
`;
const BARE_LAYOUT = `---
interface Props { title: string }
const { title } = Astro.props;
---
<html lang="sv">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>{title}</title></head>
  <body><main><slot /></main></body>
</html>
`;
const BARE_BOX = `---
interface Props { title?: string }
---
<aside><strong>{Astro.props.title}</strong><slot /></aside>
`;
const BARE_ARTICLE = `---
import { getCollection, render } from 'astro:content';
import Box from '../../components/Box.astro';
import Layout from '../../layouts/Layout.astro';

export async function getStaticPaths() {
  const entries = await getCollection('articles');
  return entries.map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}
const { entry } = Astro.props;
const { Content } = await render(entry);
---
<Layout title={entry.data.title}>
  <h1>{entry.data.title}</h1>
  <p>{entry.data.lead}</p>
  <Content components={{ Card: Box, ResearchBox: Box }} />
</Layout>
`;
const BARE_INDEX = `---
import { getCollection } from 'astro:content';
import Layout from '../layouts/Layout.astro';
const entries = await getCollection('articles');
---
<Layout title="Artiklar">
  <ul>{entries.map((entry) => <li><a href={\`/articles/\${entry.id}\`}>{entry.data.title}</a></li>)}</ul>
</Layout>
`;

/** A bare Astro + MDX project with the same `count` articles. */
export function bareVariant(root: string, count: number): void {
  linkNodeModules(root);
  writeFileSync(
    join(root, 'package.json'),
    '{ "name": "bare-astro-bench", "private": true, "type": "module" }\n',
  );
  writeFileSync(join(root, 'astro.config.mjs'), BARE_CONFIG);
  const files: Record<string, string> = {
    'src/content.config.ts': BARE_CONTENT_CONFIG,
    'src/layouts/Layout.astro': BARE_LAYOUT,
    'src/components/Box.astro': BARE_BOX,
    'src/pages/articles/[slug].astro': BARE_ARTICLE,
    'src/pages/index.astro': BARE_INDEX,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  writeArticles(join(root, 'content', 'articles'), count, undefined);
}

/** Terminal colour codes (ESC [ … m) in a build log. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The error lines of a build log (else its last lines), shortened for the report. */
function errorLines(log: string): string {
  const lines = log
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const errors = lines.filter((line) => /error/i.test(line));
  return (errors.length > 0 ? errors : lines).slice(-3).join(' / ').slice(0, 400);
}

function countHtml(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    .length;
}

export interface BuildMeasurement {
  variant: 'project' | 'bare';
  articles: number;
  pages: number;
  wallMs: number;
  peakRssBytes: number | undefined;
  error?: string;
}

async function measureBuild(
  variant: 'project' | 'bare',
  count: number,
  heroSvg: string,
): Promise<BuildMeasurement> {
  const root = mkdtempSync(join(tmpdir(), `halsoplaneraren-bench-${variant}-${count}-`));
  trackDir(root);
  try {
    if (variant === 'project') projectVariant(root, count, heroSvg);
    else bareVariant(root, count);
    const outDir = join(root, 'dist');
    const result = await astroBuild(outDir, { root, timeoutMs: 240_000 });
    const pages = countHtml(outDir);
    const base = {
      variant,
      articles: count,
      pages,
      wallMs: result.wallMs,
      peakRssBytes: result.peakRssBytes,
    };
    if (result.code !== 0) {
      const reason = result.timedOut ? 'timed out' : `exit ${result.code ?? 'signal'}`;
      return { ...base, error: `${reason}: ${errorLines(`${result.stderr}\n${result.stdout}`)}` };
    }
    return base;
  } finally {
    rmSync(root, { recursive: true, force: true });
    forgetDir(root);
  }
}

/** Assumed cost per extra article before two sizes have been measured, ms (anchors: ~11 ms on a quiet machine). */
const DEFAULT_MS_PER_ARTICLE = 40;

/**
 * Expected wall time of a build of `size` articles from earlier builds of the same variant: the last
 * build plus the marginal cost per article (from the last two builds, else a default), ms.
 */
export function estimateBuildMs(
  earlier: readonly { articles: number; wallMs: number }[],
  size: number,
): number {
  const last = earlier[earlier.length - 1];
  if (!last) return 15_000 + size * DEFAULT_MS_PER_ARTICLE;
  const before = earlier[earlier.length - 2];
  const marginal =
    before && last.articles !== before.articles
      ? Math.max(5, (last.wallMs - before.wallMs) / (last.articles - before.articles))
      : DEFAULT_MS_PER_ARTICLE;
  return last.wallMs + Math.max(0, size - last.articles) * marginal;
}

export interface ScalingOptions {
  sizes: readonly number[];
  /** No build starts after this time (Date.now() ms) or when its estimate would pass it. */
  deadline: number;
  log: (line: string) => void;
}

/** Runs the builds (per size: project, then bare) and returns the Markdown body. */
export async function buildScalingSection(options: ScalingOptions): Promise<string> {
  const heroSvg = findHeroSvg();
  if (!heroSvg)
    return '_Build scaling: not available yet (content/articles/images/ has no SVG hero to reuse)._';
  const measurements: BuildMeasurement[] = [];
  const skipped: string[] = [];
  // One untimed build first, so the first timed build does not also pay for a cold file cache.
  options.log('build scaling: warm-up build (not reported)…');
  await measureBuild('project', 3, heroSvg);
  for (const size of options.sizes) {
    for (const variant of ['project', 'bare'] as const) {
      const earlier = measurements.filter((m) => m.variant === variant && !m.error);
      const estimate = estimateBuildMs(earlier, size) * 1.3;
      if (Date.now() + estimate > options.deadline) {
        skipped.push(
          `${variant} × ${size} (estimated ${seconds(estimate)}; not enough time left in the budget)`,
        );
        continue;
      }
      options.log(`build scaling: ${variant} with ${size} articles…`);
      const measurement = await measureBuild(variant, size, heroSvg);
      measurements.push(measurement);
      options.log(
        `build scaling: ${variant} × ${size}: ${seconds(measurement.wallMs)}, ${measurement.pages} pages, ${mb(measurement.peakRssBytes)}${measurement.error ? `, FAILED ${measurement.error}` : ''}`,
      );
    }
  }
  return formatScaling(measurements, skipped);
}

const perSecond = (m: BuildMeasurement | undefined): number | undefined =>
  m === undefined || m.error ? undefined : m.pages / (m.wallMs / 1000);

/** The scaling table: one row per size, project and bare side by side, with ratios. */
export function formatScaling(measurements: readonly BuildMeasurement[], skipped: readonly string[]): string {
  const sizes = [...new Set(measurements.map((m) => m.articles))];
  const rows = sizes.map((size) => {
    const project = measurements.find((m) => m.articles === size && m.variant === 'project');
    const bare = measurements.find((m) => m.articles === size && m.variant === 'bare');
    const ok = (m: BuildMeasurement | undefined) => (m && !m.error ? m : undefined);
    const p = ok(project);
    const b = ok(bare);
    const rate = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));
    return [
      String(size),
      p ? String(p.pages) : project?.error ? 'failed' : '–',
      p ? seconds(p.wallMs) : '–',
      rate(perSecond(p)),
      mb(p?.peakRssBytes),
      b ? String(b.pages) : bare?.error ? 'failed' : '–',
      b ? seconds(b.wallMs) : '–',
      rate(perSecond(b)),
      mb(b?.peakRssBytes),
      ratio(p?.wallMs, b?.wallMs),
      ratio(p?.peakRssBytes, b?.peakRssBytes),
    ];
  });
  const failures = measurements
    .filter((m) => m.error)
    .map((m) => `- ${m.variant} × ${m.articles} failed: ${m.error ?? ''}`);
  return [
    table(
      [
        { header: 'Articles' },
        { header: 'Project pages', align: 'right' },
        { header: 'Project time', align: 'right' },
        { header: 'Project pages/s', align: 'right' },
        { header: 'Project peak RSS', align: 'right' },
        { header: 'Bare pages', align: 'right' },
        { header: 'Bare time', align: 'right' },
        { header: 'Bare pages/s', align: 'right' },
        { header: 'Bare peak RSS', align: 'right' },
        { header: 'Time ratio', align: 'right' },
        { header: 'Memory ratio', align: 'right' },
      ],
      rows,
    ),
    ...(failures.length > 0 ? ['', ...failures] : []),
    ...(skipped.length > 0 ? ['', 'Skipped:', ...skipped.map((s) => `- ${s}`)] : []),
  ].join('\n');
}
