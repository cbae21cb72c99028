/** The part of Pagefind's browser API (`/pagefind/pagefind.js`) that the search dialog uses. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

export interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] }>;
}

/** Loaded on first use only; built into dist/pagefind by the integration in astro.config.mjs. */
const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | undefined;

/** Imports and initialises Pagefind once; later calls share the same promise. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ PAGEFIND_URL)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
