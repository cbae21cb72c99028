import { describe, expect, it } from 'vitest';

import { contentFiles, parseContent } from './content-files.ts';
import {
  citations,
  conflictingDois,
  malformedDois,
  sourcesWithoutAuthors,
  uncitedStudies,
} from './source-check.ts';

const files = contentFiles();
const messages = (problems: { file: string; message: string }[]) =>
  problems.map(({ file, message }) => `${file}: ${message}`);

describe('the source check over every article and guide', () => {
  it('reads all the content', () => {
    expect(files.filter((f) => f.collection === 'articles').length).toBeGreaterThanOrEqual(21);
    expect(files.filter((f) => f.collection === 'guides')).toHaveLength(2);
  });

  it('every DOI is well formed and agrees with its doi.org URL', () => {
    expect(messages(malformedDois(files))).toEqual([]);
  });

  it('no DOI is cited with two different titles or years', () => {
    expect(messages(conflictingDois(files))).toEqual([]);
  });

  it('every source has authors or a publisher; every paper names its authors', () => {
    expect(messages(sourcesWithoutAuthors(files))).toEqual([]);
  });

  it.each(files.map((f) => [f.file, f] as const))(
    '%s: every study the text names with a year is in its sources',
    (_name, file) => {
      expect(messages(uncitedStudies(file))).toEqual([]);
    },
  );

  it('finds the citations it checks (so the check above is not empty)', () => {
    const all = files.flatMap((f) => citations(f.body));
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(all).toContainEqual(expect.objectContaining({ surname: 'Walsh', year: 2021 }));
  });
});

describe('the source check catches', () => {
  const source = (extra: Record<string, unknown> = {}) => ({
    title: 'Quantification of the effect of energy imbalance on bodyweight (Hall KD m.fl.)',
    publisher: 'The Lancet',
    year: 2011,
    url: 'https://doi.org/10.1016/S0140-6736(11)60812-X',
    doi: '10.1016/S0140-6736(11)60812-X',
    ...extra,
  });
  const article = (name: string, sources: unknown[], body = 'Text.') =>
    parseContent(
      `articles/${name}.mdx`,
      'articles',
      `---\ntitle: T\nsources: ${JSON.stringify(sources)}\n---\n\n${body}\n`,
    );

  it('a malformed DOI and a URL that names another DOI', () => {
    const bad = article('a', [source({ doi: 'doi:10.1016/x' }), source({ url: 'https://doi.org/10.1/x' })]);
    expect(messages(malformedDois([bad]))).toEqual([
      'articles/a.mdx: malformed DOI "doi:10.1016/x" on "Quantification of the effect of energy imbalance on bodyweight (Hall KD m.fl.)"',
      'articles/a.mdx: URL https://doi.org/10.1016/S0140-6736(11)60812-X and doi doi:10.1016/x differ on "Quantification of the effect of energy imbalance on bodyweight (Hall KD m.fl.)"',
      'articles/a.mdx: malformed DOI in URL https://doi.org/10.1/x',
      'articles/a.mdx: URL https://doi.org/10.1/x and doi 10.1016/S0140-6736(11)60812-X differ on "Quantification of the effect of energy imbalance on bodyweight (Hall KD m.fl.)"',
    ]);
  });

  it('one DOI with another title or year in a second article, but not another author note', () => {
    const first = article('a', [source()]);
    const sameTitle = article('b', [
      source({ title: 'Quantification of the effect of energy imbalance on bodyweight' }),
    ]);
    const otherYear = article('c', [source({ year: 2012 })]);
    const otherTitle = article('d', [source({ title: 'Energy imbalance and weight' })]);
    expect(conflictingDois([first, sameTitle])).toEqual([]);
    expect(messages(conflictingDois([first, otherYear, otherTitle]))).toEqual([
      'articles/c.mdx: doi 10.1016/S0140-6736(11)60812-X is from 2012 here but 2011 in articles/a.mdx',
      'articles/d.mdx: doi 10.1016/S0140-6736(11)60812-X is "Energy imbalance and weight" here but "Quantification of the effect of energy imbalance on bodyweight (Hall KD m.fl.)" in articles/a.mdx',
    ]);
  });

  it('a paper without authors, and a page without a publisher', () => {
    const bad = article('a', [
      source({ title: 'Quantification of the effect of energy imbalance on bodyweight' }),
      { title: 'Sömnsvårigheter', publisher: ' ', year: 2024, url: 'https://www.1177.se/' },
    ]);
    expect(messages(sourcesWithoutAuthors([bad]))).toEqual([
      'articles/a.mdx: paper "Quantification of the effect of energy imbalance on bodyweight" (doi 10.1016/S0140-6736(11)60812-X) names no authors',
      'articles/a.mdx: "Sömnsvårigheter" has neither authors nor a publisher',
    ]);
    const ok = article('b', [
      source({ title: 'Scientific Opinion on the safety of caffeine', authors: 'EFSA NDA Panel' }),
      { title: 'Sömnsvårigheter', publisher: '1177', year: 2024, url: 'https://www.1177.se/' },
    ]);
    expect(sourcesWithoutAuthors([ok])).toEqual([]);
  });

  it('a study named in the text that the sources do not list ("Prado 2024")', () => {
    const body = [
      'Enligt Hall m.fl. 2011 avtar takten.',
      'Prado et al. 2024 och (Walsh, 2021; Mah 2011) samt Kassiano och medarbetare från 2022.',
      'Källa: Gardiner m.fl., Sleep Medicine Reviews 2023.',
      'Sommaren 2024 publicerades mer (Karolinska Institutet 2017).',
    ].join('\n\n');
    const file = article(
      'a',
      [source(), { title: 'Sömn', publisher: 'Karolinska Institutet', year: 2017, url: 'https://ki.se/' }],
      body,
    );
    expect(citations(body).map((c) => `${c.surname} ${c.year}`)).toEqual([
      'Hall 2011',
      'Prado 2024',
      'Kassiano 2022',
      'Walsh 2021',
      'Mah 2011',
      'Institutet 2017',
      'Gardiner 2023',
    ]);
    expect(uncitedStudies(file).map((p) => p.message.split(' cites ')[1])).toEqual([
      "Prado 2024, which is not in this file's sources",
      "Kassiano 2022, which is not in this file's sources",
      "Walsh 2021, which is not in this file's sources",
      "Mah 2011, which is not in this file's sources",
      "Gardiner 2023, which is not in this file's sources",
    ]);
  });

  it('a cited author whose source is from another year', () => {
    const file = article('a', [source()], 'Hall m.fl. 2012 visade något.');
    expect(uncitedStudies(file)).toHaveLength(1);
  });
});
