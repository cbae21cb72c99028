/**
 * An ASCII anchor id from Swedish text, e.g. "Chins och pullups" → "chins-och-pullups",
 * "Knäböj" → "knaboj". Used for in-page links on the guides.
 */
export function anchorId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
