import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { countMdxWords, readingMinutes } from '@/lib/content/reading-time';

import { publishedMdxFiles } from './content-files.ts';

/** Every published article: drafts (`draft: true`, `_name.mdx`) are never published, so they are not held to the bar. */
const DIR = join(process.cwd(), 'content/articles');
const files = publishedMdxFiles(DIR);

/** Splits an .mdx file into its YAML frontmatter and its body. */
function split(source: string): { frontmatter: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/u.exec(source);
  if (!match) throw new Error('missing frontmatter');
  return { frontmatter: match[1] ?? '', body: match[2] ?? '' };
}

/** The entries of the top-level `sources:` list, each as its block of YAML lines. */
function sourceEntries(frontmatter: string): string[] {
  const lines = frontmatter.split(/\r?\n/u);
  const start = lines.findIndex((line) => /^sources:\s*$/u.test(line));
  if (start === -1) return [];
  const block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/u.test(line)) break; // next top-level key
    block.push(line);
  }
  const entries: string[] = [];
  for (const line of block) {
    if (/^\s*-\s/u.test(line)) entries.push(line);
    else if (entries.length > 0) entries.push(`${entries.pop() ?? ''}\n${line}`);
  }
  return entries;
}

describe('sourceEntries', () => {
  it('counts the list items under sources and stops at the next key', () => {
    const yaml = [
      'title: X',
      'sources:',
      '  - title: A',
      '    url: https://a.se/',
      '  - title: B',
      '    url: https://b.se/',
      'related: [a, b]',
    ].join('\n');
    expect(sourceEntries(yaml)).toHaveLength(2);
    expect(sourceEntries('title: X\nrelated: []')).toHaveLength(0);
  });
});

describe('every published article meets the bar', () => {
  it('finds the articles', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  for (const file of files) {
    const { frontmatter, body } = split(readFileSync(join(DIR, file), 'utf8'));

    it(`${file}: at least 4 sources, each with a URL`, () => {
      const sources = sourceEntries(frontmatter);
      expect(sources.length, `${file} lists ${sources.length} sources`).toBeGreaterThanOrEqual(4);
      for (const source of sources) expect(source).toMatch(/^\s+url:\s*https?:\/\/\S+/mu);
    });

    it(`${file}: reading time 12–22 minutes`, () => {
      const minutes = readingMinutes(countMdxWords(body));
      expect(minutes, `${file} reads in ${minutes} min`).toBeGreaterThanOrEqual(12);
      expect(minutes, `${file} reads in ${minutes} min`).toBeLessThanOrEqual(22);
    });
  }
});
