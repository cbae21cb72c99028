/**
 * The pure half of the bench's interaction section (`bench/sections/interactions.ts`): what an
 * interaction entry declares, the check that an entry can be run, and the statistics and verdict
 * over its measured runs. No browser here, so all of it is unit-tested.
 */
import { err, ok, type Result } from '../../supabase/functions/_shared/result.ts';
import { ms, table } from './report.ts';
import { median } from './stats.ts';

/** The main-thread work one interaction may cost, input to painted result, in ms (and INP's "good"). */
export const INTERACTION_LIMIT_MS = 50;
/** Fewer runs than this give no verdict: one slow or fast run would decide it. */
export const MIN_RUNS = 5;
/** The Event Timing API reports no event shorter than this (its smallest `durationThreshold`). */
export const EVENT_TIMING_FLOOR_MS = 16;

/**
 * One element on the page: the `nth` (from 0) of the elements matching `selector` whose text
 * contains `text` (all of them when `text` is left out). Text is how a person finds a button
 * ("Klar", "Spara"); a selector alone is for what has no words (a checkbox, a data-testid).
 */
export interface Target {
  selector: string;
  text?: string;
  nth?: number;
}

/**
 * What is on screen once the result has been painted: an element `present` or `absent`, or one
 * whose text has `changed` from what it said just before the input (a swapped meal's name).
 */
export type Condition = { present: Target } | { absent: Target } | { changed: Target };

/** A step of the setup, not measured: tap an element, or type text into a field, then wait `until`. */
export type Step =
  { tap: Target; until: readonly Condition[] } | { type: Target; text: string; until: readonly Condition[] };

/**
 * State the runner prepares before the page's scripts run (localStorage on the page's origin):
 * `storedMealPlan` a generated week with its preferences, as /meal-planning leaves it;
 * `signedIn` the supabase-js session of a bench user who has saved meal and workout plans;
 * `lastWorkout` a generated workout schedule as the current plan (`hp:last-workout`), as
 * /create-workout-plan leaves it for the training log; `weightLog` 90 days of weigh-ins up to
 * yesterday in the device's weight log, signed out.
 */
export const FIXTURES = ['storedMealPlan', 'signedIn', 'lastWorkout', 'weightLog'] as const;
export type Fixture = (typeof FIXTURES)[number];

export interface InteractionEntry {
  /** Stable id, kebab-case, e.g. "meal-plan-swap". */
  id: string;
  /** The report's row label (what a person does, in the page's own words). */
  label: string;
  /** The page, a path on the site: "/meal-plan". */
  path: string;
  /** The state the page needs before it loads. */
  needs: readonly Fixture[];
  /** The page is usable: every island has hydrated and this holds. */
  ready: readonly Condition[];
  /** Unmeasured steps that bring the page to the state the interaction starts from. */
  setup: readonly Step[];
  /** The measured input: a tap on this element. */
  action: Target;
  /** The result is painted once all of these hold (checked every frame after the input). */
  painted: readonly Condition[];
  /**
   * The page's control (at most one per path): a tap on that page whose work is the browser's
   * alone, so each other row on the same path also shows its main-thread work above it (the part
   * our code adds; a tap's own cost grows with the page it lands on).
   */
  control?: true;
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const conditionTarget = (condition: Condition): Target =>
  'present' in condition ? condition.present : 'absent' in condition ? condition.absent : condition.changed;

function targetProblems(target: Target, where: string): string[] {
  const problems: string[] = [];
  if (target.selector.trim() === '') problems.push(`${where}: empty selector`);
  if (target.text?.trim() === '') problems.push(`${where}: empty text (leave it out to match any)`);
  if (target.nth !== undefined && !(Number.isInteger(target.nth) && target.nth >= 0))
    problems.push(`${where}: nth must be a whole number ≥ 0`);
  return problems;
}

function conditionsProblems(conditions: readonly Condition[], where: string): string[] {
  if (conditions.length === 0) return [`${where}: no condition (nothing to wait for)`];
  return conditions.flatMap((condition, i) => targetProblems(conditionTarget(condition), `${where}[${i}]`));
}

/**
 * The entries, when every one can be run: a unique kebab-case id, a path on the site, known
 * fixtures, something to wait for when ready, after each setup step and when painted, and
 * selectors that are not empty. Otherwise every problem, each naming its entry.
 */
export function validateEntries(
  entries: readonly InteractionEntry[],
): Result<readonly InteractionEntry[], string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  const controlPaths = entries.filter((entry) => entry.control === true).map((entry) => entry.path);
  for (const path of new Set(controlPaths))
    if (controlPaths.filter((other) => other === path).length > 1)
      problems.push(`more than one control on ${path}`);
  for (const entry of entries) {
    const name = entry.id === '' ? '(no id)' : entry.id;
    if (!ID.test(entry.id)) problems.push(`${name}: id must be kebab-case`);
    if (seen.has(entry.id)) problems.push(`${name}: id used twice`);
    seen.add(entry.id);
    if (entry.label.trim() === '') problems.push(`${name}: empty label`);
    if (!entry.path.startsWith('/') || entry.path.startsWith('//'))
      problems.push(`${name}: path must be a path on the site, like /meal-plan`);
    for (const fixture of entry.needs)
      if (!(FIXTURES as readonly string[]).includes(fixture))
        problems.push(`${name}: unknown fixture ${fixture} (known: ${FIXTURES.join(', ')})`);
    problems.push(...conditionsProblems(entry.ready, `${name} ready`));
    if (entry.ready.some((condition) => 'changed' in condition))
      problems.push(`${name} ready: 'changed' has nothing to compare with before the page is ready`);
    entry.setup.forEach((step, i) => {
      const where = `${name} setup[${i}]`;
      problems.push(...targetProblems('tap' in step ? step.tap : step.type, where));
      problems.push(...conditionsProblems(step.until, `${where} until`));
    });
    problems.push(...targetProblems(entry.action, `${name} action`));
    problems.push(...conditionsProblems(entry.painted, `${name} painted`));
  }
  return problems.length === 0 ? ok(entries) : err(problems);
}

/** One measured run of an interaction, all in ms. */
export interface InteractionRun {
  /**
   * The Event Timing duration of the interaction (the longest of its pointerdown, pointerup and
   * click entries): input to the next paint after its handlers, as the browser's INP counts it.
   * Undefined when the browser reported none, i.e. it took under EVENT_TIMING_FLOOR_MS.
   */
  eventTiming: number | undefined;
  /**
   * Main-thread work from the input until the painted result's frame: the renderer main thread's
   * CPU time (the slowdown's share included, a neighbour's share of the machine not).
   */
  mainThread: number;
  /**
   * Main-thread work the page did after that frame, until the bench read its counters: what it
   * leaves for after the paint (a storage write, a summary drawn later). Not part of the verdict,
   * as it is not part of INP; shown so that work is seen, not hidden.
   */
  afterPaint: number;
  /**
   * The bench's own script in the window (its listeners, the frame callbacks that look for the
   * result, its report), taken out of `mainThread` and `script`: the page does not run it for a
   * visitor. Same scale as `mainThread`.
   */
  bench?: number;
  /** The same window's task time as wall time (what a busy machine stretches), without the bench's own commands. */
  taskWall: number;
  /** Of which running script, and style recalculation plus layout. */
  script: number;
  styleLayout: number;
  /** Wall time from the input's timestamp to the end of the frame that painted the result. */
  toResult: number;
  /** This machine's Lighthouse BenchmarkIndex, measured in the page just before the input. */
  benchmarkIndex: number;
  /**
   * The slowdown behind the CPU figures: the calibrated multiplier they were multiplied by
   * (`simulated`), or the slowdown applied to Chromium during the input.
   */
  multiplier: number;
  /**
   * True when the input ran at full speed and mainThread, script and styleLayout were multiplied
   * to the target phone; eventTiming, taskWall and toResult are then this machine's, not the phone's.
   */
  simulated: boolean;
}

export interface InteractionSummary {
  runs: number;
  /** Median and max of each; eventTiming 0 stands for "under the floor". */
  eventTiming: { median: number; max: number };
  mainThread: { median: number; max: number };
  taskWall: number;
  script: number;
  styleLayout: number;
  afterPaint: number;
  toResult: { median: number; max: number };
  /** 'pass' / 'fail' against INTERACTION_LIMIT_MS, or 'too few runs' under MIN_RUNS. */
  verdict: 'pass' | 'fail' | 'too few runs';
}

function spread(values: readonly number[]): { median: number; max: number } {
  return { median: median(values) ?? Number.NaN, max: Math.max(...values) };
}

/**
 * Median and max over the runs, and the verdict: pass when the median main-thread work is within
 * the limit and, for runs under an applied slowdown, the median Event Timing duration too (a
 * duration under the floor is within it; a simulated run's Event Timing is this machine's, so it
 * does not decide). The median, because on a shared machine one run in five can be slowed by a neighbour;
 * the max is reported beside it. Undefined for no runs.
 */
export function summarizeRuns(
  runs: readonly InteractionRun[],
  limitMs = INTERACTION_LIMIT_MS,
  minRuns = MIN_RUNS,
): InteractionSummary | undefined {
  if (runs.length === 0) return undefined;
  const eventTiming = spread(runs.map((run) => run.eventTiming ?? 0));
  const mainThread = spread(runs.map((run) => run.mainThread));
  const simulated = runs.every((run) => run.simulated);
  const within = mainThread.median <= limitMs && (simulated || eventTiming.median <= limitMs);
  return {
    runs: runs.length,
    eventTiming,
    mainThread,
    taskWall: median(runs.map((run) => run.taskWall)) ?? Number.NaN,
    script: median(runs.map((run) => run.script)) ?? Number.NaN,
    styleLayout: median(runs.map((run) => run.styleLayout)) ?? Number.NaN,
    afterPaint: median(runs.map((run) => run.afterPaint)) ?? Number.NaN,
    toResult: spread(runs.map((run) => run.toResult)),
    verdict: runs.length < minRuns ? 'too few runs' : within ? 'pass' : 'fail',
  };
}

/** An Event Timing duration: "< 16 ms" under the floor (0 stands for no entry). */
export function eventTimingText(value: number): string {
  return value < EVENT_TIMING_FLOOR_MS ? `< ${EVENT_TIMING_FLOOR_MS} ms` : ms(value);
}

export interface InteractionResult {
  entry: InteractionEntry;
  runs: InteractionRun[];
  errors: string[];
  /** Why the entry was not run at all (a fixture missing), if so. */
  skipped?: string;
}

const pair = (value: { median: number; max: number }, format: (n: number) => string = ms) =>
  `${format(value.median)} / ${format(value.max)}`;

/** The interaction table: one row per entry, median / max of each measure, and the verdict. */
export function formatInteractions(
  results: readonly InteractionResult[],
  limitMs = INTERACTION_LIMIT_MS,
): string {
  const controls = new Map(
    results
      .filter((result) => result.entry.control === true && result.runs.length > 0)
      .map((result) => [result.entry.path, median(result.runs.map((run) => run.mainThread)) ?? Number.NaN]),
  );
  const rows = results.map(({ entry, runs, errors, skipped }) => {
    const summary = summarizeRuns(runs, limitMs);
    const errorNote = errors.length > 0 ? `${errors.length} failed: ${errors[0] ?? ''}` : undefined;
    if (summary === undefined)
      return [
        entry.label,
        entry.path,
        '0',
        '–',
        '–',
        '–',
        '–',
        '–',
        '–',
        '–',
        '–',
        [skipped, errorNote].filter(Boolean).join('; '),
      ];
    const control = controls.get(entry.path);
    const above =
      entry.control === true || control === undefined ? '–' : ms(summary.mainThread.median - control);
    return [
      entry.label,
      entry.path,
      String(summary.runs),
      pair(summary.mainThread),
      ms(summary.taskWall),
      above,
      pair(summary.eventTiming, eventTimingText),
      pair(summary.toResult),
      `${ms(summary.script)} / ${ms(summary.styleLayout)}`,
      ms(summary.afterPaint),
      summary.verdict,
      errorNote ?? '',
    ];
  });
  return table(
    [
      { header: 'Interaction' },
      { header: 'Page' },
      { header: 'Runs', align: 'right' },
      { header: 'Main thread, median / max', align: 'right' },
      { header: 'Task wall time (median)', align: 'right' },
      { header: 'Above the page’s control (median)', align: 'right' },
      {
        header: results.every((result) => result.runs.every((run) => run.simulated))
          ? 'Event Timing (INP) at full speed, median / max'
          : 'Event Timing (INP), median / max',
        align: 'right',
      },
      { header: 'Input → result painted, median / max', align: 'right' },
      { header: 'Script / style + layout (median)', align: 'right' },
      { header: 'Then, after the paint (median)', align: 'right' },
      { header: `≤ ${limitMs} ms` },
      { header: 'Note' },
    ],
    rows,
  );
}

/**
 * When a control row itself is over the limit, the line that says so: then no tap on that page can
 * pass on this machine at this slowdown, and the rows are compared by their work above the control.
 */
export function controlNote(
  results: readonly InteractionResult[],
  limitMs = INTERACTION_LIMIT_MS,
): string | undefined {
  const over = results
    .filter((result) => result.entry.control === true)
    .map((result) => ({ path: result.entry.path, summary: summarizeRuns(result.runs, limitMs) }))
    .filter(({ summary }) => summary !== undefined && summary.mainThread.median > limitMs)
    .map(({ path, summary }) => `${ms(summary?.mainThread.median)} on ${path}`);
  if (over.length === 0) return undefined;
  return `_A control alone (a native popover) costs ${over.join(', ')} of main thread here: on this machine at this slowdown no tap on that page can come within ${limitMs} ms, so compare the rows by their work above the control._`;
}
