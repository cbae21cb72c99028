/** Facts about the machine and tool versions, printed at the top of the report. */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

import { REPO } from './site.ts';

/** The installed version of an npm package in this repository, or "missing". */
export function packageVersion(name: string): string {
  try {
    const json = JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return json.version ?? 'unknown';
  } catch {
    return 'missing';
  }
}

/** One-line load average, e.g. "1.02 / 0.88 / 0.61". */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

/** Markdown bullet lines describing the machine and versions. */
export function environmentLines(): string[] {
  const cpu = cpus();
  return [
    `- Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 1024 ** 3)} GB RAM, load average at start ${loadAverage()} (1/5/15 min)`,
    `- Node ${process.versions.node}; astro ${packageVersion('astro')}, vite ${packageVersion('vite')}, @astrojs/mdx ${packageVersion('@astrojs/mdx')}, lighthouse ${packageVersion('lighthouse')}, react-dom ${packageVersion('react-dom')}, @supabase/supabase-js ${packageVersion('@supabase/supabase-js')}`,
  ];
}
