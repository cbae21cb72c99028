import { describe, expect, it } from 'vitest';

import { buildRss, escapeXml } from '@/lib/content/rss';
import { articleJsonLd } from '@/lib/content/structured-data';

describe('buildRss', () => {
  const channel = {
    title: 'Hälsoplaneraren',
    description: 'Artiklar om kost, träning & sömn',
    link: 'https://example.se/',
    self: 'https://example.se/rss.xml',
    language: 'sv-SE',
  };

  it('lists items newest first with escaped text and RFC 822 dates', () => {
    const xml = buildRss(channel, [
      {
        title: 'Äldre',
        description: 'Protein & fibrer',
        link: 'https://example.se/articles/a',
        published: new Date('2024-01-02'),
        category: 'Kost',
      },
      {
        title: 'Nyare <ny>',
        description: 'Sömn',
        link: 'https://example.se/articles/b',
        published: new Date('2024-03-12'),
        category: 'Sömn',
      },
    ]);
    expect(xml.indexOf('Nyare &lt;ny&gt;')).toBeLessThan(xml.indexOf('Äldre'));
    expect(xml).toContain('<description>Protein &amp; fibrer</description>');
    expect(xml).toContain('<pubDate>Tue, 12 Mar 2024 00:00:00 GMT</pubDate>');
    expect(xml).toContain('Artiklar om kost, träning &amp; sömn');
  });

  it('escapes quotes for attributes', () => {
    expect(escapeXml(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &apos;b&apos;');
  });
});

describe('articleJsonLd', () => {
  it('cannot close its script element', () => {
    const json = articleJsonLd({
      title: 'Titel </script><script>alert(1)</script>',
      lead: 'Ingress',
      url: 'https://example.se/articles/x',
      image: 'https://example.se/x.svg',
      published: new Date('2024-03-12'),
      reviewed: new Date('2026-11-01'),
      category: 'Sömn',
      wordCount: 2500,
    });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      headline: 'Titel </script><script>alert(1)</script>',
      dateModified: '2026-11-01',
    });
  });
});
