// @vitest-environment happy-dom
/** The chart kit: its scales and ticks, and the chart's picture and table saying the same numbers. */
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { dayNumber } from '@shared/format/calendar-day.ts';
import { dayTicks, dotsPath, linearScale, linePath, niceTicks, shortDay } from '@/lib/charts/scale';
import { LineChart, type ChartSeries } from '@/ui/LineChart';
import { useTestRoot } from '../support/test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The centres of the dots in a chart's dots path (each circle starts "M x−r y"), radius 2.5. */
const dotCentres = (svg: ParentNode): { x: number; y: number }[] =>
  [...svg.querySelectorAll('path')]
    .filter((path) => path.getAttribute('stroke') === null)
    .flatMap((path) => [...(path.getAttribute('d') ?? '').matchAll(/M(-?[\d.]+) (-?[\d.]+)/gu)])
    .map((match) => ({ x: Number(match[1]) + 2.5, y: Number(match[2]) }));

describe('scales and ticks', () => {
  it('maps a domain onto a range, and a one-value domain to the middle', () => {
    const scale = linearScale([70, 80], [160, 0]);
    expect(scale(70)).toBe(160);
    expect(scale(75)).toBe(80);
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50);
  });

  it('picks ticks on 1, 2, 2.5 or 5 × 10^k and widens the domain to them', () => {
    expect(niceTicks(78.4, 81.2, 5)).toEqual({ ticks: [78, 79, 80, 81, 82], domain: [78, 82] });
    expect(niceTicks(0, 1000, 5).ticks).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(62.3, 62.3, 5).domain[0]).toBeLessThan(62.3);
    expect(niceTicks(Number.NaN, 1).ticks).toEqual([]);
  });

  it('labels days in Swedish, on Mondays for weeks and on the first of the month beyond ten weeks', () => {
    expect(shortDay(dayNumber('2026-03-03'))).toBe('3 mar');
    const monday = dayNumber('2026-03-02');
    const weeks = dayTicks(monday - 2, monday + 30, 6);
    expect(weeks).toContain(monday);
    expect(weeks.every((day) => (day - monday) % 7 === 0)).toBe(true);
    const months = dayTicks(dayNumber('2026-01-10'), dayNumber('2026-06-20'), 6);
    expect(months.map(shortDay)).toEqual(['1 feb', '1 mar', '1 apr', '1 maj', '1 jun']);
  });

  it('draws a path through the points in x order', () => {
    const identity = (value: number) => value;
    expect(
      linePath(
        [
          { x: 2, y: 5 },
          { x: 1, y: 4 },
        ],
        identity,
        identity,
      ),
    ).toBe('M1.0 4.0 L2.0 5.0');
  });

  it('draws dots as one path of circles, each of two arcs around its point', () => {
    const identity = (value: number) => value;
    const d = dotsPath(
      [
        { x: 10, y: 4 },
        { x: 20, y: 6 },
      ],
      identity,
      identity,
      2.5,
    );
    expect(d).toBe(
      'M7.5 4.0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M17.5 6.0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0',
    );
  });
});

/** The chart's server-rendered markup as a document. */
const drawn = (props: Parameters<typeof LineChart>[0]): Document =>
  new DOMParser().parseFromString(renderToString(createElement(LineChart, props)), 'text/html');

describe('the chart', () => {
  const day = dayNumber('2026-03-02');
  const page = drawn({
    title: 'Vikt, 30 dagar',
    summary: 'Trenden har sjunkit 0,4 kg.',
    x: 'day',
    unit: 'kg',
    xHeader: 'Datum',
    series: [
      {
        label: 'Trend',
        style: 'line',
        points: [
          { x: day, y: 80 },
          { x: day + 1, y: 79.6 },
        ],
      },
      {
        label: 'Vägning',
        style: 'dots',
        points: [
          { x: day, y: 80 },
          { x: day + 1, y: 78.9 },
        ],
      },
    ],
  });

  it('is an image named by its title and summary', () => {
    const svg = page.querySelector('svg[role="img"]');
    const [title, desc] = (svg?.getAttribute('aria-labelledby') ?? '').split(' ');
    expect(page.getElementById(title ?? '')?.textContent).toBe('Vikt, 30 dagar');
    expect(page.getElementById(desc ?? '')?.textContent).toBe('Trenden har sjunkit 0,4 kg.');
    expect(dotCentres(page.querySelector('svg[role="img"]') ?? page)).toHaveLength(2);
  });

  it('has the same numbers in a table, in Swedish', () => {
    const rows = [...page.querySelectorAll('table tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Datum', 'Trend (kg)', 'Vägning (kg)'],
      ['2 mar', '80', '80'],
      ['3 mar', '79,6', '78,9'],
    ]);
    expect(page.querySelector('table caption')?.textContent).toBe('Vikt, 30 dagar');
  });

  it('keeps an x span it is given, so a point added inside it moves none of the others', () => {
    const draw = (days: readonly number[]) =>
      drawn({
        title: 'Vikt',
        summary: '',
        x: 'day',
        unit: 'kg',
        xHeader: 'Datum',
        xDomain: [day, day + 29],
        series: [{ label: 'Vägning', style: 'dots', points: days.map((d) => ({ x: d, y: 80 })) }],
      }).querySelector('svg') ?? document;
    const before = dotCentres(draw([day + 10, day + 20])).map((dot) => dot.x);
    const after = dotCentres(draw([day + 10, day + 20, day + 29])).map((dot) => dot.x);
    expect(after.slice(0, 2)).toEqual(before);
    // The span's ends are the plot's edges (36 px in from the left, 8 px from the right of 320).
    expect(after[2]).toBeCloseTo(312, 1);
    expect(before[0]).toBeCloseTo(36 + (10 / 29) * 276, 1);
  });

  it('shows text with markup characters in its table as text', () => {
    const page = drawn({
      title: 'Vikt <b>&</b> "midja"',
      summary: '',
      x: 'number',
      unit: 'kg & cm',
      xHeader: '<Pass>',
      series: [{ label: 'Bästa set', style: 'line', points: [{ x: 1, y: 40 }] }],
    });
    expect(page.querySelector('table caption')?.textContent).toBe('Vikt <b>&</b> "midja"');
    expect(page.querySelector('table b')).toBeNull();
    expect([...page.querySelectorAll('table th')].map((cell) => cell.textContent)).toEqual([
      '<Pass>',
      'Bästa set (kg & cm)',
      '1',
    ]);
  });
});

describe('the chart on a phone', () => {
  const mount = useTestRoot();

  it('is drawn with few elements made by script: a 90-day log is one path of dots and a table written as markup', () => {
    const day = dayNumber('2026-03-02');
    const days = Array.from({ length: 90 }, (_, n) => day + n);
    const series: ChartSeries[] = [
      { label: 'Trend', style: 'line', points: days.map((x) => ({ x, y: 80 - x / 1000 })) },
      { label: 'Vägning', style: 'dots', points: days.map((x) => ({ x, y: 80 + (x % 3) / 10 })) },
    ];
    act(() =>
      mount.root.render(
        createElement(LineChart, {
          title: 'Vikt',
          summary: '',
          x: 'day',
          unit: 'kg',
          xHeader: 'Datum',
          series,
        }),
      ),
    );
    // The table holds every day (the screen reader's and the printout's numbers) …
    expect(mount.container.querySelectorAll('tbody tr')).toHaveLength(90);
    expect(dotCentres(mount.container)).toHaveLength(90);
    // … while React drew the axes, the line, one path of dots and the legend: not an element (a
    // fiber and DOM calls) per cell or dot. React marks each element it made with its fiber.
    const drawnByReact = [...mount.container.querySelectorAll('*')].filter((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    );
    expect(drawnByReact.length).toBeLessThan(40);
  });
});
