/**
 * The built site under test: an `astro build` into a directory of the benchmark's own (so it never
 * touches the `dist/` other tools use), and `astro preview` of it on a free loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { trackGroup } from './cleanup.ts';
import { killTree, runMeasured, type RunResult } from './proc.ts';

/** Absolute path of the repository (bench/lib/ → ../..). */
export const REPO = join(import.meta.dirname, '..', '..');
/** Astro's CLI, run with the Node that runs the benchmark (Node 22 via npm). */
export const ASTRO_CLI = join(REPO, 'node_modules', 'astro', 'bin', 'astro.mjs');

/** Cache folders tools write inside node_modules; a temp project gets its own, never the repository's. */
const NODE_MODULES_CACHES = new Set(['.astro', '.vite', '.cache', '.vitest']);

/**
 * Gives a temp project outside the repository this repository's packages: a real `node_modules`
 * folder whose entries are symlinks to the repository's, except the cache folders (Astro's content
 * data store, Vite's cache), so builds there never write into the repository.
 */
export function linkNodeModules(projectRoot: string): void {
  const target = join(projectRoot, 'node_modules');
  mkdirSync(target, { recursive: true });
  const source = join(REPO, 'node_modules');
  for (const name of readdirSync(source)) {
    if (NODE_MODULES_CACHES.has(name)) continue;
    symlinkSync(join(source, name), join(target, name));
  }
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port available');
  return address.port;
}

/** True when a TCP port on 127.0.0.1 can be bound right now. */
export async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  try {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    server.close();
    await once(server, 'close');
    return true;
  } catch {
    return false;
  }
}

/** Runs `astro build` of a project (default: this repository) into `outDir`. */
export function astroBuild(
  outDir: string,
  options: { root?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<RunResult> {
  const root = options.root ?? REPO;
  return runMeasured(process.execPath, [ASTRO_CLI, 'build', '--root', root, '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...options.env },
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
}

/** Polls a URL until it answers (any HTTP status), or throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

export interface Preview {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:43121 */
  origin: string;
  stop: () => void;
}

/** A preview server started as its own process group: ready once it answers, stopped with its children. */
async function served(child: ChildProcess, port: number): Promise<Preview> {
  trackGroup(child.pid);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`);
  } catch (error) {
    killTree(child.pid);
    throw error;
  }
  return { origin, stop: () => killTree(child.pid) };
}

/** Serves a built site with `astro preview` (gzip as Vite's preview server does) on the given port. */
export async function startPreview(outDir: string, port: number): Promise<Preview> {
  const child = spawn(
    process.execPath,
    [
      ASTRO_CLI,
      'preview',
      '--root',
      REPO,
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--ignore-lock',
    ],
    { cwd: REPO, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, stdio: 'ignore', detached: true },
  );
  return served(child, port);
}

/** Serves a plain Vite build (`<root>/dist`) with `vite preview`, e.g. the SPA floor. */
export async function startVitePreview(root: string, port: number): Promise<Preview> {
  const child = spawn(
    process.execPath,
    [
      join(REPO, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      root,
      '--outDir',
      'dist',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--strictPort',
    ],
    { cwd: root, env: process.env, stdio: 'ignore', detached: true },
  );
  return served(child, port);
}
