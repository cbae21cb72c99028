/** The part of Pagefind's browser API (`/pagefind/pagefind.js`) that the search dialog uses. */
interface Pagefind {
  /** Resolves to null when a newer call superseded this one within the debounce window. */
  debouncedSearch: (
    term: string,
    options: object,
    debounceMs: number,
  ) => Promise<{
    results: {
      data: () => Promise<{ url: string; excerpt: string; meta: { title?: string; kind?: string } }>;
    }[];
  } | null>;
}

/** A variable, not a literal, so that Vite leaves this import alone (no preload helper). */
const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | undefined;

/**
 * Imports Pagefind (built into dist/pagefind by astro.config.mjs) once; later calls share the promise,
 * and a failed load may be retried.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>;
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
