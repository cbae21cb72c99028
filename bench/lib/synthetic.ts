/**
 * Synthetic MDX articles for the build-scaling benchmark: about 1,100 words of Swedish-looking text
 * in six H2 sections with a list, a table and one <Card>, and frontmatter that passes this project's
 * article schema. Deterministic for a given index.
 */

import { mulberry32 } from '../../supabase/functions/_shared/meal-plan/prng.ts';

const WORDS = (
  'och att det som en på är av för med till den inte om har de ett men vi kan du så ska sig när ' +
  'kroppen sömn kost protein fiber träning styrka kondition vila återhämtning energi måltid frukost lunch ' +
  'middag grönsaker frukt fullkorn baljväxter fisk vatten puls muskler rörlighet vardag vana rutin forskning ' +
  'studie rekommendation livsmedelsverket hälsa blodsocker mättnad kalorier vikt dygnsrytm ljus kväll morgon ' +
  'promenad löpning cykel knäböj marklyft planka stretching uthållighet intervaller tempo veckan minuter timmar ' +
  'gram portion tallrik råd skillnad effekt risk nytta långsiktig enkel hållbar personlig'
).split(' ');

const CATEGORIES = ['Kost', 'Träning', 'Sömn'] as const;

function pick<T>(list: readonly T[], random: () => number): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function sentence(random: () => number, words: number): string {
  const parts = Array.from({ length: words }, () => pick(WORDS, random));
  const first = parts[0] ?? 'och';
  parts[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return `${parts.join(' ')}.`;
}

/** A paragraph of about `words` words in sentences of 8–17 words. */
function paragraph(random: () => number, words: number): string {
  const sentences: string[] = [];
  let left = words;
  while (left > 0) {
    const length = Math.min(left, 8 + Math.floor(random() * 10));
    sentences.push(sentence(random, length));
    left -= length;
  }
  return sentences.join(' ');
}

export interface SyntheticArticle {
  /** File name without extension, e.g. "syntetisk-artikel-0042". */
  slug: string;
  /** Frontmatter as the article schema reads it. */
  frontmatter: Record<string, unknown>;
  /** The MDX body (no frontmatter). */
  body: string;
}

/** Article number `index` (0-based): slug, valid frontmatter and a ~1,100-word body. */
export function syntheticArticle(index: number, heroPath = './images/hero.svg'): SyntheticArticle {
  const random = mulberry32(index + 1);
  const number = String(index + 1).padStart(4, '0');
  const topic = `${pick(WORDS.slice(24), random)} och ${pick(WORDS.slice(24), random)}`;
  const frontmatter = {
    title: `Syntetisk artikel ${number}: ${topic}`,
    lead: `En syntetisk testartikel om ${topic}, skriven för att mäta hur bygget skalar med antalet sidor. ${sentence(random, 12)}`,
    category: CATEGORIES[index % CATEGORIES.length],
    label: 'Guide 2024',
    order: index + 1,
    hero: { src: heroPath, alt: `Illustration till den syntetiska artikeln nummer ${number}` },
    published: '2024-01-15',
    reviews: [{ date: '2026-01-15', note: 'faktagranskning' }],
    sources: [
      {
        title: 'Kostråd för vuxna',
        publisher: 'Livsmedelsverket',
        year: 2024,
        url: 'https://www.livsmedelsverket.se/matvanor-halsa--miljo/kostrad/',
      },
    ],
    related: [],
  };

  const sections: string[] = [sentence(random, 12), '', paragraph(random, 80)];
  for (let s = 1; s <= 6; s++) {
    sections.push(
      '',
      `## Avsnitt ${s}: ${sentence(random, 4).slice(0, -1)}`,
      '',
      paragraph(random, 75),
      '',
      paragraph(random, 75),
    );
    if (s === 2) {
      sections.push('', ...Array.from({ length: 5 }, () => `- ${sentence(random, 9)}`));
    }
    if (s === 3) {
      sections.push('', '| Tid | Vana |', '| --- | --- |');
      for (let row = 0; row < 5; row++)
        sections.push(`| ${String(7 + row * 3).padStart(2, '0')}.00 | ${sentence(random, 6)} |`);
    }
    if (s === 4) {
      sections.push(
        '',
        '<Card title="Det viktigaste i korthet">',
        '',
        ...Array.from({ length: 4 }, () => `- ${sentence(random, 10)}`),
        '',
        '</Card>',
      );
    }
  }
  return { slug: `syntetisk-artikel-${number}`, frontmatter, body: `${sections.join('\n')}\n` };
}

/**
 * The article as an .mdx file. Frontmatter values are written as JSON, which is valid YAML, so no
 * YAML library is needed and quoting is always right.
 */
export function toMdx(article: SyntheticArticle): string {
  const lines = Object.entries(article.frontmatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n${article.body}`;
}

/** Words in an MDX body, ignoring markup characters (for the tests and the report). */
export function countWords(body: string): number {
  return body
    .replace(/<[^>]+>/g, ' ')
    .split(/[\s|#*-]+/)
    .filter((word) => /\p{L}/u.test(word)).length;
}
