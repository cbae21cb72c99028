/**
 * Drafts: an article or a recipe with `draft: true` is shown by `astro dev` (`npm run dev`) and left
 * out of every production build — no page, and not on the home page, the hubs, the RSS feed, the
 * sitemap or in search (all of them list what the build shows).
 */
export const inThisBuild = (draft: boolean | undefined, dev: boolean = import.meta.env.DEV): boolean =>
  dev || draft !== true;
