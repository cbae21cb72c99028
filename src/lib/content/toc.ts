/** A heading as Astro's `render()` reports it. */
export interface MarkdownHeading {
  depth: number;
  slug: string;
  text: string;
}

/** One table-of-contents link. */
export interface TocEntry {
  /** Element id of the heading, without `#`. */
  id: string;
  text: string;
}

/**
 * The table of contents of an article: its `##` headings in document order. Headings without an id
 * cannot be linked and are left out; a trailing `#` that some editors leave is trimmed from the text.
 */
export function buildToc(headings: readonly MarkdownHeading[]): TocEntry[] {
  return headings
    .filter((heading) => heading.depth === 2 && heading.slug !== '')
    .map((heading) => ({ id: heading.slug, text: heading.text.replace(/\s*#+\s*$/u, '').trim() }));
}
