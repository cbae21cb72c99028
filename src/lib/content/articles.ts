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

/**
 * The related articles that exist, in the order the editor listed them; unknown slugs (articles not
 * written yet), duplicates and the article itself are skipped.
 */
export function resolveRelated<T extends { slug: string }>(
  selfSlug: string,
  slugs: readonly string[],
  articles: readonly T[],
): T[] {
  const byId = new Map(articles.map((article) => [article.slug, article]));
  const seen = new Set<string>([selfSlug]);
  const found: T[] = [];
  for (const slug of slugs) {
    const article = byId.get(slug);
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
  const taken = new Set([self.slug, ...listed.map((article) => article.slug)]);
  const sameCategory = sortByOrder(
    articles.filter((article) => article.category === self.category && !taken.has(article.slug)),
  );
  return [...listed, ...sameCategory].slice(0, count);
}
