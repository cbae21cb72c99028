/**
 * What this benchmark run has started and must undo even when it is interrupted (Ctrl-C): detached
 * child process groups (builds, preview servers) and temp directories.
 */
import { rmSync } from 'node:fs';

const groups = new Set<number>();
const dirs = new Set<string>();

/** Remembers a detached child (its pid is its process group id) until `forgetGroup`. */
export function trackGroup(pid: number | undefined): void {
  if (pid !== undefined) groups.add(pid);
}

export function forgetGroup(pid: number | undefined): void {
  if (pid !== undefined) groups.delete(pid);
}

/** Remembers a temp directory until `forgetDir`. */
export function trackDir(dir: string): void {
  dirs.add(dir);
}

export function forgetDir(dir: string): void {
  dirs.delete(dir);
}

/** Ends every tracked process group and removes every tracked directory (only this run's own). */
export function cleanupTracked(): void {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  groups.clear();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}
