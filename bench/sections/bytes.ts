/**
 * Bytes per page kind: first-load JS, CSS and HTML (gzip level 9, as `npm run budget` counts them)
 * of one representative built page per kind, beside the SPA floor built in the same run.
 */
import { BUDGETS, type PageKind, type PageWeight } from '../../scripts/lib/page-weight.ts';
import { kb, ratio, table } from '../lib/report.ts';
import type { FloorBuild } from './spa-floor.ts';

/** The page kinds measured, in report order, with the route a visitor would open. */
export const PAGE_KINDS: readonly { kind: PageKind; label: string }[] = [
  { kind: 'home', label: 'home' },
  { kind: 'hub', label: 'hub' },
  { kind: 'article', label: 'article' },
  { kind: 'recipe', label: 'recipe' },
  { kind: 'recipes', label: 'recipe hub' },
  { kind: 'guide', label: 'guide' },
  { kind: 'calculator', label: 'calculator' },
  { kind: 'meal-form', label: 'meal form' },
  { kind: 'meal-plan', label: 'meal plan' },
  { kind: 'workout-generator', label: 'workout generator' },
  { kind: 'auth', label: 'auth' },
  { kind: 'my-plans', label: 'my plans' },
  { kind: 'training-log', label: 'training log' },
  { kind: 'weight', label: 'weight log' },
];

/** The first page (by route) of a kind, or undefined when that kind is not built yet. */
export function representative(pages: readonly PageWeight[], kind: PageKind): PageWeight | undefined {
  return [...pages].filter((page) => page.kind === kind).sort((a, b) => a.route.localeCompare(b.route))[0];
}

const total = (page: PageWeight): number => page.js + page.css + page.html;

/** The bytes table: one row per page kind, then the floor variants. */
export function bytesSection(pages: readonly PageWeight[], floor: readonly FloorBuild[]): string {
  const spa = floor.find((build) => build.variant.id === 'floor')?.weight;
  const rows = PAGE_KINDS.map(({ kind, label }) => {
    const page = representative(pages, kind);
    const count = pages.filter((p) => p.kind === kind).length;
    if (!page) return [label, 'not built yet', '0', '–', '–', '–', '–', kb(BUDGETS[kind].js), '–', '–'];
    const heaviest = Math.max(...pages.filter((p) => p.kind === kind).map((p) => p.js));
    return [
      label,
      page.route,
      count > 1 ? `${count} (max JS ${kb(heaviest)})` : String(count),
      kb(page.js),
      kb(page.css),
      kb(page.html),
      kb(total(page)),
      kb(page.budget.js),
      ratio(page.js, spa?.js),
      ratio(total(page), spa ? total(spa) : undefined),
    ];
  });
  for (const build of floor) {
    rows.push([
      build.variant.label,
      '(Vite build, minified)',
      '–',
      kb(build.weight.js),
      kb(build.weight.css),
      kb(build.weight.html),
      kb(total(build.weight)),
      '–',
      ratio(build.weight.js, spa?.js),
      ratio(total(build.weight), spa ? total(spa) : undefined),
    ]);
  }
  return table(
    [
      { header: 'Page kind' },
      { header: 'Route measured' },
      { header: 'Pages of kind' },
      { header: 'JS gzip', align: 'right' },
      { header: 'CSS gzip', align: 'right' },
      { header: 'HTML gzip', align: 'right' },
      { header: 'Total', align: 'right' },
      { header: 'JS budget', align: 'right' },
      { header: 'JS ÷ SPA floor', align: 'right' },
      { header: 'Total ÷ SPA floor', align: 'right' },
    ],
    rows,
  );
}
