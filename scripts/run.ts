/**
 * `npm start` / `npm run dev`: the whole product on this machine — the local Supabase-compatible
 * server (auth, data, functions; http://127.0.0.1:54321) beside the site (http://localhost:4321).
 * `npm start` builds and serves the production build; `npm run dev` runs Astro's dev server.
 * Ctrl-C stops both; if either exits, the other is stopped too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

if (mode === 'start') {
  // The engine's catalogue module from content/recipes/ first (a plain `astro build` only checks it).
  const recipes = spawnSync('node', ['scripts/build-recipes.ts'], { stdio: 'inherit', env });
  if (recipes.status !== 0) process.exit(recipes.status ?? 1);
  const build = spawnSync('astro', ['build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(
    () => process.exit(code),
    () => process.exit(code),
  );
}

function run(name: string, command: string, args: string[]): void {
  const child = spawn(command, args, { stdio: 'inherit', env });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? `exit ${code ?? '?'}`}); stopping the rest.`);
      stopAll(code ?? 1);
    }
  });
}

run('Local Supabase server', 'node', ['supabase/local/main.ts']);
if (mode === 'dev') run('Astro dev server', 'astro', ['dev']);
else run('Site', 'astro', ['preview']);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));
