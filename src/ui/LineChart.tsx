import { useId } from 'react';

import { htmlText } from '@/lib/format/html';
import {
  dayTicks,
  dotsPath,
  linearScale,
  linePath,
  niceTicks,
  shortDay,
  tickLabel,
  type Point,
} from '@/lib/charts/scale';

export interface ChartSeries {
  /** Legend and table column, e.g. "Trend" or "Vägning". */
  label: string;
  points: readonly Point[];
  /** A line (a trend, a best set over time) or dots (raw weigh-ins). */
  style: 'line' | 'dots';
}

export interface LineChartProps {
  /** The chart's name: the SVG's title and the table's caption. */
  title: string;
  /** What the chart shows, in words, for a screen reader: "Trenden har sjunkit 1,2 kg på 30 dagar." */
  summary: string;
  series: readonly ChartSeries[];
  /** 'day': x is a day number, labelled "3 mar"; 'number': x as it is (a session's number). */
  x: 'day' | 'number';
  /** The y unit, "kg". */
  unit: string;
  /** The table's first column header, "Datum". */
  xHeader: string;
  fractionDigits?: number;
  /**
   * The x axis's span when it is not the points' own ("the last 30 days up to today"): a point added
   * inside it then moves none of the others.
   */
  xDomain?: readonly [number, number];
}

const WIDTH = 320;
const HEIGHT = 180;
const PAD = { left: 36, right: 8, top: 8, bottom: 22 } as const;

/** A dot's radius, px of the chart's 320 × 180 box. */
const DOT_RADIUS = 2.5;
const COLOURS = ['var(--color-brand-700)', 'var(--color-muted)'] as const;

/**
 * The site's one chart: dated (or numbered) values as lines or dots in SVG drawn by our code, scaled
 * to its box on any screen, with the same numbers in a table that screen readers read and that
 * prints. Colours and sizes are SVG attributes, so the chart adds no stylesheet rules.
 */
export function LineChart({
  title,
  summary,
  series,
  x,
  unit,
  xHeader,
  fractionDigits = 1,
  xDomain,
}: LineChartProps) {
  const id = useId();
  const all = series.flatMap((s) => s.points);
  const xs = all.map((point) => point.x);
  const [x0, x1] = xDomain ?? (xs.length === 0 ? [0, 1] : [Math.min(...xs), Math.max(...xs)]);
  const y = niceTicks(Math.min(...all.map((point) => point.y)), Math.max(...all.map((point) => point.y)), 4);
  const toX = linearScale([x0, x1], [PAD.left, WIDTH - PAD.right]);
  const toY = linearScale(y.domain, [HEIGHT - PAD.bottom, PAD.top]);
  const xTicks =
    x === 'day' ? dayTicks(x0, x1, 5) : niceTicks(x0, x1, 5).ticks.filter((t) => t >= x0 && t <= x1);
  const xText = (value: number) => (x === 'day' ? shortDay(value) : tickLabel(value, 0));
  const rows = [...new Set(xs)].sort((a, b) => a - b);
  // The table is written as markup (its text escaped): the browser builds its rows in one go, where
  // an element per cell took React a fiber and a DOM call each (a 90-day log's table is about 120).
  const values = series.map((s) => new Map(s.points.map((point) => [point.x, point.y])));
  const tableHtml =
    `<table><caption>${htmlText(title)}</caption><thead><tr><th scope="col">${htmlText(xHeader)}</th>` +
    series.map((s) => `<th scope="col">${htmlText(`${s.label} (${unit})`)}</th>`).join('') +
    '</tr></thead><tbody>' +
    rows
      .map(
        (row) =>
          `<tr><th scope="row">${htmlText(xText(row))}</th>` +
          values
            .map((byX) => {
              const value = byX.get(row);
              return `<td>${value === undefined ? '–' : htmlText(tickLabel(value, fractionDigits))}</td>`;
            })
            .join('') +
          '</tr>',
      )
      .join('') +
    '</tbody></table>';

  return (
    <figure>
      <svg
        viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        fontSize="10"
        fill="var(--color-muted)"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {y.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={toY(tick)}
              y2={toY(tick)}
              stroke="var(--color-line)"
            />
            <text x={PAD.left - 4} y={toY(tick) + 3} textAnchor="end">
              {tickLabel(tick, fractionDigits)}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text key={tick} x={toX(tick)} y={HEIGHT - 6} textAnchor="middle">
            {xText(tick)}
          </text>
        ))}
        {series.map((s, i) => {
          const colour = COLOURS[i % COLOURS.length];
          return s.style === 'line' ? (
            <path
              key={s.label}
              d={linePath(s.points, toX, toY)}
              fill="none"
              stroke={colour}
              strokeWidth="2"
              strokeLinejoin="round"
            />
          ) : (
            <path key={s.label} d={dotsPath(s.points, toX, toY, DOT_RADIUS)} fill={colour} />
          );
        })}
      </svg>
      {series.length > 1 && (
        <figcaption className="mt-1 flex flex-wrap gap-4 text-sm text-muted" aria-hidden="true">
          {series.map((s, i) => (
            <span key={s.label}>
              <svg width="12" height="12" viewBox="0 0 12 12" className="mr-1 inline">
                {s.style === 'line' ? (
                  <line x1="0" x2="12" y1="6" y2="6" stroke={COLOURS[i % COLOURS.length]} strokeWidth="2" />
                ) : (
                  <circle cx="6" cy="6" r="3" fill={COLOURS[i % COLOURS.length]} />
                )}
              </svg>
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
      {/* The clipping box is a div: a table ignores the 1 px width of sr-only and, placed
          absolutely, would widen a phone's page. */}
      <div className="sr-only print:not-sr-only" dangerouslySetInnerHTML={{ __html: tableHtml }} />
    </figure>
  );
}
