import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

import { inThisBuild } from './drafts';
import { countMdxWords, readingMinutes } from './reading-time';

export type ArticleEntry = CollectionEntry<'articles'>;

/** What a card needs to show an article. */
export interface ArticleSummary {
  slug: string;
  title: string;
  lead: string;
  label: string;
  category: ArticleEntry['data']['category'];
  order: number;
  /** Words of the body as the reader sees it. */
  words: number;
  minutes: number;
}

/**
 * Every article this build shows: the published ones, and drafts too under `astro dev` (see
 * drafts.ts; files whose name starts with `_` are never loaded at all).
 */
export async function getArticles(): Promise<ArticleEntry[]> {
  return getCollection('articles', ({ data }) => inThisBuild(data.draft));
}

/** Words of an article's body as the reader sees it. */
export function articleWords(entry: ArticleEntry): number {
  return countMdxWords(entry.body ?? '');
}

/**
 * Summaries by entry id and content digest: home, both hubs and every article page list the
 * articles, and counting a long body's words once per build is enough.
 */
const summaries = new Map<string, ArticleSummary>();

/** Card data for one article, with the reading time computed from its body. */
export function summarize(entry: ArticleEntry): ArticleSummary {
  const key = `${entry.id}:${entry.digest ?? entry.body ?? ''}`;
  const cached = summaries.get(key);
  if (cached) return cached;
  const { title, lead, label, category, order } = entry.data;
  const words = articleWords(entry);
  const summary = {
    slug: entry.id,
    title,
    lead,
    label,
    category,
    order,
    words,
    minutes: readingMinutes(words),
  };
  summaries.set(key, summary);
  return summary;
}

/** Card data for every published article. */
export async function getArticleSummaries(): Promise<ArticleSummary[]> {
  return (await getArticles()).map(summarize);
}

/** A guide by kind; the build fails loudly if its file is missing or of the wrong kind. */
export async function getGuide<K extends 'strength' | 'cardio'>(
  kind: K,
): Promise<CollectionEntry<'guides'> & { data: Extract<CollectionEntry<'guides'>['data'], { kind: K }> }> {
  const entry = await getEntry('guides', kind);
  if (entry?.data.kind !== kind) {
    throw new Error(`content/guides/${kind}.mdx is missing or does not have kind: ${kind}`);
  }
  return entry as CollectionEntry<'guides'> & {
    data: Extract<CollectionEntry<'guides'>['data'], { kind: K }>;
  };
}
