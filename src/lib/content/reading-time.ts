import { expandFacts } from './facts';

/** Reading speed used for every article: 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

/**
 * A word is a whitespace-separated token containing at least one letter or digit: a run of
 * non-space characters with a letter or digit in it (one regular-expression pass over the text, no
 * list of every token).
 */
const WORD = /\S*[\p{L}\p{N}]\S*/gu;

/** Counts words in plain text with the same rule the reading time uses. */
export function countTextWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/**
 * Reduces an MDX body to the text a reader sees: drops ESM lines, comments, images, link targets,
 * ordered-list numbers and component tags (keeping `title="…"` attributes, which render as headings);
 * `<Fact id="…" />` counts as the words it prints.
 */
export function mdxToReadableText(body: string): string {
  return (
    expandFacts(body)
      .replace(/^```[\s\S]*?^```/gmu, ' ')
      .replace(/^(?:import|export)\s.*$/gmu, ' ')
      .replace(/\{\/\*[\s\S]*?\*\/\}/gu, ' ')
      .replace(/<!--[\s\S]*?-->/gu, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/gu, ' ')
      .replace(/\]\([^)]*\)/gu, ']')
      .replace(/^\s*\d+[.)]\s/gmu, ' ')
      // Component tags: keep a title attribute's text, drop the rest of the tag.
      .replace(
        /<\/?[A-Za-z][\w.]*((?:\s+[\w:-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/?>/gu,
        (_tag, attrs: string) => {
          const title = /\btitle=(?:"([^"]*)"|'([^']*)')/u.exec(attrs);
          return ` ${title?.[1] ?? title?.[2] ?? ''} `;
        },
      )
  );
}

/** Words of an MDX body as a reader sees them. */
export function countMdxWords(body: string): number {
  return countTextWords(mdxToReadableText(body));
}

/** Whole minutes to read `words` at 200 words per minute, rounded up; at least 1 for any text. */
export function readingMinutes(words: number): number {
  if (words <= 0) return 0;
  return Math.ceil(words / WORDS_PER_MINUTE);
}

/** Swedish label such as "14 min läsning". */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min läsning`;
}
