/**
 * Child processes for the benchmark: run a command to completion while sampling the resident
 * memory of its whole process tree (Linux /proc), with a time limit.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

import { forgetGroup, trackGroup } from './cleanup.ts';

const PAGE_SIZE = 4096;

/** The pids of a process and all its descendants (via /proc/<pid>/task/<tid>/children). */
function processTree(root: number): number[] {
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift();
    if (pid === undefined) break;
    found.push(pid);
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const children = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
        if (children !== '') queue.push(...children.split(/\s+/).map(Number));
      } catch {
        // The task ended while we looked.
      }
    }
  }
  return found;
}

/** Resident set size of one process in bytes (0 when it is gone). */
function rss(pid: number): number {
  try {
    const resident = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return Number.isFinite(resident) ? resident * PAGE_SIZE : 0;
  } catch {
    return 0;
  }
}

/** Summed resident memory of a process tree, bytes; undefined where /proc is missing. */
export function treeRss(root: number): number | undefined {
  try {
    readFileSync(`/proc/${root}/statm`);
  } catch {
    return undefined;
  }
  return processTree(root).reduce((total, pid) => total + rss(pid), 0);
}

export interface RunResult {
  /** Exit code, or null when killed by a signal (e.g. the time limit). */
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall-clock time, ms. */
  wallMs: number;
  /** Highest summed RSS of the process tree seen while sampling every 100 ms, bytes (undefined off Linux). */
  peakRssBytes: number | undefined;
  timedOut: boolean;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Kill the process tree after this many ms. */
  timeoutMs?: number;
  /** Sampling interval for memory, ms (default 100). */
  sampleMs?: number;
}

/** Runs a command to completion, capturing output, wall time and peak tree memory. */
export function runMeasured(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    trackGroup(child.pid);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    let peak: number | undefined;
    const sample = (): void => {
      if (child.pid === undefined) return;
      const now = treeRss(child.pid);
      if (now !== undefined) peak = Math.max(peak ?? 0, now);
    };
    const sampler = setInterval(sample, options.sampleMs ?? 100);
    let timedOut = false;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            killTree(child.pid);
          }, options.timeoutMs);
    child.on('error', (error) => {
      clearInterval(sampler);
      if (timer) clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      forgetGroup(child.pid);
      clearInterval(sampler);
      if (timer) clearTimeout(timer);
      resolve({
        code,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        wallMs: performance.now() - started,
        peakRssBytes: peak,
        timedOut,
      });
    });
  });
}

/** Ends a detached child's whole process group (only processes this benchmark started). */
export function killTree(pid: number | undefined): void {
  if (pid === undefined) return;
  forgetGroup(pid);
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
