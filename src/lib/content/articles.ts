import type { ArticleCategory } from './article-schema';
import { ARTICLE_CATEGORIES } from './article-schema';

/** The minimum an article needs for lists: the frontmatter used for grouping and ordering. */
export interface ListedArticle {
  category: ArticleCategory;
  order: number;
  title: string;
}

/** Articles sorted by their `order` in the home column, then by title (Swedish collation). */
export function sortByOrder<T extends ListedArticle>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, 'sv'));
}

/** Articles grouped into the home columns Kost, Träning, Sömn (every column present, maybe empty). */
export function groupByCategory<T extends ListedArticle>(
  articles: readonly T[],
): { category: ArticleCategory; articles: T[] }[] {
  return ARTICLE_CATEGORIES.map((category) => ({
    category,
    articles: sortByOrder(articles.filter((article) => article.category === category)),
  }));
}

/*
 * Every article page of a build looks things up in the same list of all articles (the pages share
 * one array, never changed afterwards): the articles by slug, and each category's articles in home
 * order, are built once per list, so a build of n articles does O(n) work for them instead of O(n²).
 */
const slugIndexes = new WeakMap<readonly { slug: string }[], Map<string, unknown>>();
const categoryIndexes = new WeakMap<readonly ListedArticle[], Map<ArticleCategory, unknown[]>>();

/** The articles of a list by slug (a later article of the same slug wins, as in `new Map(list)`). */
function bySlug<T extends { slug: string }>(articles: readonly T[]): Map<string, T> {
  let index = slugIndexes.get(articles) as Map<string, T> | undefined;
  if (index === undefined) {
    index = new Map(articles.map((article) => [article.slug, article]));
    slugIndexes.set(articles, index);
  }
  return index;
}

/** The articles of a list in one category, in home order. */
function inCategory<T extends ListedArticle>(
  articles: readonly T[],
  category: ArticleCategory,
): readonly T[] {
  let index = categoryIndexes.get(articles) as Map<ArticleCategory, T[]> | undefined;
  if (index === undefined) {
    index = new Map(groupByCategory(articles).map((column) => [column.category, column.articles]));
    categoryIndexes.set(articles, index);
  }
  return index.get(category) ?? [];
}

/**
 * The related articles that exist, in the order the editor listed them; unknown slugs (articles not
 * written yet), duplicates and the article itself are skipped.
 */
export function resolveRelated<T extends { slug: string }>(
  selfSlug: string,
  slugs: readonly string[],
  articles: readonly T[],
): T[] {
  const index = bySlug(articles);
  const seen = new Set<string>([selfSlug]);
  const found: T[] = [];
  for (const slug of slugs) {
    const article = index.get(slug);
    if (article === undefined || seen.has(slug)) continue;
    seen.add(slug);
    found.push(article);
  }
  return found;
}

/** True when the MDX body places the reference list itself with `<SourceList />`. */
export function placesSourceList(body: string): boolean {
  return /<SourceList[\s/>]/u.test(body);
}

/**
 * Up to `count` related articles: the editor's `related` slugs that exist first, then other articles of
 * the same category in home order, so the list stays useful while the listed articles are unwritten.
 */
export function pickRelated<T extends ListedArticle & { slug: string }>(
  self: T,
  slugs: readonly string[],
  articles: readonly T[],
  count = 3,
): T[] {
  const listed = resolveRelated(self.slug, slugs, articles);
  const picked = listed.slice(0, count);
  const taken = new Set([self.slug, ...listed.map((article) => article.slug)]);
  for (const article of inCategory(articles, self.category)) {
    if (picked.length >= count) break;
    if (!taken.has(article.slug)) picked.push(article);
  }
  return picked;
}
