import type { APIRoute } from 'astro';

import { getArticles } from '@/lib/content/collection';
import { buildRss } from '@/lib/content/rss';

/** RSS 2.0 feed of every published article, newest first. */
export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? new URL('http://localhost:4321');
  const articles = await getArticles();
  const xml = buildRss(
    {
      title: 'Hälsoplaneraren – artiklar',
      description: 'Forskningsbaserade artiklar om kost, träning och sömn.',
      link: new URL('/', origin).href,
      self: new URL('/rss.xml', origin).href,
      language: 'sv-SE',
    },
    articles.map((entry) => ({
      title: entry.data.title,
      description: entry.data.lead,
      link: new URL(`/articles/${entry.id}/`, origin).href,
      published: entry.data.published,
      category: entry.data.category,
    })),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
