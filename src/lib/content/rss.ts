/** One item of the RSS feed. */
export interface FeedItem {
  title: string;
  description: string;
  /** Absolute URL of the article. */
  link: string;
  published: Date;
  category: string;
}

/** The channel around the items. */
export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the site. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  /** BCP 47 language, e.g. "sv-SE". */
  language: string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for an XML element or attribute. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/gu, (char) => XML_ESCAPES[char] ?? char);
}

/** An RSS 2.0 document, newest item first. Dates are RFC 822 as RSS requires. */
export function buildRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const sorted = [...items].sort((a, b) => b.published.getTime() - a.published.getTime());
  const entries = sorted.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <description>${escapeXml(item.description)}</description>
      <category>${escapeXml(item.category)}</category>
      <pubDate>${item.published.toUTCString()}</pubDate>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.language)}</language>
    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml" />
${entries.join('\n')}
  </channel>
</rss>
`;
}
