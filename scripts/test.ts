/**
 * `npm test`: every check a change must pass, in order — type check, lint and format, unit and
 * integration tests, edge-function tests under Deno, build, byte budget, browser tests. Stops at the
 * first failing step (later steps need the earlier ones) and ends with one summary line.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Skipped (and said so) when this returns a reason. */
  skip?: () => string | undefined;
  /** Reads passed/failed test counts from the step's output, for runners without a JSON report. */
  count?: (output: string) => { passed: number; failed: number } | undefined;
}

/** Not test-results/: Playwright empties that folder when it starts. */
const RESULTS = 'test-reports';
const VITEST_JSON = `${RESULTS}/vitest.json`;
const E2E_JSON = `${RESULTS}/e2e.json`;

const functionEntries = (): string[] =>
  existsSync('supabase/functions')
    ? readdirSync('supabase/functions', { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
        .map((entry) => `supabase/functions/${entry.name}/index.ts`)
        .filter((path) => existsSync(path))
    : [];

const steps: Step[] = [
  { name: 'type check (astro check)', command: 'astro', args: ['check'] },
  { name: 'lint (eslint)', command: 'eslint', args: ['.'] },
  { name: 'format (prettier --check)', command: 'prettier', args: ['--check', '.', '--log-level', 'warn'] },
  {
    name: 'unit and integration tests (vitest)',
    command: 'vitest',
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
  },
  {
    name: 'database policies (pgTAP via pg_prove)',
    command: 'bash',
    args: ['scripts/pgtap.sh'],
    count: (output) => {
      const tests = /Files=\d+, Tests=(\d+)/.exec(output)?.[1];
      if (tests === undefined) return undefined;
      // prove lists each failing file as "Failed n/m subtests".
      const failed = [...output.matchAll(/Failed (\d+)\/\d+ subtests/g)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
      return { passed: Number(tests) - failed, failed };
    },
  },
  {
    name: 'edge functions (deno check)',
    command: 'deno',
    args: ['check', ...functionEntries()],
    skip: () => (functionEntries().length === 0 ? 'no edge functions yet' : undefined),
  },
  {
    name: 'edge functions (deno test)',
    command: 'deno',
    args: ['test', '--allow-env', '--allow-net=127.0.0.1', '--allow-read', 'supabase/functions/'],
    count: (output) => {
      // Deno colours its summary: strip the escape codes before reading "N passed | M failed".
      const plain = stripVTControlCharacters(output);
      const match = /(\d+) passed \| (\d+) failed/.exec(plain);
      return match ? { passed: Number(match[1]), failed: Number(match[2]) } : undefined;
    },
    skip: () =>
      spawnSync('find', ['supabase/functions', '-name', '*.test.ts'], { encoding: 'utf8' }).stdout.trim() ===
      ''
        ? 'no Deno tests yet'
        : undefined,
  },
  { name: 'build (astro build)', command: 'astro', args: ['build'] },
  { name: 'byte budget', command: 'node', args: ['scripts/budget.ts'] },
  { name: 'browser tests (playwright, chromium)', command: 'playwright', args: ['test'] },
];

/** Runs a step, showing its output live and keeping a copy for `count`. */
function run(step: Step): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    let output = '';
    const forward = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      target.write(chunk);
      if (step.count) output += chunk.toString();
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    child.on('error', (error) => {
      console.error(`${step.command}: ${error.message}`);
      resolve({ status: 1, output });
    });
    child.on('close', (status) => resolve({ status, output }));
  });
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1', E2E_JSON };
const started = Date.now();
const timings: string[] = [];
const counted = { passed: 0, failed: 0 };
let failedStep: string | undefined;

for (const step of steps) {
  const reason = step.skip?.();
  if (reason !== undefined) {
    console.log(`\n── ${step.name}: skipped (${reason})`);
    timings.push(`${step.name}: skipped`);
    continue;
  }
  console.log(`\n── ${step.name}`);
  const stepStart = Date.now();
  const result = await run(step);
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  const counts = step.count?.(result.output);
  if (counts) {
    counted.passed += counts.passed;
    counted.failed += counts.failed;
  }
  timings.push(
    `${step.name}: ${seconds} s${counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''}`,
  );
  if (result.status !== 0) {
    failedStep = step.name;
    console.error(`\n✗ ${step.name} failed (exit ${result.status ?? 'signal'})`);
    break;
  }
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const vitest = readJson(VITEST_JSON) as { numPassedTests?: number; numFailedTests?: number } | undefined;
const e2e = readJson(E2E_JSON) as
  { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined;
// vitest and Playwright report in JSON; pgTAP and Deno were counted from their output.
const passed =
  (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0) + counted.passed;
const failedTests = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + counted.failed;
// A step that failed without failing a test (lint, build, budget) still counts as one failure.
const failed = failedStep !== undefined && failedTests === 0 ? 1 : failedTests;

console.log(`\n${timings.map((line) => `  ${line}`).join('\n')}`);
console.log(`  total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failedStep !== undefined) console.log(`  failed at: ${failedStep}`);
console.log(`npm test: ${passed} passed, ${failed} failed`);
process.exit(failedStep === undefined ? 0 : 1);
