import { describe, expect, it } from 'vitest';

import {
  groupByCategory,
  pickRelated,
  placesSourceList,
  resolveRelated,
  sortByOrder,
} from '@/lib/content/articles';
import { isoDate } from '@/lib/content/format';
import { longDate } from '@/lib/format/date';

const article = (slug: string, category: 'Kost' | 'Träning' | 'Sömn', order: number, title = slug) => ({
  slug,
  category,
  order,
  title,
});

describe('home columns', () => {
  it('groups into Kost, Träning, Sömn and sorts each by order', () => {
    const columns = groupByCategory([
      article('b', 'Kost', 2),
      article('s', 'Sömn', 1),
      article('a', 'Kost', 1),
    ]);
    expect(columns.map((column) => column.category)).toEqual(['Kost', 'Träning', 'Sömn']);
    expect(columns[0]?.articles.map((a) => a.slug)).toEqual(['a', 'b']);
    expect(columns[1]?.articles).toEqual([]);
  });

  it('breaks ties in order by Swedish title', () => {
    const sorted = sortByOrder([article('x', 'Kost', 1, 'Ägg'), article('y', 'Kost', 1, 'Zink')]);
    expect(sorted.map((a) => a.title)).toEqual(['Zink', 'Ägg']);
  });
});

describe('resolveRelated', () => {
  it('keeps existing slugs in editor order, skipping unknown, duplicate and self', () => {
    const all = [{ slug: 'sleep-hygiene' }, { slug: 'sleep-cycles' }, { slug: 'healthy-meal-plan-guide' }];
    const related = resolveRelated(
      'sleep-hygiene',
      ['sleep-cycles', 'not-written-yet', 'sleep-hygiene', 'healthy-meal-plan-guide', 'sleep-cycles'],
      all,
    );
    expect(related.map((a) => a.slug)).toEqual(['sleep-cycles', 'healthy-meal-plan-guide']);
  });
});

describe('placesSourceList', () => {
  it('detects the SourceList component but not prose mentioning it', () => {
    expect(placesSourceList('Text\n\n<SourceList />\n')).toBe(true);
    expect(placesSourceList('Se SourceList-komponenten')).toBe(false);
  });
});

describe('dates', () => {
  it('formats the reviewed date in Swedish without shifting the day', () => {
    expect(longDate(new Date('2026-11-01'), { calendarDay: true })).toBe('1 november 2026');
    expect(isoDate(new Date('2024-03-12'))).toBe('2024-03-12');
  });
});

describe('pickRelated', () => {
  const self = article('sleep-hygiene', 'Sömn', 1);
  const all = [
    self,
    article('sleep-cycles', 'Sömn', 3),
    article('sleep-aging', 'Sömn', 2),
    article('healthy-meal-plan-guide', 'Kost', 1),
  ];

  it('puts the listed articles first and fills up with the same category in home order', () => {
    const related = pickRelated(self, ['healthy-meal-plan-guide', 'not-written-yet'], all);
    expect(related.map((a) => a.slug)).toEqual(['healthy-meal-plan-guide', 'sleep-aging', 'sleep-cycles']);
  });

  it('never exceeds the count and never lists the article itself', () => {
    const related = pickRelated(self, [], all, 1);
    expect(related.map((a) => a.slug)).toEqual(['sleep-aging']);
  });

  it('gives every page of a build the same picks as the list would, reading the list O(n) times in all', () => {
    const categories = ['Kost', 'Träning', 'Sömn'] as const;
    const plain = Array.from({ length: 600 }, (_, i) =>
      article(`a-${i}`, categories[i % 3] ?? 'Kost', 1 + ((i * 7) % 50), `Titel ${(i * 13) % 97}`),
    );
    // Every read of an element of the shared list is counted (as every article page passes it).
    let reads = 0;
    const shared = new Proxy(plain, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    for (const [i, self] of plain.entries()) {
      const listed = [`a-${(i * 31) % 600}`, 'not-written-yet', self.slug];
      const picked = pickRelated(self, listed, shared);
      // What the rule says, computed the plain way.
      const existing = plain.find((a) => a.slug === listed[0] && a.slug !== self.slug);
      const taken = new Set([self.slug, ...(existing ? [existing.slug] : [])]);
      const expected = [
        ...(existing ? [existing] : []),
        ...sortByOrder(plain.filter((a) => a.category === self.category && !taken.has(a.slug))),
      ].slice(0, 3);
      expect(picked).toEqual(expected);
    }
    // 600 pages reading all 600 articles would be 360,000 reads.
    expect(reads).toBeLessThan(10 * plain.length);
  });
});
