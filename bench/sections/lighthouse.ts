/**
 * Lighthouse (npm `lighthouse`, default mobile preset with simulated throttling) driving a headless
 * Chromium. Every target is measured `runs` times, round-robin, so noise on this shared machine
 * falls on all pages alike; the report gives the median of each metric over the runs. The CPU
 * slowdown is calibrated before every run (../lib/calibration.ts), so every run emulates the same
 * phone whatever machine runs it.
 */

import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

import { CHROMIUM_FLAGS, systemChromium } from '../../scripts/lib/chromium.ts';

import { benchmarkIndexes, calibratedMultiplier } from '../lib/calibration.ts';
import { onCpuTime, type TraceEvent } from '../lib/cpu-time-trace.ts';
import { firstLine } from '../lib/planning-core.ts';
import { ms, spanOf, table } from '../lib/report.ts';
import { median } from '../lib/stats.ts';

/** The flags Debian's Chromium needs to run headless in a container. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface Target {
  /** Row label, e.g. "home" or "SPA floor". */
  label: string;
  url: string;
  /** localStorage items written before any page script runs (on this URL's origin). */
  localStorage?: Record<string, string>;
  /** Shown beside the row, e.g. "with a stored plan". */
  note?: string;
}

export interface Run {
  /** Category scores 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint and Total Blocking Time (simulated), ms. */
  lcp: number;
  tbt: number;
  /** The longest main-thread task Lighthouse saw (simulated, like TBT), ms; 0 when none over 50 ms. */
  longestTask: number;
  /** Main-thread work during the load (Lighthouse's mainthread-work-breakdown total), ms. */
  mainThread: number;
  /** The script that kept the main thread busiest (bootup-time), with its ms: where to look first. */
  busiestScript: string;
  /** The element Lighthouse took for LCP, as its selector and first words ('' when it names none). */
  lcpElement: string;
  /**
   * Audits that failed in accessibility, best practices and SEO, each with its category and first
   * detail (e.g. "best practices: errors-in-console: …"): what keeps a score under 100.
   */
  auditFailures: string[];
  cls: number;
  /** Lighthouse's CPU benchmark index of this machine during the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run used (calibrated from the index measured just before it). */
  cpuMultiplier: number;
  /**
   * The same run's trace audited again on the main thread's CPU time (../lib/cpu-time-trace.ts),
   * slowed by the index counted per second of that CPU time: the page's own work on the phone,
   * without the waits a busy machine adds. Undefined when that audit failed.
   */
  cpuTime?: CpuTimeRun;
}

/** The performance figures of a run's CPU-time audit (see `Run.cpuTime`). */
export interface CpuTimeRun {
  performance: number;
  lcp: number;
  tbt: number;
  longestTask: number;
  mainThread: number;
  /** The BenchmarkIndex counted per second of main-thread CPU time, and the slowdown it gave. */
  benchmarkIndex: number;
  cpuMultiplier: number;
}

/** The CPU slowdowns of one run: from the wall-clock index (Lighthouse's) and from the CPU-time index. */
export interface Slowdowns {
  wall: number;
  cpu: { index: number; multiplier: number };
}

export interface TargetResult {
  target: Target;
  runs: Run[];
  errors: string[];
}

/** The Chromium to drive: $CHROME_PATH, Debian's /usr/bin/chromium, or one chrome-launcher finds. */
export function findChrome(): string | undefined {
  const found = systemChromium();
  if (found !== undefined) return found;
  try {
    return chromeLauncher.Launcher.getInstallations()[0];
  } catch {
    return undefined;
  }
}

/** A Lighthouse detail field as text (they are strings, or objects for some audits). */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const score = (value: number | null | undefined): number => Math.round((value ?? Number.NaN) * 100);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Lighthouse's flags for a run; `dir` keeps the gathered artifacts for the CPU-time audit. */
const flagsFor = (cpuSlowdownMultiplier: number, dir: string) => ({
  logLevel: 'error' as const,
  output: 'json' as const,
  onlyCategories: [...CATEGORIES],
  maxWaitForLoad: 45_000,
  // Merged into the mobile preset's simulated throttling: only the CPU's slowdown changes.
  throttling: { cpuSlowdownMultiplier },
  auditMode: dir,
});

async function runOnce(page: Page, target: Target, slowdowns: Slowdowns): Promise<Run> {
  // Every run starts from a clean visitor (localStorage survives Lighthouse's storage reset), then
  // gets its own items. Scripts added with evaluateOnNewDocument stay on the page for later
  // navigations, so this one is removed after the run: a session set for My plans must not follow
  // the visitor to /auth.
  const origin = new URL(target.url).origin;
  const { identifier: script } = await page.evaluateOnNewDocument(
    (expectedOrigin: string, entries: Record<string, string>) => {
      if (location.origin !== expectedOrigin) return;
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    origin,
    target.localStorage ?? {},
  );
  const dir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  try {
    let lhr: Lhr | undefined;
    try {
      const result = await lighthouse(
        target.url,
        { ...flagsFor(slowdowns.wall, dir), gatherMode: dir },
        undefined,
        page,
      );
      lhr = result?.lhr;
    } finally {
      await page.removeScriptToEvaluateOnNewDocument(script);
    }
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const run = summarize(lhr);
    await keepTrace(dir, target);
    const cpuTime = await cpuTimeAudit(dir, slowdowns.cpu).catch(() => undefined);
    return cpuTime === undefined ? run : { ...run, cpuTime };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * BENCH_KEEP_TRACES=dir: each run's trace (wall time, as Lighthouse recorded it) is copied there as
 * `<row label>-<time>.json`, to find what a page's main thread did (Chrome's Performance panel opens it).
 */
async function keepTrace(dir: string, target: Target): Promise<void> {
  const keep = process.env.BENCH_KEEP_TRACES?.trim();
  if (!keep) return;
  const name = target.label.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/gu, '');
  await mkdir(keep, { recursive: true });
  await copyFile(join(dir, 'trace.json'), join(keep, `${name}-${Date.now()}.json`));
}

/**
 * The gathered run in `dir` audited again with its trace on the main thread's CPU time and the
 * CPU-time index's slowdown (the saved settings carry the slowdown, and an audit must match them).
 */
async function cpuTimeAudit(dir: string, cpu: Slowdowns['cpu']): Promise<CpuTimeRun> {
  const tracePath = join(dir, 'trace.json');
  const trace = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  await writeFile(tracePath, JSON.stringify({ ...trace, traceEvents: onCpuTime(trace.traceEvents) }));
  const artifactsPath = join(dir, 'artifacts.json');
  const artifacts = JSON.parse(await readFile(artifactsPath, 'utf8')) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpu.multiplier;
  await writeFile(artifactsPath, JSON.stringify(artifacts));
  const result = await lighthouse(undefined, flagsFor(cpu.multiplier, dir));
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error('The CPU-time audit returned no result');
  const run = summarize(lhr);
  return {
    performance: run.performance,
    lcp: run.lcp,
    tbt: run.tbt,
    longestTask: run.longestTask,
    mainThread: run.mainThread,
    benchmarkIndex: cpu.index,
    cpuMultiplier: cpu.multiplier,
  };
}

/** A run's figures from Lighthouse's result. */
function summarize(lhr: Lhr): Run {
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string): Record<string, unknown>[] => {
    const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
    return details?.items ?? [];
  };
  const longestTask = Math.max(0, ...items('long-tasks').map((item) => Number(item.duration) || 0));
  const busiest = items('bootup-time')
    .map((item) => ({ url: text(item.url), total: Number(item.total) || 0 }))
    .sort((a, b) => b.total - a.total)[0];
  const failing = (category: 'accessibility' | 'best-practices' | 'seo', label: string) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const first = items(ref.id)[0];
        const node = first?.node as { snippet?: unknown } | undefined;
        const detail =
          first === undefined ? '' : text(first.description ?? first.source ?? node?.snippet).slice(0, 120);
        return `${label}: ${detail === '' ? ref.id : `${ref.id}: ${detail}`}`;
      });
  // The LCP element: a late one (rendered by script) is what moves LCP on a tool page.
  const lcpNode = (
    lhr.audits['lcp-breakdown-insight']?.details as
      { items?: { type?: string; selector?: string; nodeLabel?: string }[] } | undefined
  )?.items?.find((item) => item.type === 'node');
  const lcpElement =
    lcpNode === undefined ? '' : `${lcpNode.selector ?? ''} “${(lcpNode.nodeLabel ?? '').slice(0, 40)}”`;
  const auditFailures = [
    ...failing('accessibility', 'accessibility'),
    ...failing('best-practices', 'best practices'),
    ...failing('seo', 'seo'),
  ];
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    longestTask,
    mainThread: audit('mainthread-work-breakdown'),
    busiestScript:
      busiest === undefined
        ? '–'
        : `${busiest.url.split('/').filter(Boolean).pop() ?? busiest.url} ${Math.round(busiest.total)} ms`,
    cls: audit('cumulative-layout-shift'),
    lcpElement,
    auditFailures,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

export interface LighthouseOptions {
  runs: number;
  /** Stop starting new runs after this time (Date.now() ms); what was measured is still reported. */
  deadline: number;
  log: (line: string) => void;
}

/** Runs Lighthouse on every target `runs` times, round-robin, in one Chromium. */
export async function measureLighthouse(
  chromePath: string,
  targets: readonly Target[],
  options: LighthouseOptions,
): Promise<{ results: TargetResult[]; chromeVersion: string; stoppedEarly: boolean }> {
  const results: TargetResult[] = targets.map((target) => ({ target, runs: [], errors: [] }));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let stoppedEarly = false;
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const chromeVersion = await browser.version();
    try {
      for (let round = 1; round <= options.runs; round++) {
        for (const result of results) {
          if (Date.now() > options.deadline) {
            stoppedEarly = true;
            break;
          }
          // A browser context of its own per run: its page starts in a new renderer process. A page
          // opened in the default context was often put in a renderer process an earlier run of the
          // same site had used (perhaps its service worker's), and V8 then walked that process's
          // old heap ("heap object iterator" sweeps, code deoptimised, as starting Lighthouse's
          // JavaScript coverage does): a task of about 80 ms at full speed at the start of the
          // trace, in most runs of every page of the site and never on the SPA floor, counted as
          // the page's main-thread work.
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          const started = performance.now();
          try {
            // Calibrated just before each run: the machine's speed changes from minute to minute.
            const client = await page.createCDPSession();
            await client.send('Performance.enable');
            const index = await benchmarkIndexes(page, client);
            await client.detach();
            const run = await runOnce(page, result.target, {
              wall: calibratedMultiplier(index.wall),
              cpu: { index: index.cpu, multiplier: calibratedMultiplier(index.cpu) },
            });
            result.runs.push(run);
            options.log(
              `lighthouse ${round}/${options.runs} ${result.target.label}: ${run.performance} at CPU ${run.cpuMultiplier}× (${Math.round(performance.now() - started)} ms)`,
            );
          } catch (error) {
            result.errors.push(firstLine(error));
            options.log(
              `lighthouse ${round}/${options.runs} ${result.target.label}: failed: ${firstLine(error)}`,
            );
          } finally {
            await context.close().catch(() => undefined);
          }
        }
      }
    } finally {
      await browser.disconnect();
    }
    return { results, chromeVersion, stoppedEarly };
  } finally {
    chrome.kill();
  }
}

/** A page's main-thread work over the article's, rounded as shown (1.5× on the page is 1.5×). */
const perArticleOf = (mainThread: number | undefined, article: number | undefined): number | undefined =>
  mainThread === undefined || article === undefined || article === 0
    ? undefined
    : Math.round((mainThread / article) * 10) / 10;
const perArticleText = (ratio: number | undefined): string =>
  ratio === undefined ? '–' : `${ratio.toFixed(1)}×`;

const whole = (value: number | undefined): string => (value === undefined ? '–' : String(Math.round(value)));

/** The Lighthouse table: the median of every metric over a target's runs, then the kinds not built yet. */
export function formatLighthouse(results: readonly TargetResult[], notBuilt: readonly string[] = []): string {
  const mainThreadOf = (runs: readonly Run[]) => median(runs.map((run) => run.mainThread));
  // The control: every page's main-thread work as a multiple of the article's in the same run.
  const article = mainThreadOf(results.find((result) => result.target.label === 'article')?.runs ?? []);
  const measured = results.map(({ target, runs, errors }) => {
    const mid = (pick: (run: Run) => number) => median(runs.map(pick));
    const mainThread = mainThreadOf(runs);
    const cls = mid((run) => run.cls);
    const failures = [...new Set(runs.flatMap((run) => run.auditFailures))];
    const failureNote = failures.length > 0 ? failures.join(' / ') : undefined;
    const errorNote = errors.length > 0 ? `${errors.length} failed: ${errors[0] ?? ''}` : undefined;
    const busiest = runs[Math.floor(runs.length / 2)]?.busiestScript;
    const lcpElements = [...new Set(runs.map((run) => run.lcpElement).filter((element) => element !== ''))];
    const notes = [
      target.note,
      busiest === undefined || busiest === '–' ? undefined : `busiest script: ${busiest}`,
      lcpElements.length === 0 ? undefined : `LCP element: ${lcpElements.join(' or ')}`,
      failureNote,
      errorNote,
    ]
      .filter(Boolean)
      .join('; ');
    return [
      target.label,
      new URL(target.url).pathname,
      String(runs.length),
      whole(mid((run) => run.performance)),
      whole(mid((run) => run.accessibility)),
      whole(mid((run) => run.bestPractices)),
      whole(mid((run) => run.seo)),
      ms(mid((run) => run.lcp)),
      ms(mid((run) => run.tbt)),
      ms(mid((run) => run.longestTask)),
      ms(mainThread),
      perArticleText(perArticleOf(mainThread, article)),
      cls === undefined ? '–' : cls.toFixed(3),
      notes,
    ];
  });
  const rows = [
    ...measured,
    ...notBuilt.map((label) => [
      label,
      '–',
      '0',
      '–',
      '–',
      '–',
      '–',
      '–',
      '–',
      '–',
      '–',
      '–',
      '–',
      'not built yet',
    ]),
  ];
  return table(
    [
      { header: 'Page kind' },
      { header: 'Path' },
      { header: 'Runs', align: 'right' },
      { header: 'Perf.', align: 'right' },
      { header: 'A11y', align: 'right' },
      { header: 'Best pr.', align: 'right' },
      { header: 'SEO', align: 'right' },
      { header: 'LCP', align: 'right' },
      { header: 'TBT', align: 'right' },
      { header: 'Longest task', align: 'right' },
      { header: 'Main thread', align: 'right' },
      { header: '÷ article', align: 'right' },
      { header: 'CLS', align: 'right' },
      { header: 'Note' },
    ],
    rows,
  );
}

/** What a tool page must reach on the phone: a performance score, at most a TBT, and main-thread work over the article's. */
export interface Goal {
  performance: number;
  tbt?: number;
  perArticle: number;
}

/** The two heavy tool pages may score 95 with TBT ≤ 200 ms; every other tool page 100; each at most 1.5× the article's work. */
const HEAVY: Goal = { performance: 95, tbt: 200, perArticle: 1.5 };
const LIGHT: Goal = { performance: 100, perArticle: 1.5 };
export const GOALS = {
  'meal plan': HEAVY,
  'my plans': HEAVY,
  calculator: LIGHT,
  'meal form': LIGHT,
  'workout generator': LIGHT,
  auth: LIGHT,
  'training log': LIGHT,
  'weight log': LIGHT,
} as const satisfies Readonly<Record<string, Goal>>;

/** The goal of a row ("meal plan" or its baseline row "meal plan @ main~3"), if it has one. */
export const goalOf = (label: string): Goal | undefined =>
  (GOALS as Readonly<Record<string, Goal | undefined>>)[label.split(' @ ')[0] ?? label];

/** "met", or what is missed, of `goal` by these medians. */
export function goalVerdict(
  goal: Goal,
  performance: number | undefined,
  tbt: number | undefined,
  perArticle: number | undefined,
): string {
  const missed = [
    performance === undefined || performance < goal.performance ? `perf. < ${goal.performance}` : undefined,
    goal.tbt !== undefined && (tbt === undefined || tbt > goal.tbt) ? `TBT > ${goal.tbt} ms` : undefined,
    perArticle === undefined || perArticle > goal.perArticle ? `> ${goal.perArticle}× article` : undefined,
  ].filter((miss) => miss !== undefined);
  return missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`;
}

/**
 * A run's main-thread work before its slowdown: Lighthouse's simulated throttling multiplies the
 * trace's work by the run's multiplier (its `mainthread-work-breakdown`), and each run has its own,
 * calibrated from a benchmark that this shared machine's load moves (4.3–6.8× in one run of
 * 2026-11-29). Two pages are compared on the same phone, so their work is compared before it.
 */
const atFullSpeed = (run: CpuTimeRun): number => run.mainThread / run.cpuMultiplier;

/**
 * The same runs audited on the main thread's CPU time (`Run.cpuTime`): the median of each metric,
 * the slowdowns used, each page's main-thread work over the article's CPU-time work (both before
 * the slowdown, `atFullSpeed`, so a run's calibration does not move the ratio), and a tool page's
 * goal (`GOALS`) met or missed.
 */
export function formatLighthouseCpuTime(results: readonly TargetResult[]): string {
  const cpuRuns = (runs: readonly Run[]) =>
    runs.flatMap((run) => (run.cpuTime === undefined ? [] : [run.cpuTime]));
  const article = median(
    cpuRuns(results.find((result) => result.target.label === 'article')?.runs ?? []).map(atFullSpeed),
  );
  const rows = results.map(({ target, runs }) => {
    const cpu = cpuRuns(runs);
    const mid = (pick: (run: CpuTimeRun) => number) => median(cpu.map(pick));
    const mainThread = mid((run) => run.mainThread);
    const multipliers = cpu.map((run) => run.cpuMultiplier);
    const performance = mid((run) => run.performance);
    const tbt = mid((run) => run.tbt);
    const perArticle = perArticleOf(mid(atFullSpeed), article);
    const goal = goalOf(target.label);
    return [
      target.label,
      `${cpu.length} of ${runs.length}`,
      whole(performance),
      ms(mid((run) => run.lcp)),
      ms(tbt),
      ms(mid((run) => run.longestTask)),
      ms(mainThread),
      perArticleText(perArticle),
      multipliers.length === 0 ? '–' : `${spanOf(multipliers)}×`,
      goal === undefined ? '–' : goalVerdict(goal, performance, tbt, perArticle),
    ];
  });
  return table(
    [
      { header: 'Page kind' },
      { header: 'Runs', align: 'right' },
      { header: 'Perf.', align: 'right' },
      { header: 'LCP', align: 'right' },
      { header: 'TBT', align: 'right' },
      { header: 'Longest task', align: 'right' },
      { header: 'Main thread', align: 'right' },
      { header: '÷ article', align: 'right' },
      { header: 'Slowdown', align: 'right' },
      { header: 'Tool page goal' },
    ],
    rows,
  );
}
