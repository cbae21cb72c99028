import { dayNumber } from '@shared/format/calendar-day.ts';
import { svNumber } from '@shared/format/sv-number.ts';
import { TREND_ALPHA, type TrendPoint, type WeighIn } from '@shared/weight/trend.ts';
import { memo, useState } from 'react';

import { WEIGHT_TREND as T } from '@/lib/messages/weight';
import { Checkbox } from '@/ui/Checkbox';
import { LineChart, type ChartSeries } from '@/ui/LineChart';
import { Tabs } from '@/ui/Tabs';

import { PERIODS, pointsInPeriod, weeklyRate, type Period } from './view-model';

interface Props {
  weighIns: readonly WeighIn[];
  trend: readonly TrendPoint[];
  today: string;
  trendOnly: boolean;
  onTrendOnly: (on: boolean) => void;
}

const kg1 = (value: number) => svNumber(value, 1, 1);
/** "+0,3" or "−0,4": a change with its sign. */
const signed = (value: number, digits: number) =>
  `${value > 0 ? '+' : ''}${svNumber(Number(value.toFixed(digits)), digits, digits)}`;

/**
 * The trend over 30 days, 90 days or everything: the raw weigh-ins as dots and the smoothed trend as
 * a line (the chart kit's table gives the same numbers to screen readers and print), the weekly
 * rate in kg and in % of body weight, and why the trend is smoothed as it is. "Visa bara trenden"
 * leaves the raw weigh-ins out.
 */
function TrendSectionView({ weighIns, trend, today, trendOnly, onTrendOnly }: Props) {
  const [period, setPeriod] = useState<Period>('30');
  const shown = pointsInPeriod(trend, period, today);
  const latest = trend.at(-1);
  const rate = latest === undefined ? undefined : weeklyRate(weighIns, period, latest.trend);
  const first = shown[0];
  const last = shown.at(-1);

  const series: ChartSeries[] = [
    { label: T.trendSeries, style: 'line', points: shown.map((p) => ({ x: dayNumber(p.date), y: p.trend })) },
    ...(trendOnly
      ? []
      : [
          {
            label: T.weighInSeries,
            style: 'dots' as const,
            points: shown.map((p) => ({ x: dayNumber(p.date), y: p.kg })),
          },
        ]),
  ];
  const summary =
    first === undefined || last === undefined
      ? T.noneInPeriod
      : T.summary(T.periodWords[period], kg1(last.trend), signed(last.trend - first.trend, 1));

  return (
    <section aria-labelledby="trend-heading" className="grid gap-3" data-testid="trend">
      <h2 id="trend-heading" className="text-lg font-semibold">
        {T.heading}
      </h2>
      <Tabs
        label={T.periodsLabel}
        tabs={PERIODS.map((id) => ({ id, label: T.periodTabs[id] }))}
        selected={period}
        onSelect={(id) => setPeriod(id as Period)}
      >
        {shown.length === 0 ? (
          <p className="py-4 text-sm text-muted">{T.noneInPeriod}</p>
        ) : (
          <div className="pt-3">
            <LineChart
              title={T.chartTitle(T.periodWords[period])}
              summary={summary}
              series={series}
              x="day"
              unit="kg"
              xHeader={T.dateHeader}
              xDomain={[
                period === 'all' ? dayNumber(trend[0]?.date ?? today) : dayNumber(today) - Number(period) + 1,
                dayNumber(today),
              ]}
            />
          </div>
        )}
      </Tabs>
      {latest !== undefined && (
        <p className="text-sm" data-testid="trend-weight">
          {T.trendNow(kg1(latest.trend))}
        </p>
      )}
      <p className="text-sm" data-testid="weekly-rate">
        {rate === undefined
          ? T.rateTooFew
          : T.rate(T.periodWords[period], signed(rate.kg, 2), signed(rate.percent, 2))}
      </p>
      <div className="text-sm" data-testid="smoothing">
        <h3 className="font-semibold">{T.howHeading}</h3>
        <p className="mt-1">{T.how(svNumber(TREND_ALPHA, 2), svNumber(TREND_ALPHA * 100, 0))}</p>
        <p className="mt-1">{T.rateHow}</p>
      </div>
      <div data-print-hidden>
        <Checkbox label={T.trendOnly} hint={T.trendOnlyHint} value={trendOnly} onChange={onTrendOnly} />
      </div>
    </section>
  );
}

/** Drawn again only when the log's trend, the day or the setting changes. */
export const TrendSection = memo(TrendSectionView);
