/**
 * `npm run bench`: the project's benchmark. Prints a Markdown report on stdout and writes
 * it to bench/out/report-<timestamp>.md. Progress goes to stderr.
 *
 * Sections, in the order they run: bytes per page kind beside the SPA floor, and a first-time
 * article reader's bytes, page plus the service worker's background (bench/sections/reader-data.ts);
 * generators; plan quality
 * (variety, macro shares per goal, calories, over seeded random preferences); build
 * scaling (project vs bare Astro); Lighthouse per page kind; interactions (what a tap costs under a
 * 4× CPU slowdown, bench/sections/interactions.ts); the local server under load. Everything
 * is measured side by side in one run on this machine; medians and ratios, never absolute promises.
 *
 * Options (flags or environment):
 *   --quick / BENCH_QUICK=1      a fast smoke run (1 Lighthouse run, small builds, few requests)
 *   --only=a,b / BENCH_ONLY=a,b  run only these sections: bytes, generators, plan-quality,
 *                                weight-estimator, scaling, lighthouse, interactions, server
 *                                (plan-quality and weight-estimator take a few seconds)
 *   BENCH_SITE=dist              measure this built site instead of building one into
 *                                bench/out/site; its Supabase URL is PUBLIC_SUPABASE_URL (the same
 *                                value it was built with), where the bench then starts its server:
 *                                PUBLIC_SUPABASE_URL=http://127.0.0.1:54441 npm run build, then
 *                                PUBLIC_SUPABASE_URL=http://127.0.0.1:54441 BENCH_SITE=dist
 *                                BENCH_ONLY=interactions npm run bench
 *   BENCH_SITE_PORT=4441         the port the site is served on (default: any free port)
 *   BENCH_INTERACTION_RUNS=7     runs per interaction (at least 5; default 5, quick 5)
 *   BENCH_CPU_SLOWDOWN=4         apply this CPU slowdown to the interactions' taps instead of
 *                                calibrating them to the target phone (the default)
 *   BENCH_INTERACTIONS=/weight   only the interactions (and controls) of these pages, comma-separated
 *   BENCH_SCALING_SIZES=2000     build scaling at these article counts only (default 21,500,2000;
 *                                quick 21,100)
 *   BENCH_BUDGET_S=570           wall-clock budget; sections shrink (and say so) to stay inside it
 *   CHROME_PATH=/path            the Chromium for Lighthouse (default /usr/bin/chromium)
 *   BENCH_KEEP_TRACES=dir        keep each Lighthouse run's trace in dir (`<row label>-<time>.json`), and
 *                                each tap's (`tap-<entry id>-<time>.json`)
 *   BENCH_BASELINE=<git ref>     Lighthouse also measures a build of that commit, round-robin with
 *                                this one: each page gets a second row "… @ <ref>" (a before/after
 *                                in one run; about twice the Lighthouse time)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import {
  formatServiceWorker,
  weighBuild,
  weighServiceWorker,
  type PageWeight,
} from '../scripts/lib/page-weight.ts';
import { cleanupTracked } from './lib/cleanup.ts';
import { environmentLines, loadAverage } from './lib/environment.ts';
import {
  MEAL_PREFERENCES,
  START_DATE,
  WORKOUT_FORMS,
  firstLine,
  sharedFunction,
} from './lib/planning-core.ts';
import { notAvailable, section, seconds, spanOf } from './lib/report.ts';
import { startBaseline } from './lib/baseline.ts';
import { astroBuild, freePort, REPO, startPreview, startVitePreview, type Preview } from './lib/site.ts';
import { buildScalingSection } from './sections/build-scaling.ts';
import { bytesSection, PAGE_KINDS, representative } from './sections/bytes.ts';
import { generatorsSection } from './sections/generators.ts';
import { planQualitySection } from './sections/plan-quality.ts';
import { formatReaderData, measureReaderData } from './sections/reader-data.ts';
import { weightEstimatorSection } from './sections/weight-estimator.ts';
import { TARGET_BENCHMARK_INDEX } from './lib/calibration.ts';
import {
  findChrome,
  formatLighthouse,
  formatLighthouseCpuTime,
  measureLighthouse,
  type Target,
} from './sections/lighthouse.ts';
import {
  ENTRIES,
  formatInteractionSection,
  measureInteractions,
  type FixtureStorage,
  type Slowdown,
} from './sections/interactions.ts';
import { MIN_RUNS } from './lib/interaction-spec.ts';
import {
  createUsers,
  insertMealPlan,
  insertWorkoutPlan,
  SERVER_FILE,
  serverLoadSection,
  startLocalServer,
  type BenchUser,
  type LocalServer,
  type PlanRow,
} from './sections/local-server.ts';
import { buildSpaFloor, type Floor } from './sections/spa-floor.ts';

const SECTIONS = [
  'bytes',
  'generators',
  'plan-quality',
  'weight-estimator',
  'scaling',
  'lighthouse',
  'interactions',
  'server',
] as const;
type SectionId = (typeof SECTIONS)[number];

const argv = process.argv.slice(2);
const quick = argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const onlyArg =
  argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? process.env.BENCH_ONLY;
const only = new Set((onlyArg ?? SECTIONS.join(',')).split(',').map((s) => s.trim()));
const unknown = [...only].filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown.length > 0) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Known: ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const wants = (id: SectionId): boolean => only.has(id);

const SETTINGS = quick
  ? {
      lighthouseRuns: 1,
      scalingSizes: [21, 100],
      generatorRuns: 200,
      qualityPlans: 1000,
      users: 2,
      interactionRuns: 5,
      load: { requests: 20, concurrency: 4, timeCapMs: 5_000 },
    }
  : {
      lighthouseRuns: 3,
      scalingSizes: [21, 500, 2000],
      generatorRuns: 1000,
      qualityPlans: 1500,
      users: 4,
      interactionRuns: 5,
      load: { requests: 100, concurrency: 8, timeCapMs: 15_000 },
    };

/** BENCH_SCALING_SIZES=2000 (comma-separated) builds only these sizes, e.g. to measure one size. */
const SCALING_SIZES: readonly number[] = process.env.BENCH_SCALING_SIZES?.trim()
  ? process.env.BENCH_SCALING_SIZES.split(',').map((size) => Number(size.trim()))
  : SETTINGS.scalingSizes;
if (SCALING_SIZES.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error(`BENCH_SCALING_SIZES must be whole numbers above 0, got ${process.env.BENCH_SCALING_SIZES}`);
  process.exit(2);
}

const startedAt = Date.now();
const environment = environmentLines();
const budgetMs = Number(process.env.BENCH_BUDGET_S ?? '570') * 1000;
const deadline = startedAt + budgetMs;
/** Time kept free for the sections after Lighthouse: the server load (5 operations, each capped). */
const SERVER_RESERVE_MS = wants('server') ? SETTINGS.load.timeCapMs * 5 + 20_000 : 0;
const INTERACTION_SLOWDOWN: Slowdown = Number(process.env.BENCH_CPU_SLOWDOWN)
  ? { applied: Number(process.env.BENCH_CPU_SLOWDOWN) }
  : 'calibrated';
const INTERACTION_RUNS = Math.max(
  MIN_RUNS,
  Number(process.env.BENCH_INTERACTION_RUNS ?? SETTINGS.interactionRuns) || MIN_RUNS,
);
/** Time kept free for the interactions: five rounds of about 5 s per entry. */
const INTERACTIONS_RESERVE_MS = wants('interactions') ? MIN_RUNS * ENTRIES.length * 5_000 : 0;
/** Time kept free after build scaling: at least one Lighthouse round, plus what comes after it. */
const LIGHTHOUSE_RESERVE_MS =
  (wants('lighthouse') ? 12 * 9_000 : 0) + INTERACTIONS_RESERVE_MS + SERVER_RESERVE_MS;

const log = (line: string): void => {
  process.stderr.write(`[bench ${seconds(Date.now() - startedAt).padStart(7)}] ${line}\n`);
};

const OUT = join(REPO, 'bench', 'out');
/** A site built beforehand (BENCH_SITE), or the one this run builds into bench/out/site. */
const GIVEN_SITE = process.env.BENCH_SITE?.trim() ? resolve(REPO, process.env.BENCH_SITE.trim()) : undefined;
const SITE_OUT = GIVEN_SITE ?? join(OUT, 'site');
const report: string[] = [];
const timings: string[] = [];
const cleanups: (() => unknown)[] = [];

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const t0 = Date.now();
  try {
    return await work();
  } finally {
    timings.push(`${name}: ${seconds(Date.now() - t0)}`);
  }
}

/** A section's body, or a clear failure line instead of a crash. */
async function guarded(what: string, work: () => Promise<string>): Promise<string> {
  try {
    return await work();
  } catch (error) {
    log(`${what} failed: ${firstLine(error)}`);
    return `_${what} failed: ${firstLine(error)}_`;
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const needServer = wants('server') || wants('lighthouse') || wants('interactions');
  const needSite = wants('bytes') || wants('lighthouse') || wants('interactions');

  // 1. The local server first: the site build must know its URL (for the signed-in "my plans" page).
  let server: LocalServer | undefined;
  let serverProblem: string | undefined;
  if (needServer) {
    if (!existsSync(SERVER_FILE)) {
      serverProblem = 'supabase/local/server.ts does not exist';
    } else {
      try {
        // A given site was built for one Supabase URL (its client and its CSP): the server goes there.
        const port = GIVEN_SITE ? Number(new URL(process.env.PUBLIC_SUPABASE_URL ?? 'http://x:0').port) : 0;
        server = await timed('local server start', () => startLocalServer(port));
        cleanups.push(() => server?.close());
        log(`local server at ${server.url}`);
      } catch (error) {
        serverProblem = firstLine(error);
        log(`local server did not start: ${serverProblem}`);
      }
    }
  }

  // 2. The site, built into bench/out/site (never written into the shared dist/; BENCH_SITE reads a
  // site built beforehand).
  const sitePort = Number(process.env.BENCH_SITE_PORT) || (await freePort());
  // The site's Supabase client is pointed at the bench's own server (the names Astro exposes to the
  // browser); a baseline build (BENCH_BASELINE) gets the same.
  const siteEnv: NodeJS.ProcessEnv = server
    ? { PUBLIC_SUPABASE_URL: server.url, PUBLIC_SUPABASE_ANON_KEY: server.anonKey }
    : {};
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  let pages: PageWeight[] = [];
  let siteProblem: string | undefined;
  if (needSite && GIVEN_SITE) {
    if (existsSync(join(GIVEN_SITE, 'index.html'))) {
      pages = weighBuild(GIVEN_SITE);
      log(`measuring the site built in ${GIVEN_SITE}: ${pages.length} pages`);
    } else siteProblem = `BENCH_SITE=${GIVEN_SITE} holds no built site (run npm run build first)`;
  } else if (needSite) {
    log('astro build → bench/out/site …');
    rmSync(SITE_OUT, { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = { SITE_URL: siteOrigin, ...siteEnv };
    const build = await timed('site build', () => astroBuild(SITE_OUT, { env, timeoutMs: 300_000 }));
    if (build.code === 0) {
      pages = weighBuild(SITE_OUT);
      log(`site built in ${seconds(build.wallMs)}: ${pages.length} pages`);
    } else {
      siteProblem = `astro build failed (exit ${build.code ?? 'signal'}): ${firstLine(build.stderr.trim() || build.stdout.trim().split('\n').slice(-1)[0])}`;
      log(siteProblem);
    }
  }

  // 3. Bytes per page kind beside the SPA floor.
  let floor: Floor | undefined;
  if (wants('bytes') || wants('lighthouse')) {
    try {
      floor = await timed('SPA floor build', buildSpaFloor);
      cleanups.push(() => floor?.cleanup());
    } catch (error) {
      log(`SPA floor build failed: ${firstLine(error)}`);
    }
  }
  if (wants('bytes')) {
    const body = siteProblem
      ? `_${siteProblem}_`
      : [
          'First-load bytes (gzip level 9) of one page per kind: its scripts with their static imports, hydrated islands, stylesheets and the HTML itself, as `scripts/lib/page-weight.ts` counts them for `npm run budget`. Dynamic imports (supabase-js on submit) are not first-load. The SPA floor is the smallest SPA of this app: react-dom/client + @supabase/supabase-js, bundled by the same Vite/Rolldown in the same run; every real SPA ships more.',
          '',
          bytesSection(pages, floor?.builds ?? []),
          ...(floor ? [] : ['', '_SPA floor: the Vite build failed, so no ratios._']),
          '',
          formatServiceWorker(weighServiceWorker(SITE_OUT)),
        ].join('\n');
    report.push(section('Bytes per page kind', body));
    const article = representative(pages, 'article')?.route;
    const reader =
      siteProblem !== undefined
        ? `_${siteProblem}_`
        : article === undefined
          ? '_No article built._'
          : await guarded('reader data', () =>
              timed('reader data', async () =>
                formatReaderData(article, await measureReaderData(SITE_OUT, article, findChrome())),
              ),
            );
    report.push(section('A reader’s data plan: page plus background', reader));
  }

  // 4. Generators (CPU only; nothing else of ours is running).
  if (wants('generators')) {
    log(`generators × ${SETTINGS.generatorRuns} …`);
    const body = await timed('generators', () =>
      guarded('Generators', () => generatorsSection(SETTINGS.generatorRuns)),
    );
    report.push(section('Generators', body));
  }

  // 4b. Plan quality (CPU only): the rule generator's weeks over seeded random preferences.
  if (wants('plan-quality')) {
    log(`plan quality × ${SETTINGS.qualityPlans} …`);
    const body = await timed('plan quality', () =>
      guarded('Plan quality', () => Promise.resolve(planQualitySection(SETTINGS.qualityPlans))),
    );
    report.push(section(`Plan quality (${SETTINGS.qualityPlans} seeded random preferences)`, body));
  }

  // 4c. Weight estimator (CPU only): the expenditure estimate against simulated people.
  if (wants('weight-estimator')) {
    const body = await timed('weight estimator', () =>
      guarded('Weight estimator', () => Promise.resolve(weightEstimatorSection())),
    );
    report.push(section('Weight estimator (1 000 simulated people)', body));
  }

  // 5. Build scaling, project vs bare Astro.
  if (wants('scaling')) {
    const body = await timed('build scaling', () =>
      guarded('Build scaling', async () => {
        const table = await buildScalingSection({
          sizes: SCALING_SIZES,
          deadline: deadline - LIGHTHOUSE_RESERVE_MS,
          log,
        });
        return [
          'The same synthetic MDX articles (about 1,100 words, six H2 sections, a list, a table and a `<Card>`, frontmatter valid for the article schema) built by a copy of this project (astro.config.mjs with React, MDX, sitemap and Pagefind; src/, public/, and content/ but the articles: guides, recipes) and by a bare Astro project with only @astrojs/mdx and a one-file layout. Each build is a fresh `astro build` process in a temp directory, after one untimed warm-up build; time is wall clock including start-up; peak RSS is the process tree sampled every 100 ms. Pages include the project’s other pages (home, hubs, guides, recipes, tools, 404, redirects) and the bare index.',
          '',
          table,
        ].join('\n');
      }),
    );
    report.push(section('Build scaling', body));
  }

  // 6. Users on the local server (for "my plans" in Lighthouse and the interactions, and for the
  // load test). The interactions get a user of their own, with a few saved plans of each kind.
  let users: BenchUser[] = [];
  let interactionUser: BenchUser | undefined;
  let storedPlan: { preferences: unknown; plan: unknown } | undefined;
  // Why there is no stored plan, when there is none (shown on the rows that need one).
  let planProblem = 'generateMealPlan not available';
  const generate = await sharedFunction<
    (
      p: unknown,
      o: { startDate: Date; seed: number },
    ) => { ok: true; value: { plan: unknown } } | { ok: false; error: unknown }
  >('meal-plan/generate.ts', 'generateMealPlan');
  const workoutText = await sharedFunction<(form: unknown) => string>(
    'workout/generate.ts',
    'generateWorkoutPlan',
  );
  if (generate.ok) {
    const result = generate.value(MEAL_PREFERENCES[0], { startDate: START_DATE, seed: 42 });
    if (result.ok) storedPlan = { preferences: MEAL_PREFERENCES[0], plan: result.value.plan };
    else planProblem = `generateMealPlan found no plan: ${firstLine(JSON.stringify(result.error))}`;
  } else planProblem = generate.reason;
  const planRow: PlanRow = {
    name: 'Måltidsplan (bänktest)',
    description: 'Skapad av npm run bench',
    preferences: MEAL_PREFERENCES[0],
    plan_data: storedPlan?.plan ?? [],
  };
  if (server) {
    try {
      const extra = wants('interactions') ? 1 : 0;
      users = await timed('server users', () => createUsers(server, SETTINGS.users + extra, siteOrigin));
      if (extra > 0) interactionUser = users.pop();
      const first = users[0];
      if (first) {
        await insertMealPlan(server, first, planRow);
        if (workoutText.ok) {
          const form = WORKOUT_FORMS[0];
          await insertWorkoutPlan(server, first, {
            name: 'Träningsschema 30 dagar',
            description: 'Skapad av npm run bench',
            preferences: null,
            plan_data: {
              workoutPlan: workoutText.value(form),
              duration: form.duration,
              formData: form,
              createdAt: new Date().toISOString(),
            },
          });
        }
      }
      if (interactionUser)
        await savePlans(server, interactionUser, planRow, workoutText.ok ? workoutText.value : undefined);
      log(`${users.length + extra} users signed up, confirmed and signed in`);
    } catch (error) {
      serverProblem = `users could not be created: ${firstLine(error)}`;
      log(serverProblem);
    }
  }

  // 7. Lighthouse.
  if (wants('lighthouse')) {
    const body = await timed('lighthouse', () =>
      guarded('Lighthouse', () =>
        lighthouseSection(
          pages,
          siteProblem,
          sitePort,
          floor,
          server,
          users,
          storedPlan,
          planProblem,
          siteEnv,
          workoutText.ok ? lastWorkoutItem(workoutText.value) : undefined,
        ),
      ),
    );
    report.push(section('Lighthouse (mobile)', body));
  }

  // 8. Interactions: what a tap costs on a slow phone.
  if (wants('interactions')) {
    const body = await timed('interactions', () =>
      guarded('Interactions', () =>
        interactionsSection(
          siteProblem,
          sitePort,
          server,
          serverProblem,
          interactionUser,
          storedPlan,
          planProblem,
          workoutText.ok ? workoutText.value : undefined,
        ),
      ),
    );
    report.push(
      section(
        INTERACTION_SLOWDOWN === 'calibrated'
          ? `Interactions (on a phone of BenchmarkIndex ${TARGET_BENCHMARK_INDEX})`
          : `Interactions (${INTERACTION_SLOWDOWN.applied}× CPU slowdown applied)`,
        body,
      ),
    );
  }

  // 9. The local server under load.
  if (wants('server')) {
    let body: string;
    if (!server) body = notAvailable('Local server', serverProblem ?? 'not started');
    else if (users.length === 0) body = notAvailable('Local server load', serverProblem ?? 'no users');
    else {
      const activeServer = server;
      body = await timed('server load', () =>
        guarded('Local server load', () =>
          serverLoadSection(
            activeServer,
            users,
            { planRow: planRow, mealPreferences: MEAL_PREFERENCES[0], workoutForm: WORKOUT_FORMS[0] },
            SETTINGS.load,
            log,
          ),
        ),
      );
    }
    report.push(section('Local server', body));
  }
}

/** The training log's current plan: the slot `lastWorkout` (src/lib/storage/keys.ts), a generated schedule. */
function lastWorkoutItem(workoutText: (form: unknown) => string): Record<string, string> {
  const form = WORKOUT_FORMS[0];
  return {
    'hp:last-workout': JSON.stringify({
      workoutPlan: workoutText(form),
      duration: form.duration,
      form,
      createdAt: new Date().toISOString(),
    }),
  };
}

/**
 * A signed-out weight log of 90 daily weigh-ins up to yesterday (the device's slot of the synced
 * log, `STORED.weightLogDevice`), so /weight is measured drawing its chart, trend and estimate, and
 * "Spara" adds today's weigh-in to them.
 */
function benchWeightLog(): { rows: { weight_entries: { day: string; kg: number; waist_cm: null }[] } } {
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const rows = Array.from({ length: 90 }, (_, n) => ({
    day: new Date(today - (90 - n) * 86_400_000).toISOString().slice(0, 10),
    kg: Math.round((84 - 0.06 * n + 0.4 * Math.sin(n * 2.1)) * 10) / 10,
    waist_cm: null,
  }));
  return { rows: { weight_entries: rows } };
}

async function lighthouseSection(
  pages: readonly PageWeight[],
  siteProblem: string | undefined,
  sitePort: number,
  floor: Floor | undefined,
  server: LocalServer | undefined,
  users: readonly BenchUser[],
  storedPlan: { preferences: unknown; plan: unknown } | undefined,
  planProblem: string,
  siteEnv: NodeJS.ProcessEnv,
  lastWorkout: Record<string, string> | undefined,
): Promise<string> {
  if (siteProblem) return `_${siteProblem}_`;
  const chrome = findChrome();
  if (!chrome)
    return '_Lighthouse skipped: no Chromium found (set CHROME_PATH, or install Debian’s `chromium`)._';

  const previews: Preview[] = [];
  try {
    const site = await startPreview(SITE_OUT, sitePort);
    previews.push(site);
    const targets: Target[] = [];
    const missing: string[] = [];
    // BENCH_LIGHTHOUSE=/weight,/training-log: only these pages, with the article kept as the control.
    const only = process.env.BENCH_LIGHTHOUSE?.split(',').map((path) => path.trim());
    for (const { kind, label } of PAGE_KINDS) {
      const page = representative(pages, kind);
      if (page && only && kind !== 'article' && !only.includes(page.route)) continue;
      if (!page) {
        missing.push(label);
        continue;
      }
      const target: Target = { label, url: `${site.origin}${page.route === '/' ? '/' : page.route}` };
      if (kind === 'meal-plan') {
        if (storedPlan) {
          target.localStorage = {
            mealPreferences: JSON.stringify(storedPlan.preferences),
            generatedMealPlan: JSON.stringify(storedPlan.plan),
          };
          target.note = 'with a stored generated plan';
        } else target.note = `empty state: ${planProblem}`;
      }
      if (kind === 'training-log') {
        if (lastWorkout) {
          target.localStorage = lastWorkout;
          target.note = 'a generated schedule as the current plan (Starta passet), signed out';
        } else target.note = 'no current plan: generateWorkoutPlan not available';
      }
      if (kind === 'weight') {
        target.localStorage = { 'hp:weight-log:device': JSON.stringify(benchWeightLog()) };
        target.note = '90 days of weigh-ins on the device, signed out';
      }
      if (kind === 'my-plans') {
        const user = users[0];
        if (server && user) {
          target.localStorage = sessionStorageItems(server, user);
          target.note = buildMentions(SITE_OUT, server.url)
            ? `signed in against ${server.url}`
            : `session stored, but the build does not contain ${server.url} (PUBLIC_SUPABASE_URL not read?), so its requests go elsewhere`;
        } else target.note = 'signed out: the local server is not available yet';
      }
      targets.push(target);
    }
    const baselineRef = process.env.BENCH_BASELINE?.trim();
    let baselineNote = '';
    if (baselineRef) {
      try {
        const port = await freePort();
        const baseline = await startBaseline(
          baselineRef,
          port,
          { ...siteEnv, SITE_URL: `http://127.0.0.1:${port}` },
          log,
        );
        cleanups.push(() => baseline.stop());
        const own = [...targets];
        targets.length = 0;
        for (const target of own) {
          const url = new URL(target.url);
          targets.push(target, {
            ...target,
            label: `${target.label} @ ${baselineRef}`,
            url: `${baseline.preview.origin}${url.pathname}${url.search}`,
          });
        }
        baselineNote = ` Each page also as built from ${baseline.name} (rows "@ ${baselineRef}"), served the same way and measured in the same rounds: compare each pair, not the pair with another run.`;
      } catch (error) {
        baselineNote = ` The baseline ${baselineRef} could not be measured: ${firstLine(error)}.`;
        log(`baseline: ${firstLine(error)}`);
      }
    }
    const spa = floor?.builds.find((build) => build.variant.id === 'floor');
    if (spa) {
      const preview = await startVitePreview(spa.root, await freePort());
      previews.push(preview);
      targets.push({
        label: 'SPA floor',
        url: `${preview.origin}/`,
        note: 'react-dom + supabase-js, one paragraph, `vite preview`',
      });
    }
    const { results, chromeVersion, stoppedEarly } = await measureLighthouse(chrome, targets, {
      runs: SETTINGS.lighthouseRuns,
      deadline: deadline - INTERACTIONS_RESERVE_MS - SERVER_RESERVE_MS,
      log,
    });
    const all = results.flatMap((r) => r.runs);
    return [
      `Lighthouse ${SETTINGS.lighthouseRuns > 1 ? `median of ${SETTINGS.lighthouseRuns} runs` : '1 run'} per page (every metric's median taken separately), mobile preset (simulated Slow 4G) with the CPU slowdown **calibrated to a phone of BenchmarkIndex ${TARGET_BENCHMARK_INDEX}** (measured just before each run with Lighthouse's own benchmark; multipliers used: ${spanOf(all.map((run) => run.cpuMultiplier))}×; Lighthouse's own index during the runs: ${spanOf(all.map((run) => run.benchmarkIndex))}), ${chromeVersion} headless, pages served by \`astro preview\` (gzip) on loopback. Runs go round-robin over the pages, each in a browser context of its own (a new renderer process), so the machine's noise falls on all of them; "÷ article" is each page's main-thread work over the article's in the same run.${baselineNote}`,
      '',
      formatLighthouse(results, missing),
      '',
      `**On CPU time.** A task's wall time on this shared machine also holds the time its thread waited while a neighbour's process ran, and Lighthouse multiplies that wait too: identical code scored 89 and 96 in one run. So every run's trace is audited a second time with each main-thread task timed by the CPU its thread got (Chrome's thread time; \`bench/lib/cpu-time-trace.ts\`), slowed to the same phone by the benchmark index counted per second of the main thread's CPU time, as the interactions below count a tap (indexes ${spanOf(all.flatMap((run) => (run.cpuTime ? [Math.round(run.cpuTime.benchmarkIndex)] : [])))}). The network, and when the thread was idle, do not change. "÷ article" is over the article's CPU-time work, each run's work taken before its slowdown (median over the runs): the multiplier is calibrated run by run, and the shared machine's load moves it, but two pages are compared on one phone.`,
      '',
      formatLighthouseCpuTime(results),
      ...(missing.length > 0
        ? ['', 'Kinds not built yet are measured automatically once they appear in the build.']
        : []),
      ...(stoppedEarly
        ? ['', '_Stopped early to stay inside the time budget; the Runs column shows how many were done._']
        : []),
    ].join('\n');
  } finally {
    for (const preview of previews) preview.stop();
  }
}

/** localStorage holding a user's supabase-js session, as the site's client stores it when signed in. */
function sessionStorageItems(server: LocalServer, user: BenchUser): Record<string, string> {
  const key = `sb-${new URL(server.url).hostname.split('.')[0] ?? ''}-auth-token`;
  return { [key]: JSON.stringify(user.session) };
}

/** Saved plans of both kinds for the interactions' user: My plans with a handful of each. */
async function savePlans(
  server: LocalServer,
  user: BenchUser,
  mealRow: PlanRow,
  workoutText: ((form: unknown) => string) | undefined,
): Promise<void> {
  for (let i = 1; i <= 5; i++) {
    await insertMealPlan(server, user, { ...mealRow, name: `Måltidsplan ${i} (bänktest)` });
    if (workoutText === undefined) continue;
    // The form without specific goals: those are health data, saved only with the owner's consent.
    const form = WORKOUT_FORMS[0];
    await insertWorkoutPlan(server, user, {
      name: `Träningsschema ${i} (bänktest)`,
      description: 'Skapad av npm run bench',
      preferences: null,
      plan_data: {
        workoutPlan: workoutText(form),
        duration: form.duration,
        formData: form,
        createdAt: new Date().toISOString(),
      },
    });
  }
}

async function interactionsSection(
  siteProblem: string | undefined,
  sitePort: number,
  server: LocalServer | undefined,
  serverProblem: string | undefined,
  user: BenchUser | undefined,
  storedPlan: { preferences: unknown; plan: unknown } | undefined,
  planProblem: string,
  workoutText: ((form: unknown) => string) | undefined,
): Promise<string> {
  if (siteProblem) return `_${siteProblem}_`;
  const chromePath = findChrome();
  if (!chromePath)
    return '_Interactions skipped: no Chromium found (set CHROME_PATH, or install Debian’s `chromium`)._';
  const missing: NonNullable<FixtureStorage['missing']> = {};
  const fixtures: FixtureStorage = { missing };
  if (storedPlan)
    fixtures.storedMealPlan = {
      mealPreferences: JSON.stringify(storedPlan.preferences),
      generatedMealPlan: JSON.stringify(storedPlan.plan),
    };
  else missing.storedMealPlan = planProblem;
  fixtures.weightLog = { 'hp:weight-log:device': JSON.stringify(benchWeightLog()) };
  if (server && user) fixtures.signedIn = sessionStorageItems(server, user);
  else missing.signedIn = `no signed-in user (${serverProblem ?? 'the local server is not available'})`;
  if (workoutText) fixtures.lastWorkout = lastWorkoutItem(workoutText);
  else missing.lastWorkout = 'generateWorkoutPlan not available';
  const notes =
    server && !buildMentions(SITE_OUT, server.url)
      ? [
          `_The site was not built for ${server.url} (PUBLIC_SUPABASE_URL), so signed-in pages cannot reach the bench's server._`,
        ]
      : [];
  const site = await startPreview(SITE_OUT, sitePort);
  try {
    // BENCH_INTERACTIONS=/weight,/training-log: only the entries (and controls) of these pages.
    const pages = process.env.BENCH_INTERACTIONS?.split(',').map((path) => path.trim());
    const measured = await measureInteractions({
      ...(pages === undefined ? {} : { entries: ENTRIES.filter((entry) => pages.includes(entry.path)) }),
      chromePath,
      origin: site.origin,
      fixtures,
      runs: INTERACTION_RUNS,
      slowdown: INTERACTION_SLOWDOWN,
      deadline: deadline - SERVER_RESERVE_MS,
      log,
    });
    return formatInteractionSection(measured, INTERACTION_RUNS, notes, INTERACTION_SLOWDOWN);
  } finally {
    site.stop();
  }
}

/** True when some built script or page contains `text` (e.g. the Supabase URL the site was built with). */
function buildMentions(dir: string, text: string): boolean {
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(m?js|html)$/.test(name)) continue;
    if (readFileSync(join(dir, name), 'utf8').includes(text)) return true;
  }
  return false;
}

function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
}

// Ctrl-C: end this run's own builds and preview servers and remove its temp directories.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping this run's child processes and removing its temp directories`);
    cleanupTracked();
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  report.push(section('Benchmark error', `_The benchmark stopped: ${firstLine(error)}_`));
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // Best effort: temp directories and child processes of this run only.
    }
  }
}

const finished = new Date();
const header = [
  `# Hälsoplaneraren benchmark — ${finished.toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' (quick run)' : ''}`,
  '',
  ...environment,
  `- Sections: ${[...only].join(', ')}; total ${seconds(finished.getTime() - startedAt)} (budget ${seconds(budgetMs)}); load average at the end ${loadAverage()}`,
  '- The machine is shared and noisy: compare rows measured in this same run, not with other runs.',
  '',
].join('\n');
const footer = section('Time per step', timings.map((t) => `- ${t}`).join('\n'));
const text = `${header}\n${report.join('\n')}\n${footer}`;
const file = join(OUT, `report-${timestamp(finished)}.md`);
writeFileSync(file, text);
process.stdout.write(text);
log(`report written to ${file.slice(REPO.length + 1)}`);
