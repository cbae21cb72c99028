/** Per-page values that MDX components read while an article renders (see SourceList.astro). */
declare namespace App {
  interface Locals {
    /** The current article's frontmatter sources. */
    articleSources?: readonly import('./article-schema').ArticleSource[];
    /** Names already given to table regions on this page, so that each name is unique. */
    tableLabels?: Set<string>;
  }
}
