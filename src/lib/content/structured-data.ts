import { isoDate } from './format';

/** What schema.org Article structured data needs about one article. */
export interface ArticleMeta {
  title: string;
  lead: string;
  /** Absolute URL of the article page. */
  url: string;
  /** Absolute URL of the hero image. */
  image: string;
  published: Date;
  reviewed: Date;
  category: string;
  wordCount: number;
}

/**
 * schema.org Article as a JSON string, safe to place inside `<script type="application/ld+json">`.
 * The reference list stays in the visible page only; repeating it here would add ~1.5 KB gzip.
 */
export function articleJsonLd(meta: ArticleMeta): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: meta.title,
    description: meta.lead,
    mainEntityOfPage: meta.url,
    image: [meta.image],
    datePublished: isoDate(meta.published),
    dateModified: isoDate(meta.reviewed),
    inLanguage: 'sv-SE',
    articleSection: meta.category,
    wordCount: meta.wordCount,
    author: { '@type': 'Organization', name: 'Hälsoplaneraren' },
    publisher: { '@type': 'Organization', name: 'Hälsoplaneraren' },
  };
  // "<" is escaped so that no text in the data can close the script element.
  return JSON.stringify(data).replace(/</gu, '\\u003c');
}
