/** The article search's status line (src/scripts/search/search-results.ts). */
export const SEARCH = {
  /** "1 träff", "3 träffar"; with none, the words searched for. */
  results: (count: number, term: string): string =>
    count === 0 ? `Inga träffar för ”${term}”` : `${count} träff${count > 1 ? 'ar' : ''}`,
  loadFailed: 'Sökningen kunde inte laddas.',
} as const;
