import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publishedMdxFiles } from './content-files.ts';
import { referenceClaims } from './reference-claims.ts';

const ARTICLES = resolve(dirname(fileURLToPath(import.meta.url)), '../../../content/articles');
const published = publishedMdxFiles(ARTICLES);

describe('articles state the same fibre, salt and vitamin D references as the nutrient module', () => {
  it.each(published)('%s', (file) => {
    const claims = referenceClaims(readFileSync(join(ARTICLES, file), 'utf8'));
    const wrong = claims
      .filter((c) => c.disagreement !== undefined)
      .map(
        (c) =>
          `${c.topic} ${c.values.join('–')}: "${c.sentence}" — reference.ts says ${c.disagreement ?? ''}`,
      );
    expect(wrong).toEqual([]);
  });
});

describe('the claim scanner', () => {
  it('finds the references the articles state (so the check above is not empty)', () => {
    const claims = published.flatMap((f) => referenceClaims(readFileSync(join(ARTICLES, f), 'utf8')));
    // protein-fiber-weight-loss and healthy-meal-plan-guide state 3 g/MJ and 25–35 g.
    expect(claims.filter((c) => c.topic === 'fibre').length).toBeGreaterThanOrEqual(3);
  });

  const one = (text: string) =>
    referenceClaims(text).map((c) => ({ values: c.values, ok: c.disagreement === undefined }));

  it('accepts the stated references in their usual wordings', () => {
    expect(one('NNR 2023 rekommenderar 25–35 g fiber per dag.')).toEqual([{ values: [25, 35], ok: true }]);
    expect(one('Vuxna bör äta minst 3 gram kostfiber per megajoule.')).toEqual([{ values: [3], ok: true }]);
    expect(one('Livsmedelsverket rekommenderar högst 6 g salt om dagen.')).toEqual([
      { values: [6], ok: true },
    ]);
    expect(one('Rekommendationen är 10 µg D-vitamin per dag för vuxna.')).toEqual([
      { values: [10], ok: true },
    ]);
    expect(one('Från 75 år rekommenderas 20 mikrogram vitamin D.')).toEqual([{ values: [20], ok: true }]);
    expect(one('Referensen 2,3 g natrium motsvarar knappt 6 g salt.')).toEqual([
      { values: [2.3], ok: true },
      { values: [6], ok: true },
    ]);
    expect(one('NNR:s golv för fiber är vid 1 702 kilokalorier ungefär 21 gram.')).toEqual([
      { values: [21], ok: true },
    ]);
  });

  it('flags a real disagreement', () => {
    expect(one('Livsmedelsverket rekommenderar högst 5 g salt per dag.')).toEqual([
      { values: [5], ok: false },
    ]);
    expect(one('NNR rekommenderar minst 30 gram fiber om dagen.')).toEqual([{ values: [30], ok: false }]);
    expect(one('Vuxna behöver 15 µg D-vitamin om dagen.')).toEqual([{ values: [15], ok: false }]);
    expect(one('Du bör äta minst 2 g fiber per MJ.')).toEqual([{ values: [2], ok: false }]);
  });

  it('ignores intake, food content, other authorities and other nutrients’ numbers', () => {
    expect(one('Vi äter i snitt 10 gram salt om dagen, mer än rekommenderat.')).toEqual([]);
    expect(one('WHO rekommenderar mindre än 5 gram salt om dagen.')).toEqual([]);
    expect(one('En portion linser innehåller 8 g fiber, mer än rekommenderat per måltid.')).toEqual([]);
    expect(one('NNR rekommenderar minst 500 gram grönsaker och 3 g fiber per MJ.')).toEqual([
      { values: [3], ok: true },
    ]);
    expect(one('| Linser, 1 dl | 9 g | 4 g fiber rekommenderas |')).toEqual([]);
  });
});
