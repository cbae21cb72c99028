/**
 * `BENCH_ONLY=interactions npm run bench`: what the interactions people repeat cost on a slow phone.
 * For each entry below, every run opens the page in a fresh browser context (its own storage, no
 * cache, no service worker yet) of the system Chromium, on a phone screen (412 × 823, touch, as
 * Lighthouse's mobile preset), prepares its state, measures this machine's speed in that page with
 * Lighthouse's own CPU benchmark (../lib/calibration.ts, as the Lighthouse section does before each
 * run), lets the page settle and taps. Runs go round-robin over the entries, so the shared
 * machine's noise falls on all of them.
 *
 * The target phone is the Lighthouse section's (BenchmarkIndex 440), reached as Lighthouse's
 * default simulated throttling reaches it: the tap runs at full speed and its main-thread CPU time
 * is multiplied by the run's calibrated multiplier (index ÷ 440, at least 1). Applying the slowdown
 * instead (CDP `Emulation.setCPUThrottlingRate`) charged a short tap 5–7× its full-speed cost on
 * this shared two-core machine when asked for 4×, and its medians moved by up to 1.6× between runs
 * minutes apart; at full speed the same medians spread by 1.1–1.5× (max / median).
 * BENCH_CPU_SLOWDOWN=<n> still applies a fixed n× slowdown instead, unscaled, to compare with that.
 *
 * Measured per run, from the input to the frame that paints the result (`painted` below):
 * - Main-thread work (the verdict): the CPU time of the renderer main thread's tasks from the one
 *   that handles the tap's first pointer event to the one queued from the frame that paints the
 *   result, read from a trace of the tap (CDP Tracing: each task with its thread time, and the
 *   page's two `performance.mark`s; ../lib/work-to-paint.ts), less the bench's own script in those
 *   tasks (its listeners, frame checks and report, told by their source). INP's window: it counts
 *   everything an input starts until its result is on screen (a module loaded on the first press,
 *   a React update after a promise), has no reporting floor, and ends at the paint. Script and style + layout are
 *   its parts, each outermost event once. Times the run's multiplier (see above). CPU time rather
 *   than task time (shown beside it as "task wall time"), because this machine is shared: a
 *   neighbour's build stretches the wall time of our tasks (at 1×, under a load of 15 on two cores,
 *   a tap's task time was about twice its CPU time) but not their CPU time. A task unrelated to the
 *   input would count too, so each run first waits for the page to be quiet (under 2 ms of task
 *   time in two 250 ms windows in a row), and the bench sends nothing to the page between the tap
 *   and the painted mark (the page reports it through a CDP binding).
 * - Then, after the paint: what DevTools' performance monitor's counters (`Performance.getMetrics`
 *   ThreadTime) add between the painted frame and the bench's reading of them, a round trip later:
 *   the work a page leaves for after the paint (a storage write, a summary drawn later). Shown so
 *   it is seen; INP does not count it, and neither does the verdict. Until the trace, the counters
 *   were the verdict, and that work was in it.
 * - Event Timing, as INP counts it: a `PerformanceObserver({ type: 'event', durationThreshold: 16 })`
 *   installed before the page's scripts; the longest entry of the interaction (pointerdown,
 *   pointerup, click) is input to the next paint after its handlers. The browser reports none
 *   under 16 ms (shown as "< 16 ms") and rounds to 8 ms, and it stops at the first paint, so an
 *   interaction whose result comes after an await is only covered by the main-thread figure.
 *   Measured at this machine's speed and shown as measured (not multiplied: its frame waits would
 *   not grow on a phone), so the verdict is the main-thread figure's alone unless a fixed slowdown
 *   is applied.
 * - Input → result painted: from the input event's timestamp (a capturing pointerdown listener)
 *   to the end of the first frame in which every `painted` condition holds (checked in a
 *   requestAnimationFrame callback each frame; the end is a task queued from that callback, so it
 *   runs once that frame's style, layout and paint are done). Wall time: network waits count.
 * The limit is 50 ms (INP's "good" and the issues' budget) on the median main-thread work on the
 * target phone (and, under an applied slowdown, the median Event Timing duration) over at least
 * five runs; the report shows median and max. Each
 * page measured has a control row (its header's "Meny", a native popover; of our code only the
 * header's two small listeners run): what a tap on that page costs in this harness before the
 * page's own code runs. The page's other rows also show their work above it.
 *
 * Adding an interaction is one entry in ENTRIES: the page, the state it needs (`needs`, a fixture
 * of FIXTURES), when it is ready, the unmeasured setup steps, the tap, and what is on screen once
 * the result is painted. `tests/unit/bench/interactions.test.ts` checks every entry. The training
 * log's "Klar" (fixture `lastWorkout`: a generated schedule as the current plan; "Starta passet" is
 * tapped in the setup) and the weight log's "Spara" (fixture `weightLog`: 90 days of weigh-ins; the
 * press is the second of a phone's two taps) are two of them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type CDPSession, type Page, type Protocol } from 'puppeteer-core';

import {
  controlNote,
  formatInteractions,
  validateEntries,
  type Condition,
  type Fixture,
  type InteractionEntry,
  type InteractionResult,
  type InteractionRun,
  type Step,
  type Target,
} from '../lib/interaction-spec.ts';
import type { TraceEvent } from '../lib/cpu-time-trace.ts';
import { firstLine } from '../lib/planning-core.ts';
import { BENCH_SCRIPT_PREFIX, INPUT_MARK, PAINTED_MARK, workToPaint } from '../lib/work-to-paint.ts';
import { spanOf } from '../lib/report.ts';
import { benchmarkIndexes, calibratedMultiplier, TARGET_BENCHMARK_INDEX } from '../lib/calibration.ts';
import { CHROME_FLAGS } from './lighthouse.ts';

/** Lighthouse's mobile preset's fixed slowdown: what an applied slowdown is compared with. */
export const CPU_SLOWDOWN = 4;

/**
 * How a run reaches the slow phone: `calibrated` runs the tap at full speed and multiplies its
 * main-thread time by index ÷ TARGET_BENCHMARK_INDEX; `{ applied }` slows Chromium's CPU that many
 * times during the tap (CDP) and reports the times unscaled.
 */
export type Slowdown = 'calibrated' | { applied: number };

/** Lighthouse's mobile screen (Moto G Power): the layout a phone visitor gets. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * A page's control: the header's "Meny", the browser's own popover (of our scripts only the
 * header's run: aria-expanded kept in step, a click listener that returns at once), on the same
 * page in the same state as the page's other rows. What a tap costs there at the least in this
 * harness (the touch, its events, a frame of that page), as the article is Lighthouse's control.
 */
const menuControl = (path: string, needs: readonly Fixture[], ready: Target): InteractionEntry => ({
  id: `${path.slice(1)}-menu-control`,
  label: 'Control: open "Meny" (native popover)',
  path,
  needs,
  ready: [{ present: ready }],
  setup: [],
  action: { selector: 'button[popovertarget=site-menu]' },
  painted: [{ present: { selector: '#site-menu:popover-open' } }],
  control: true,
});

const swapButton: Target = { selector: '[data-testid=swap-meal]' };
const firstMealName: Target = { selector: '[data-testid=meal-name]' };
const shoppingTab: Target = { selector: '[role=tab]', text: 'Inköpslista' };
const firstShoppingBox: Target = { selector: '[data-testid=shopping-group] input[type=checkbox]' };
// Enabled once the log has been read (the suggestions come from it).
const startSession: Target = { selector: 'button:not([disabled])', text: 'Starta passet' };
// The first set of the session's first exercise (its weight may be empty: "Klar" does not check it).
const firstSetDone: Target = { selector: 'li[data-set="1"] button[aria-pressed=false]', text: 'Klar' };

export const ENTRIES: readonly InteractionEntry[] = [
  menuControl('/meal-plan', ['storedMealPlan'], swapButton),
  {
    id: 'meal-plan-swap-first',
    label: '"Byt rätt", first press (loads the swap engine)',
    path: '/meal-plan',
    needs: ['storedMealPlan'],
    ready: [{ present: swapButton }],
    setup: [],
    action: swapButton,
    painted: [{ changed: firstMealName }],
  },
  {
    id: 'meal-plan-swap-again',
    label: '"Byt rätt", next press (engine loaded)',
    path: '/meal-plan',
    needs: ['storedMealPlan'],
    ready: [{ present: swapButton }],
    setup: [{ tap: swapButton, until: [{ changed: firstMealName }] }],
    action: swapButton,
    painted: [{ changed: firstMealName }],
  },
  {
    id: 'meal-plan-shopping-check',
    label: 'Check off a shopping-list line',
    path: '/meal-plan',
    needs: ['storedMealPlan'],
    ready: [{ present: shoppingTab }],
    setup: [{ tap: shoppingTab, until: [{ present: firstShoppingBox }] }],
    action: firstShoppingBox,
    painted: [
      { present: { selector: '[data-testid=shopping-group] label:has(input:checked) .line-through' } },
    ],
  },
  menuControl('/my-plans', ['signedIn'], { selector: '[role=tab]', text: 'Träningsplaner' }),
  {
    id: 'my-plans-tab-workouts',
    label: 'Switch to the "Träningsplaner" tab (signed in)',
    path: '/my-plans',
    needs: ['signedIn'],
    ready: [{ present: { selector: '[role=tab]', text: 'Träningsplaner' } }],
    setup: [],
    action: { selector: '[role=tab]', text: 'Träningsplaner' },
    painted: [{ present: { selector: '[role=tab][aria-selected=true]', text: 'Träningsplaner' } }],
  },
  {
    id: 'my-plans-tab-meals',
    label: 'Back to the "Måltidsplaner" tab (signed in)',
    path: '/my-plans',
    needs: ['signedIn'],
    ready: [{ present: { selector: '[role=tab]', text: 'Träningsplaner' } }],
    setup: [
      {
        tap: { selector: '[role=tab]', text: 'Träningsplaner' },
        until: [{ present: { selector: '[role=tab][aria-selected=true]', text: 'Träningsplaner' } }],
      },
    ],
    action: { selector: '[role=tab]', text: 'Måltidsplaner' },
    painted: [{ present: { selector: '[role=tab][aria-selected=true]', text: 'Måltidsplaner' } }],
  },
  menuControl('/training-log', ['lastWorkout'], startSession),
  {
    id: 'training-log-set-done',
    label: '"Klar" on a set (Träningsdagbok: state saved, rest timer started)',
    path: '/training-log',
    needs: ['lastWorkout'],
    ready: [{ present: startSession }],
    setup: [{ tap: startSession, until: [{ present: firstSetDone }] }],
    action: firstSetDone,
    painted: [
      { present: { selector: '[role=timer]' } },
      { present: { selector: 'button[aria-pressed=true]', text: 'Klar' } },
    ],
  },
  menuControl('/weight', ['weightLog'], { selector: '[data-testid=trend-weight]' }),
  {
    // The weight field is filled with the last weigh-in and today is chosen, so the press is the
    // second of a phone's two taps: it adds today's weigh-in to the fixture's 90 days. The log has
    // been read once the trend under the form shows its weight; the list of weigh-ins is built only
    // as the person scrolls towards it, so the press's answer on screen is the form's: the note
    // that today now has a weigh-in (the trend follows after that frame's paint).
    id: 'weight-log-save',
    label: '"Spara" a weight (Vikt och energi)',
    path: '/weight',
    needs: ['weightLog'],
    ready: [
      { present: { selector: '[data-testid=trend-weight]' } },
      { present: { selector: 'button[type=submit]:not([disabled])', text: 'Spara' } },
    ],
    setup: [],
    action: { selector: 'button[type=submit]', text: 'Spara' },
    painted: [{ present: { selector: '[data-testid=same-day-note]' } }],
  },
];

/** The localStorage items of each fixture, or why it is not available in this run. */
export type FixtureStorage = Partial<Record<Fixture, Record<string, string>>> & {
  /** Why a fixture is missing (shown on the rows that need it). */
  missing?: Partial<Record<Fixture, string>>;
};

export interface InteractionOptions {
  chromePath: string;
  origin: string;
  fixtures: FixtureStorage;
  runs: number;
  /** How the runs reach the slow phone (default: calibrated). */
  slowdown?: Slowdown;
  /** Stop starting new runs after this time (Date.now() ms); what was measured is still reported. */
  deadline: number;
  log: (line: string) => void;
  entries?: readonly InteractionEntry[];
}

const sleep = (msDelay: number) => new Promise((resolve) => setTimeout(resolve, msDelay));

/** The renderer's main-thread counters, ms. */
async function counters(
  client: CDPSession,
): Promise<{ task: number; devtools: number; cpu: number; script: number; styleLayout: number }> {
  const { metrics } = await client.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    task: value('TaskDuration'),
    devtools: value('DevToolsCommandDuration'),
    cpu: value('ThreadTime'),
    script: value('ScriptDuration'),
    styleLayout: value('RecalcStyleDuration') + value('LayoutDuration'),
  };
}

/** Waits until the main thread has been quiet for two 250 ms windows in a row; false when it never was. */
async function settle(client: CDPSession, timeoutMs = 15_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  let quiet = 0;
  let last = (await counters(client)).task;
  while (Date.now() < end) {
    await sleep(250);
    const now = (await counters(client)).task;
    quiet = now - last < 2 ? quiet + 1 : 0;
    last = now;
    if (quiet >= 2) return true;
  }
  return false;
}

/**
 * Installed before any page script: the Event Timing observer. Self-contained, as it is
 * serialised into the page.
 */
function installObserver(): void {
  const events: BenchWindow['__benchEvents'] = [];
  (window as unknown as BenchWindow).__benchEvents = events;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
        });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // No Event Timing: the runs report none.
  }
}

/** In the page: the element a target names, or undefined (serialised into the page: self-contained). */
function findTarget(target: Target): Element | undefined {
  const all = [...document.querySelectorAll(target.selector)];
  const text = target.text;
  const matching = text === undefined ? all : all.filter((element) => element.textContent.includes(text));
  return matching[target.nth ?? 0];
}

/**
 * In the page: whether all conditions hold, `before` being each `changed` target's text as it was
 * (serialised into the page; it finds elements with the page's copy of findTarget).
 */
function conditionsHold(conditions: readonly Condition[], before: readonly (string | null)[]): boolean {
  const find = (window as unknown as BenchWindow).__benchFind;
  return conditions.every((condition, i) => {
    if ('present' in condition) return find(condition.present) !== undefined;
    if ('absent' in condition) return find(condition.absent) === undefined;
    const element = find(condition.changed);
    return element !== undefined && element.textContent !== before[i];
  });
}

/**
 * What the tap's trace records: each task (toplevel, with its thread time), the events inside it
 * that say script or style and layout (devtools.timeline), and the page's two marks.
 */
const TRACE_CATEGORIES = 'toplevel,devtools.timeline,blink.user_timing';

/** The CDP binding the page calls once the result is painted. */
const REPORT_BINDING = '__benchReport';

/** What the runner calls in the page, installed before its scripts (no eval: the site's CSP forbids it). */
interface BenchWindow {
  __benchEvents: { name: string; startTime: number; duration: number; interactionId: number }[];
  __benchFind: typeof findTarget;
  __benchHolds: typeof conditionsHold;
}

/** The page's helpers as one script: the Event Timing observer, the target finder and the condition check. */
const HELPERS = [
  `(${installObserver.toString()})();`,
  `window.__benchFind = ${findTarget.toString()};`,
  `window.__benchHolds = ${conditionsHold.toString()};`,
  // Named as Puppeteer names what it evaluates, so a trace tells the bench's script from the page's.
  `//# sourceURL=${BENCH_SCRIPT_PREFIX}bench-helpers`,
].join('\n');

/** The `changed` targets' texts now (null for the other conditions or a missing element). */
async function textsNow(page: Page, conditions: readonly Condition[]): Promise<(string | null)[]> {
  return page.evaluate(
    (list: readonly Condition[]) =>
      list.map((condition) =>
        'changed' in condition
          ? ((window as unknown as BenchWindow).__benchFind(condition.changed)?.textContent ?? null)
          : null,
      ),
    conditions,
  );
}

/**
 * Waits (unmeasured) until every island has hydrated and the conditions hold; `before` is the
 * `changed` targets' texts read before whatever is awaited was started.
 */
async function waitFor(
  page: Page,
  conditions: readonly Condition[],
  before: readonly (string | null)[],
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  try {
    await page.waitForFunction(
      (list: readonly Condition[], texts: readonly (string | null)[]) =>
        document.querySelector('astro-island[ssr]') === null &&
        (window as unknown as BenchWindow).__benchHolds(list, texts),
      { timeout: timeoutMs, polling: 'raf' },
      conditions,
      before,
    );
  } catch (error) {
    throw new Error(`${what} did not happen within ${timeoutMs / 1000} s (${firstLine(error)})`, {
      cause: error,
    });
  }
}

/** The centre of a target on screen, scrolled into the middle of the viewport first. */
async function centreOf(page: Page, target: Target): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((t: Target) => {
    const element = (window as unknown as BenchWindow).__benchFind(t);
    if (element === undefined) return undefined;
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, target);
  if (point === undefined)
    throw new Error(`no element ${target.selector}${target.text === undefined ? '' : ` “${target.text}”`}`);
  return point;
}

async function runStep(page: Page, step: Step, index: number): Promise<void> {
  const before = await textsNow(page, step.until);
  const { x, y } = await centreOf(page, 'tap' in step ? step.tap : step.type);
  await page.touchscreen.tap(x, y);
  if ('type' in step) await page.keyboard.type(step.text);
  await waitFor(page, step.until, before, `setup step ${index + 1}`);
}

/** One run of an entry in a fresh browser context. */
async function runOnce(
  browser: Browser,
  entry: InteractionEntry,
  origin: string,
  storage: Record<string, string>,
  slowdown: Slowdown,
): Promise<InteractionRun> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    const client = await page.createCDPSession();
    await client.send('Performance.enable');
    await client.send('Runtime.enable');
    await client.send('Runtime.addBinding', { name: REPORT_BINDING });
    await page.evaluateOnNewDocument(HELPERS);
    await page.evaluateOnNewDocument(
      (expectedOrigin: string, entries: Record<string, string>) => {
        if (location.origin !== expectedOrigin) return;
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      },
      origin,
      storage,
    );
    await page.goto(`${origin}${entry.path}`, { waitUntil: 'load', timeout: 60_000 });
    await waitFor(page, entry.ready, [], 'the page being ready');
    for (const [index, step] of entry.setup.entries()) await runStep(page, step, index);
    const { x, y } = await centreOf(page, entry.action);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
    // This machine's speed now, in this page (about a second of work, before the page settles),
    // per second of the main thread's CPU time, as the tap's work is counted: Lighthouse's index
    // counts iterations per wall second, which a neighbour's load on this shared machine lowers
    // while it leaves the tap's CPU time alone.
    const benchmarkIndex = (await benchmarkIndexes(page, client)).cpu;
    const multiplier = slowdown === 'calibrated' ? calibratedMultiplier(benchmarkIndex) : 1;
    const applied = slowdown === 'calibrated' ? 1 : slowdown.applied;
    if (!(await settle(client))) throw new Error('the page never became quiet before the input');

    // Armed just before the input: the first pointerdown's timestamp starts the watch, and each
    // frame after it checks whether the result is on screen; the page then reports through a CDP
    // binding (an outgoing message), so nothing the bench sends runs on the page's main thread
    // between the two counter reads except the touch itself.
    const before = await textsNow(page, entry.painted);
    const reported = new Promise<{ input: number; painted: number }>((resolve) => {
      const onCall = (event: Protocol.Runtime.BindingCalledEvent) => {
        if (event.name !== REPORT_BINDING) return;
        client.off('Runtime.bindingCalled', onCall);
        resolve(JSON.parse(event.payload) as { input: number; painted: number });
      };
      client.on('Runtime.bindingCalled', onCall);
    });
    await page.evaluate(
      (
        list: readonly Condition[],
        texts: readonly (string | null)[],
        binding: string,
        inputMark: string,
        paintedMark: string,
      ) => {
        const state = window as unknown as BenchWindow;
        const report = (state as unknown as Record<string, (payload: string) => void>)[binding];
        // The trace's window opens at the tap's first pointer event (pointerover comes before
        // pointerdown, in the same input task or the one before it).
        const onFirst = () => {
          removeEventListener('pointerover', onFirst, true);
          removeEventListener('pointerdown', onFirst, true);
          performance.mark(inputMark);
        };
        addEventListener('pointerover', onFirst, true);
        addEventListener('pointerdown', onFirst, true);
        const onInput = (event: Event) => {
          removeEventListener('pointerdown', onInput, true);
          const check = () => {
            if (state.__benchHolds(list, texts))
              setTimeout(() => {
                performance.mark(paintedMark);
                report?.(JSON.stringify({ input: event.timeStamp, painted: performance.now() }));
              }, 0);
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        };
        addEventListener('pointerdown', onInput, true);
      },
      entry.painted,
      before,
      REPORT_BINDING,
      INPUT_MARK,
      PAINTED_MARK,
    );
    const traced: TraceEvent[] = [];
    const onData = (data: { value: TraceEvent[] }) => traced.push(...data.value);
    client.on('Tracing.dataCollected', onData);
    await client.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    if (applied !== 1) await client.send('Emulation.setCPUThrottlingRate', { rate: applied });
    const start = await counters(client);
    await page.touchscreen.tap(x, y);
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      reported,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), 20_000);
      }),
    ]);
    clearTimeout(timer);
    const end = await counters(client);
    if (applied !== 1) await client.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const complete = new Promise((resolve) => client.once('Tracing.tracingComplete', resolve));
    await client.send('Tracing.end');
    await complete;
    client.off('Tracing.dataCollected', onData);
    if (done === undefined) throw new Error('the result was not painted within 20 s of the input');
    await keepTapTrace(entry.id, traced);
    const work = workToPaint(traced);
    if (work === undefined) throw new Error('the trace holds no input or painted mark on one thread');

    // Event Timing entries are delivered a frame or more after their paint; an interaction under
    // the floor has none, so this waits at most a second for them.
    const eventTiming = await page.evaluate(async (input: number) => {
      const events = (window as unknown as BenchWindow).__benchEvents;
      const ours = () => events.filter((event) => event.interactionId > 0 && event.startTime >= input - 1);
      const until = performance.now() + 1000;
      while (ours().length === 0 && performance.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const found = ours();
      return found.length === 0 ? null : Math.max(...found.map((event) => event.duration));
    }, done.input);
    return {
      eventTiming: eventTiming ?? undefined,
      mainThread: work.mainThread * multiplier,
      bench: work.bench * multiplier,
      // What the counters saw up to their reading, less the window: the work after the paint.
      // (The counters count the bench's own script in the window too.)
      afterPaint: Math.max(0, end.cpu - start.cpu - work.mainThread - work.bench) * multiplier,
      taskWall: work.taskWall,
      script: work.script * multiplier,
      styleLayout: work.styleLayout * multiplier,
      toResult: done.painted - done.input,
      benchmarkIndex,
      multiplier: slowdown === 'calibrated' ? multiplier : applied,
      simulated: slowdown === 'calibrated',
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * BENCH_KEEP_TRACES=dir: each tap's trace (the main thread's tasks with their CPU time, and the two
 * marks) is kept there as `tap-<entry id>-<time>.json`, to find what a tap's main thread did.
 */
async function keepTapTrace(id: string, traced: readonly TraceEvent[]): Promise<void> {
  const keep = process.env.BENCH_KEEP_TRACES?.trim();
  if (!keep) return;
  await mkdir(keep, { recursive: true });
  await writeFile(join(keep, `tap-${id}-${Date.now()}.json`), JSON.stringify({ traceEvents: traced }));
}

/** Runs every entry `runs` times, round-robin, each run in a fresh context of one Chromium. */
export async function measureInteractions(
  options: InteractionOptions,
): Promise<{ results: InteractionResult[]; chromeVersion: string; stoppedEarly: boolean }> {
  const valid = validateEntries(options.entries ?? ENTRIES);
  if (!valid.ok) throw new Error(`invalid interaction entries: ${valid.error.join('; ')}`);
  const results: InteractionResult[] = valid.value.map((entry) => {
    const missing = entry.needs.filter((fixture) => options.fixtures[fixture] === undefined);
    const reasons = missing.map(
      (fixture) => options.fixtures.missing?.[fixture] ?? `${fixture} not available`,
    );
    return {
      entry,
      runs: [],
      errors: [],
      ...(missing.length > 0 ? { skipped: `not measured: ${reasons.join('; ')}` } : {}),
    };
  });
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
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
          if (result.skipped !== undefined) continue;
          if (Date.now() > options.deadline) {
            stoppedEarly = true;
            break;
          }
          const storage: Record<string, string> = {};
          for (const fixture of result.entry.needs) Object.assign(storage, options.fixtures[fixture]);
          try {
            const run = await runOnce(
              browser,
              result.entry,
              options.origin,
              storage,
              options.slowdown ?? 'calibrated',
            );
            result.runs.push(run);
            options.log(
              `interaction ${round}/${options.runs} ${result.entry.id}: main thread ${run.mainThread.toFixed(1)} ms at ${run.multiplier}× (task wall time ${run.taskWall.toFixed(1)} ms), to result ${run.toResult.toFixed(1)} ms, event timing ${run.eventTiming ?? '<16'}`,
            );
          } catch (error) {
            result.errors.push(firstLine(error));
            options.log(
              `interaction ${round}/${options.runs} ${result.entry.id}: failed: ${firstLine(error)}`,
            );
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

/** The section's text: how it was measured, then the table. */
export function formatInteractionSection(
  measured: { results: InteractionResult[]; chromeVersion: string; stoppedEarly: boolean },
  runs: number,
  notes: readonly string[] = [],
  slowdown: Slowdown = 'calibrated',
): string {
  const all = measured.results.flatMap((result) => result.runs);
  const indexes = spanOf(all.map((run) => Math.round(run.benchmarkIndex)));
  // The bench's listeners, frame callbacks and report, which a visitor's browser does not run.
  const benchRuns = all.flatMap((run) => (run.bench === undefined ? [] : [run.bench]));
  const benchText = `its listeners, the frame callbacks that look for the result and its report, found in the trace by their source${benchRuns.length > 0 ? `: ${spanOf(benchRuns.map((value) => Math.round(value * 10) / 10))} ms a tap in this run, on the same scale` : ''}`;
  const how =
    slowdown === 'calibrated'
      ? `The page loads, settles and is tapped at this machine's full speed; the tap's main-thread figures are then multiplied to a **phone of BenchmarkIndex ${TARGET_BENCHMARK_INDEX}** (the Lighthouse section's): this machine's index, measured with Lighthouse's own benchmark in the page just before the tap and counted per second of main-thread CPU time as the tap is (${indexes}), ÷ ${TARGET_BENCHMARK_INDEX}, at least 1 (multipliers used: ${spanOf(all.map((run) => run.multiplier))}×), as Lighthouse's default simulated throttling scales CPU work. **Main thread**: the CPU time of the renderer main thread's tasks from the tap's first pointer event to the frame that paints the result, from a trace of the tap (a neighbour's share of this shared machine does not count), less the bench's own script in them (${benchText}), times the multiplier; script and style + layout are parts of it; **task wall time** is the same tasks' wall time at full speed, which a busy machine stretches. **Then, after the paint**: the main-thread work that follows the painted frame until the bench reads DevTools' CPU counters a round trip later (work a page leaves for after the paint), not in the verdict, as INP does not count it. **Above the page's control**: the median main thread minus that of the same page's control row (a tap opening the header's "Meny", a native popover; of our code only the header's two small listeners run), the part our code adds to a tap. **Event Timing (INP) at full speed**: the interaction's longest Event Timing entry, input to the next paint after its handlers, as the browser's INP counts it, on this machine ("< 16 ms": under the API's reporting floor). **Input → result painted**: wall time at full speed from the input's timestamp to the end of the first frame showing the result (network waits count). Verdict: median main thread on the phone ≤ 50 ms, over at least 5 runs.`
      : `The page loads and settles at full speed; the tap and everything until its result is painted run under a ${slowdown.applied}× CPU slowdown applied to Chromium (CDP \`Emulation.setCPUThrottlingRate\`, set by BENCH_CPU_SLOWDOWN; on this machine it charges a short tap 5–7× its full-speed cost at 4×; this machine's index during the runs: ${indexes}). **Main thread**: the CPU time of the renderer main thread's tasks from the tap's first pointer event to the frame that paints the result, from a trace of the tap (the slowdown counts, a neighbour's share of this shared machine does not), less the bench's own script in them (${benchText}); script and style + layout are parts of it; **task wall time** is the same tasks' wall time, which a busy machine stretches. **Then, after the paint**: the work that follows the painted frame until the bench reads DevTools' CPU counters, not in the verdict. **Above the page's control**: the median main thread minus that of the same page's control row (a tap opening the header's "Meny", a native popover), the part our code adds to a tap. **Event Timing (INP)**: the interaction's longest Event Timing entry, input to the next paint after its handlers ("< 16 ms": under the API's reporting floor). **Input → result painted**: wall time from the input's timestamp to the end of the first frame showing the result. Verdict: median main thread and median Event Timing each ≤ 50 ms, over at least 5 runs.`;
  return [
    `${runs} runs per interaction, each in a fresh page (${measured.chromeVersion} headless, a 412 × 823 touch screen, pages served by \`astro preview\` on loopback), round-robin. ${how}`,
    ...notes.map((note) => `\n${note}`),
    '',
    formatInteractions(measured.results),
    ...[controlNote(measured.results)].filter((note) => note !== undefined).map((note) => `\n${note}`),
    ...(measured.stoppedEarly
      ? ['', '_Stopped early to stay inside the time budget; the Runs column shows how many were done._']
      : []),
  ].join('\n');
}
