/**
 * `npm test`: every check a change must pass — type check, lint and format, unit and integration
 * tests, database policies, edge-function tests under Deno, build, byte budget, browser tests — and
 * one summary line. The checks before the browser tests are independent of each other and mostly
 * single-threaded, so they run in three lanes side by side (a two-core machine would otherwise sit
 * half idle through them); each step's output is printed whole when it ends, so lanes never mix
 * lines. A failing step stops its lane, the other lanes start nothing new, and the browser tests
 * (which need the build) do not run.
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
/** One report per vitest project: the two run in different lanes. */
const VITEST_JSON = {
  unit: `${RESULTS}/vitest-unit.json`,
  integration: `${RESULTS}/vitest-integration.json`,
};
const E2E_JSON = `${RESULTS}/e2e.json`;

const functionEntries = (): string[] =>
  existsSync('supabase/functions')
    ? readdirSync('supabase/functions', { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
        .map((entry) => `supabase/functions/${entry.name}/index.ts`)
        .filter((path) => existsSync(path))
    : [];

const typeCheck: Step = { name: 'type check (astro check)', command: 'astro', args: ['check'] };
const lint: Step = { name: 'lint (eslint)', command: 'eslint', args: ['.'] };
const format: Step = {
  name: 'format (prettier --check)',
  command: 'prettier',
  args: ['--check', '.', '--log-level', 'warn'],
};
/** `unit*`: the unit project and its isolated files (see vitest.config.ts). */
const vitestProject = (project: keyof typeof VITEST_JSON, name: string): Step => ({
  name,
  command: 'vitest',
  args: [
    'run',
    '--project',
    project === 'unit' ? 'unit*' : project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_JSON[project]}`,
  ],
});
const unitTests = vitestProject('unit', 'unit tests (vitest)');
const integrationTests = vitestProject('integration', 'integration tests (vitest, PGlite and PostgreSQL 15)');
const pgtap: Step = {
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
};
const denoCheck: Step = {
  name: 'edge functions (deno check)',
  command: 'deno',
  args: ['check', ...functionEntries()],
  skip: () => (functionEntries().length === 0 ? 'no edge functions yet' : undefined),
};
const denoTest: Step = {
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
    spawnSync('find', ['supabase/functions', '-name', '*.test.ts'], { encoding: 'utf8' }).stdout.trim() === ''
      ? 'no Deno tests yet'
      : undefined,
};
const build: Step = { name: 'build (astro build)', command: 'astro', args: ['build'] };
const budget: Step = { name: 'byte budget', command: 'node', args: ['scripts/budget.ts'] };
const browser: Step = { name: 'browser tests (playwright, chromium)', command: 'playwright', args: ['test'] };

/**
 * Side by side, each lane in order: astro check and astro build both write .astro/ (the content
 * collections' types), and eslint's type-aware rules read those types, so the three share a lane in
 * that order — on a fresh clone eslint started beside astro check read a half-written .astro/ and
 * failed; the budget reads the build. The integration tests (files one after another, much of it
 * waiting on servers) have a lane to themselves; the rest, unit tests last, share the third.
 * Summed CPU is about what it was one after the other; the wall time is about that of the longest lane.
 */
const lanes: Step[][] = [
  [typeCheck, lint, build, budget],
  [integrationTests],
  [format, pgtap, denoCheck, denoTest, unitTests],
];
/** Then, alone (it runs two workers and needs the build): */
const last: Step[] = [browser];

/**
 * Runs a step. `live`: its output goes straight to the terminal (the browser tests, alone); else it
 * is kept and printed whole when the step ends. Either way `count` gets it.
 */
function run(step: Step, live: boolean): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    let output = '';
    const chunks: { target: NodeJS.WriteStream; chunk: Buffer }[] = [];
    const forward = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (live) target.write(chunk);
      else chunks.push({ target, chunk });
      if (step.count) output += chunk.toString();
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    const done = (status: number | null) => {
      if (!live) {
        console.log(`\n── ${step.name}`);
        for (const { target, chunk } of chunks) target.write(chunk);
      }
      resolve({ status, output });
    };
    child.on('error', (error) => {
      chunks.push({ target: process.stderr, chunk: Buffer.from(`${step.command}: ${error.message}\n`) });
      done(1);
    });
    child.on('close', (status) => done(status));
  });
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1', E2E_JSON };
const started = Date.now();
/** Each step's line for the summary, printed in the order of the steps. */
const timings = new Map<Step, string>();
const counted = { passed: 0, failed: 0 };
let failedStep: string | undefined;

/** Runs one step and records its time and counts; false when it failed. */
async function runStep(step: Step, live: boolean): Promise<boolean> {
  const reason = step.skip?.();
  if (reason !== undefined) {
    console.log(`\n── ${step.name}: skipped (${reason})`);
    timings.set(step, `${step.name}: skipped`);
    return true;
  }
  if (live) console.log(`\n── ${step.name}`);
  else console.log(`── ${step.name}: started`);
  const stepStart = Date.now();
  const result = await run(step, live);
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  const counts = step.count?.(result.output);
  if (counts) {
    counted.passed += counts.passed;
    counted.failed += counts.failed;
  }
  timings.set(
    step,
    `${step.name}: ${seconds} s${counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''}`,
  );
  if (result.status !== 0) {
    failedStep ??= step.name;
    console.error(`\n✗ ${step.name} failed (exit ${result.status ?? 'signal'})`);
    return false;
  }
  return true;
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const step of lane) {
      // Another lane failed: start nothing new (what runs finishes, so its output is complete).
      if (failedStep !== undefined) return;
      if (!(await runStep(step, false))) return;
    }
  }),
);
for (const step of last) {
  if (failedStep !== undefined) break;
  await runStep(step, true);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const vitestReports = Object.values(VITEST_JSON).map(
  (path) => readJson(path) as { numPassedTests?: number; numFailedTests?: number } | undefined,
);
const vitest = {
  numPassedTests: vitestReports.reduce((sum, report) => sum + (report?.numPassedTests ?? 0), 0),
  numFailedTests: vitestReports.reduce((sum, report) => sum + (report?.numFailedTests ?? 0), 0),
};
const e2e = readJson(E2E_JSON) as
  { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined;
// vitest and Playwright report in JSON; pgTAP and Deno were counted from their output.
const passed =
  vitest.numPassedTests + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0) + counted.passed;
const failedTests = vitest.numFailedTests + (e2e?.stats?.unexpected ?? 0) + counted.failed;
// A step that failed without failing a test (lint, build, budget) still counts as one failure.
const failed = failedStep !== undefined && failedTests === 0 ? 1 : failedTests;

const summary = [...lanes.flat(), ...last].flatMap((step) => {
  const line = timings.get(step);
  return line === undefined ? [] : [`  ${line}`];
});
console.log(`\n${summary.join('\n')}`);
console.log(`  total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failedStep !== undefined) console.log(`  failed at: ${failedStep}`);
console.log(`npm test: ${passed} passed, ${failed} failed`);
process.exit(failedStep === undefined ? 0 : 1);
