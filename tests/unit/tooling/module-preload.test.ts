import { describe, expect, it } from 'vitest';

import { modulesToPreload, relativeStaticImports } from '../../../scripts/lib/module-preload.mjs';

const FILES: Record<string, string> = {
  '/_astro/client.js': 'import{a as b}from"./react.js";export default 1',
  '/_astro/Island.js':
    'import{j as e}from"./jsx.js";import"./react.js";export{x}from"./ui/Button.js";const l=()=>import("./late.js");',
  '/_astro/jsx.js': 'import"./react.js";',
  '/_astro/react.js': 'export const r=1',
  '/_astro/ui/Button.js': 'import{r}from"../react.js";',
  '/_astro/late.js': 'import"./catalogue.js";',
  '/_astro/header.js': 'import{s}from"./site.js";',
  '/_astro/site.js': '',
};
const read = (path: string) => FILES[path];

describe('module preloads', () => {
  it('reads relative static imports and leaves dynamic imports and packages alone', () => {
    expect(relativeStaticImports(FILES['/_astro/Island.js'] ?? '')).toEqual([
      './jsx.js',
      './react.js',
      './ui/Button.js',
    ]);
    expect(relativeStaticImports('import x from "react";import"/abs.js"')).toEqual(['/abs.js']);
  });

  it("preloads an eager island's whole static graph, once each, and never code loaded on demand", () => {
    const html =
      '<head><script type="module" src="/_astro/header.js"></script></head>' +
      '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js" client="load"></astro-island>';
    const paths = modulesToPreload(html, read);
    expect(paths).toEqual([
      '/_astro/site.js',
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/Island.js',
      '/_astro/jsx.js',
      '/_astro/ui/Button.js',
    ]);
    expect(paths).not.toContain('/_astro/late.js');
    // The page names its header script itself: only that script's imports are added.
    expect(paths).not.toContain('/_astro/header.js');
  });

  it('leaves islands that wait for the screen or a click alone', () => {
    const html =
      '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js" client="visible"></astro-island>';
    expect(modulesToPreload(html, read)).toEqual([]);
  });
});
