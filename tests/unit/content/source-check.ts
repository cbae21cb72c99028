/**
 * The source check: DOIs well formed, one title and year per DOI across the site, every
 * source with authors or a publisher, and every study the text names as "Author YEAR" listed in the
 * article's own sources.
 */
import type { ContentFile, ContentSource } from './content-files.ts';

/** Crossref's advice for modern DOIs: 10.<4–9 digits>/<printable characters without spaces>. */
export const DOI = /^10\.\d{4,9}\/[-._;()/:A-Za-z0-9]+$/u;

export interface Problem {
  file: string;
  message: string;
}

const normalise = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A title without its trailing author note "(Livingston G m.fl.)" and punctuation, for comparing. */
export function comparableTitle(title: string): string {
  return normalise(title.replace(/\s*\([^()]*\)\s*$/u, ''))
    .replace(/[^a-z0-9]+/gu, ' ')
    .trim();
}

/** DOIs that are not well formed, or that disagree with a doi.org URL on the same source. */
export function malformedDois(files: readonly ContentFile[]): Problem[] {
  const problems: Problem[] = [];
  for (const { file, data } of files) {
    for (const source of data.sources) {
      const fromUrl = /^https?:\/\/(?:dx\.)?doi\.org\/(.+)$/u.exec(source.url)?.[1];
      if (source.doi !== undefined && !DOI.test(source.doi)) {
        problems.push({ file, message: `malformed DOI "${source.doi}" on "${source.title}"` });
      }
      if (fromUrl !== undefined && !DOI.test(decodeURIComponent(fromUrl))) {
        problems.push({ file, message: `malformed DOI in URL ${source.url}` });
      }
      if (fromUrl !== undefined && source.doi !== undefined && decodeURIComponent(fromUrl) !== source.doi) {
        problems.push({
          file,
          message: `URL ${source.url} and doi ${source.doi} differ on "${source.title}"`,
        });
      }
    }
  }
  return problems;
}

/** A DOI cited with two different titles or years anywhere on the site. */
export function conflictingDois(files: readonly ContentFile[]): Problem[] {
  const seen = new Map<string, { file: string; source: ContentSource }>();
  const problems: Problem[] = [];
  for (const { file, data } of files) {
    for (const source of data.sources) {
      if (source.doi === undefined) continue;
      const key = source.doi.toLowerCase();
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, { file, source });
        continue;
      }
      if (comparableTitle(first.source.title) !== comparableTitle(source.title)) {
        problems.push({
          file,
          message: `doi ${source.doi} is "${source.title}" here but "${first.source.title}" in ${first.file}`,
        });
      }
      if (first.source.year !== source.year) {
        problems.push({
          file,
          message: `doi ${source.doi} is from ${source.year} here but ${first.source.year} in ${first.file}`,
        });
      }
    }
  }
  return problems;
}

/** "(Hall KD m.fl.)", "(Schoenfeld BJ, Aragon AA)", "(Diabetes Prevention Program Research Group, …)". */
const AUTHOR_NOTE =
  /\((?:[^()]*[,;] )?[\p{Lu}][\p{L}'’-]+(?: [\p{Lu}][\p{L}'’-]+)* [\p{Lu}]{1,3}\b[^()]*\)\s*$|\([^()]*(?:m\.fl\.|et al\.|Group|Commission|Collaboration|kommission)[^()]*\)\s*$/u;

/** The authors a source names: its `authors` field or the note at the end of its title. */
export function sourceAuthors(source: ContentSource): string | undefined {
  if (typeof source.authors === 'string' && source.authors.trim() !== '') return source.authors;
  return AUTHOR_NOTE.exec(source.title)?.[0];
}

/**
 * Every source names who wrote it. A paper (it has a DOI) names its authors; a report or web page
 * from an organisation has that organisation as its publisher.
 */
export function sourcesWithoutAuthors(files: readonly ContentFile[]): Problem[] {
  const problems: Problem[] = [];
  for (const { file, data } of files) {
    for (const source of data.sources) {
      const publisher = typeof source.publisher === 'string' ? source.publisher.trim() : '';
      if (source.doi !== undefined && sourceAuthors(source) === undefined) {
        problems.push({ file, message: `paper "${source.title}" (doi ${source.doi}) names no authors` });
      } else if (sourceAuthors(source) === undefined && publisher === '') {
        problems.push({ file, message: `"${source.title}" has neither authors nor a publisher` });
      }
    }
  }
  return problems;
}

export interface Citation {
  surname: string;
  year: number;
  text: string;
}

const NAME = String.raw`(?:(?:van|von|de|der|den|Van|De|Le|La)\s)?\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?`;
const ETAL = String.raw`(?:\s+(?:m\.\s?fl\.|et\s+al\.|och\s+(?:medarbetare|kollegor)))`;
const YEAR = String.raw`((?:19|20)\d\d)`;
/** "Walsh m.fl. 2021", "Hirshkowitz et al., 2015", "Kassiano och medarbetare från 2022" in running text. */
const RUNNING = new RegExp(String.raw`(${NAME})(?:\s+och\s+${NAME})?${ETAL},?\s+(?:från\s+)?${YEAR}\b`, 'gu');
/** Inside parentheses a bare "Name YEAR" or "Name, YEAR" is a citation too: "(Mah 2011; Walsh m.fl. 2021)". */
const PARENS = /\(([^()]*\b(?:19|20)\d\d\b[^()]*)\)/gu;
const IN_PARENS = new RegExp(
  String.raw`(?:^|[;,]\s*|\s)(${NAME})(?:\s+(?:och|&)\s+${NAME})?${ETAL}?,?\s+${YEAR}\b`,
  'gu',
);
/** "Källa: Gardiner m.fl., Sleep Medicine Reviews 2023." */
const SOURCE_LINE = new RegExp(
  String.raw`^Källa:\s+(${NAME})(?:\s+\p{Lu}{1,3})?(?:\s+(?:m\.\s?fl\.|et\s+al\.|och\s+${NAME}))?,[^\n]*?\b${YEAR}\b`,
  'gmu',
);

/** Words that start a "Word 2024" pair without being an author. */
const NOT_AUTHORS = new Set([
  'Källa',
  'Sommaren',
  'Våren',
  'Hösten',
  'Vintern',
  'År',
  'Året',
  'Nya',
  'Se',
  'Från',
  'Sedan',
]);

/** The studies a body names as author and year. */
export function citations(body: string): Citation[] {
  const text = body.replace(/`[^`]*`/gu, '');
  const found: Citation[] = [];
  const add = (surname: string | undefined, year: string | undefined, whole: string) => {
    if (surname === undefined || year === undefined || NOT_AUTHORS.has(surname)) return;
    found.push({ surname, year: Number(year), text: whole.trim() });
  };
  for (const m of text.matchAll(RUNNING)) add(m[1], m[2], m[0]);
  for (const group of text.matchAll(PARENS)) {
    for (const m of (group[1] ?? '').matchAll(IN_PARENS)) add(m[1], m[2], m[0]);
  }
  for (const m of text.matchAll(SOURCE_LINE)) add(m[1], m[2], m[0]);
  const unique = new Map(found.map((c) => [`${c.surname} ${c.year}`, c]));
  return [...unique.values()];
}

/** Citations in the text with no source by that author in that year in the same file. */
export function uncitedStudies(content: ContentFile): Problem[] {
  return citations(content.body)
    .filter(({ surname, year }) => {
      const name = normalise(surname);
      return !content.data.sources.some(
        (source) =>
          source.year === year &&
          normalise(`${source.title} ${source.authors ?? ''} ${source.publisher}`).includes(name),
      );
    })
    .map(({ surname, year, text }) => ({
      file: content.file,
      message: `"${text}" cites ${surname} ${year}, which is not in this file's sources`,
    }));
}
