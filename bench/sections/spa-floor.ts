/**
 * The floor of an SPA of this app: react-dom/client + @supabase/supabase-js bundled by the same
 * bundler Astro uses (Vite 8 / Rolldown, `vite`'s `build()` API, minified), weighed exactly like the
 * site's pages (gzip level 9, scripts plus their static imports). Built in a temp directory outside
 * the repository; its `node_modules` is a symlink to this repository's.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'vite';

import { weighBuild, type PageWeight } from '../../scripts/lib/page-weight.ts';
import { forgetDir, trackDir } from '../lib/cleanup.ts';
import { linkNodeModules } from '../lib/site.ts';

export interface FloorVariant {
  id: 'react' | 'supabase' | 'floor';
  label: string;
}

export const FLOOR_VARIANTS: readonly FloorVariant[] = [
  { id: 'react', label: 'react + react-dom/client (createRoot)' },
  { id: 'supabase', label: '@supabase/supabase-js (createClient, auth + data)' },
  { id: 'floor', label: 'SPA floor: react-dom/client + supabase-js' },
];

const HTML = `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Minsta möjliga SPA av Hälsoplaneraren: bara React och Supabase-klienten." />
    <link rel="icon" href="data:," />
    <title>SPA-golv – Hälsoplaneraren</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`;

const REACT = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
`;
const SUPABASE = `import { createClient } from '@supabase/supabase-js';
const supabase = createClient('http://127.0.0.1:54321', 'anon-key-placeholder');
`;
// Auth is read on load (as every app page does); data is fetched on click, so Lighthouse sees no
// failing request. supabase-js does not tree-shake, so the bundle is the same either way.
const ENTRIES: Record<FloorVariant['id'], string> = {
  react: `${REACT}
createRoot(document.getElementById('root')).render(
  h('main', null, h('h1', null, 'Hälsoplaneraren'), h('p', null, 'Planera måltider och träning.')),
);
`,
  supabase: `${SUPABASE}
const root = document.getElementById('root');
root.innerHTML = '<main><h1>Hälsoplaneraren</h1><p>Planera måltider och träning.</p><button>Mina planer</button></main>';
void supabase.auth.getSession();
root.querySelector('button').addEventListener('click', () => void supabase.from('meal_plans').select('*'));
`,
  floor: `${REACT}${SUPABASE}
void supabase.auth.getSession();
createRoot(document.getElementById('root')).render(
  h('main', null,
    h('h1', null, 'Hälsoplaneraren'),
    h('p', null, 'Planera måltider och träning.'),
    h('button', { onClick: () => void supabase.from('meal_plans').select('*') }, 'Mina planer'),
  ),
);
`,
};

export interface FloorBuild {
  variant: FloorVariant;
  weight: PageWeight;
  /** The built site (index.html + assets), servable by `vite preview`. */
  root: string;
  outDir: string;
}

export interface Floor {
  builds: FloorBuild[];
  /** Removes the temp directory. */
  cleanup: () => void;
}

/** Builds the three floor variants side by side in one temp directory. */
export async function buildSpaFloor(): Promise<Floor> {
  const base = mkdtempSync(join(tmpdir(), 'halsoplaneraren-bench-spa-'));
  trackDir(base);
  const builds: FloorBuild[] = [];
  try {
    for (const variant of FLOOR_VARIANTS) {
      const root = join(base, variant.id);
      mkdirSync(root);
      linkNodeModules(root);
      writeFileSync(join(root, 'index.html'), HTML);
      // Like the site: a robots.txt and no favicon request, so Lighthouse judges the bundle, not missing files.
      mkdirSync(join(root, 'public'));
      writeFileSync(join(root, 'public', 'robots.txt'), 'User-agent: *\nAllow: /\n');
      writeFileSync(join(root, 'main.js'), ENTRIES[variant.id]);
      const outDir = join(root, 'dist');
      await build({
        root,
        configFile: false,
        envFile: false,
        logLevel: 'silent',
        mode: 'production',
        build: { outDir, emptyOutDir: true, minify: true, reportCompressedSize: false },
      });
      const page = weighBuild(outDir).find((weight) => weight.route === '/');
      if (!page) throw new Error(`the ${variant.id} floor build has no index.html`);
      builds.push({ variant, weight: page, root, outDir });
    }
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
  return {
    builds,
    cleanup: () => {
      rmSync(base, { recursive: true, force: true });
      forgetDir(base);
    },
  };
}
