/**
 * The published content as files: every article and guide, its frontmatter parsed as YAML (no
 * schema applied, so a test can check what an editor wrote) and its MDX body. Drafts
 * (`draft: true`, or a `_name.mdx` file) are never published and are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { parse } from 'yaml';

export const REPO = resolve(import.meta.dirname, '../../..');

export interface ContentSource {
  title: string;
  publisher: string;
  year: number;
  url: string;
  doi?: string;
  authors?: string;
}

export interface ContentFile {
  /** e.g. `articles/sleep-hygiene.mdx` */
  file: string;
  collection: 'articles' | 'guides';
  data: Record<string, unknown> & { sources: ContentSource[] };
  body: string;
  /** The whole file, frontmatter included. */
  raw: string;
}

/** Splits an .mdx file into its YAML frontmatter and its body. */
export function splitMdx(raw: string): { frontmatter: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/u.exec(raw);
  if (!match) throw new Error('missing frontmatter');
  return { frontmatter: match[1] ?? '', body: match[2] ?? '' };
}

export function parseContent(file: string, collection: ContentFile['collection'], raw: string): ContentFile {
  const { frontmatter, body } = splitMdx(raw);
  const data = parse(frontmatter) as Record<string, unknown> & { sources?: ContentSource[] };
  return { file, collection, data: { ...data, sources: data.sources ?? [] }, body, raw };
}

/** Whether an .mdx file is published: not a `_name.mdx` file and not `draft: true`. */
export function isPublishedMdx(name: string, raw: string): boolean {
  if (!name.endsWith('.mdx') || name.startsWith('_')) return false;
  const { frontmatter } = splitMdx(raw);
  return (parse(frontmatter) as { draft?: unknown } | null)?.draft !== true;
}

/** The file names of the published .mdx files of a folder, sorted. */
export function publishedMdxFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx') && isPublishedMdx(name, readFileSync(join(dir, name), 'utf8')))
    .sort();
}

/** Every published article and guide. */
export function contentFiles(): ContentFile[] {
  return (['articles', 'guides'] as const).flatMap((collection) => {
    const dir = join(REPO, 'content', collection);
    return publishedMdxFiles(dir).map((name) =>
      parseContent(`${collection}/${name}`, collection, readFileSync(join(dir, name), 'utf8')),
    );
  });
}
