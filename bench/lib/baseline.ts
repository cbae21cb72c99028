/**
 * `BENCH_BASELINE=<git ref>`: the same Lighthouse runs on a build of another commit, served beside
 * this one and measured round-robin with it, so a change is read as a ratio in one run rather than
 * against another day's numbers (the machine is shared, and its speed moves by half between runs).
 * The ref is checked out into a temp git worktree, given this repository's packages, and built with
 * the same environment as the site (the bench's own Supabase server).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { forgetDir, trackDir } from './cleanup.ts';
import { firstLine } from './planning-core.ts';
import { astroBuild, linkNodeModules, REPO, startPreview, type Preview } from './site.ts';

export interface BaselineSite {
  /** The ref as given and its short commit, e.g. "main~3 (bf8b5de)". */
  name: string;
  preview: Preview;
  /** Stops the preview and removes the worktree. */
  stop: () => void;
}

const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Builds `ref` in a worktree and serves it on `port`; throws with the reason when it cannot. */
export async function startBaseline(
  ref: string,
  port: number,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<BaselineSite> {
  const commit = git('rev-parse', '--short', `${ref}^{commit}`);
  const dir = mkdtempSync(join(tmpdir(), 'hp-baseline-'));
  trackDir(dir);
  const remove = () => {
    try {
      git('worktree', 'remove', '--force', join(dir, 'project'));
    } catch {
      // Already gone; the folder is removed below either way.
    }
    rmSync(dir, { recursive: true, force: true });
    forgetDir(dir);
  };
  try {
    const project = join(dir, 'project');
    git('worktree', 'add', '--detach', project, commit);
    linkNodeModules(project);
    log(`baseline ${ref} (${commit}): astro build …`);
    const out = join(dir, 'site');
    const build = await astroBuild(out, { root: project, env, timeoutMs: 300_000 });
    if (build.code !== 0) {
      const said = build.stderr.trim() === '' ? build.stdout.trim().split('\n').at(-1) : build.stderr.trim();
      throw new Error(
        `astro build of ${ref} failed (exit ${build.code ?? 'signal'}): ${firstLine(said ?? '')}`,
      );
    }
    const preview = await startPreview(out, port);
    return {
      name: `${ref} (${commit})`,
      preview,
      stop: () => {
        preview.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
