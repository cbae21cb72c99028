/**
 * `npm test`: every check a change must pass, in order — type check, lint and format, unit and
 * integration tests, edge-function tests under Deno, build, byte budget, browser tests. Stops at the
 * first failing step (later steps need the earlier ones) and ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Skipped (and said so) when this returns a reason. */
  skip?: () => string | undefined;
}

const RESULTS = 'test-results';
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
  { name: 'database policies (pgTAP via pg_prove)', command: 'bash', args: ['scripts/pgtap.sh'] },
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

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1' };
const started = Date.now();
const timings: string[] = [];
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
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  timings.push(`${step.name}: ${seconds} s`);
  if (result.status !== 0) {
    failedStep = step.name;
    console.error(`\n✗ ${step.name} failed (exit ${result.status ?? result.signal ?? 'unknown'})`);
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
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (failedStep === undefined ? 0 : 1);

console.log(`\n${timings.map((line) => `  ${line}`).join('\n')}`);
console.log(`  total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failedStep !== undefined) console.log(`  failed at: ${failedStep}`);
console.log(`npm test: ${passed} passed, ${failed} failed`);
process.exit(failedStep === undefined ? 0 : 1);
