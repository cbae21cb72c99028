import { svIsoDay } from '@shared/format/sv-date.ts';
import { svNumber } from '@shared/format/sv-number.ts';
import { memo, useEffect, useMemo, useState } from 'react';

import { numberTextError, parseNumberText } from '@/lib/forms/number-text';
import { COMMON } from '@/lib/messages/common';
import { WEIGHT_FORM as T } from '@/lib/messages/weight-form';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { Form } from '@/ui/Form';
import { BUSY_AFTER_MS, useForm } from '@/ui/useForm';

import { loadActions, loadParts } from './load-actions';
import type { LogRow } from './view-model';

interface Values {
  kg: string;
  date: string;
  waist: string;
}

interface Props {
  /** The log's weigh-ins, undefined until the log is read. */
  rows: readonly LogRow[] | undefined;
  /** "Visa bara trenden": the last weight is not shown, so the field is not filled with it. */
  trendOnly: boolean;
  /** Writes the weigh-in to the log; false when the device's storage is full. Undefined until loaded. */
  save: ((row: LogRow) => Promise<boolean | undefined>) | undefined;
}

/**
 * The latest weigh-in (by day), or undefined for an empty log: one pass, no sorting. Here, not in
 * ./view-model.ts, which loads after the first paint.
 */
export function latestRow(rows: readonly LogRow[]): LogRow | undefined {
  let latest: LogRow | undefined;
  for (const row of rows) if (latest === undefined || row.day > latest.day) latest = row;
  return latest;
}

/** "72,4" for a field: one decimal, a comma. */
const fieldNumber = (value: number) => svNumber(value, 1).replace('\u2212', '-');

/** More than one decimal ("72,45"): the scale's tenth of a kilo is the unit. */
const tooManyDecimals = (text: string) => /[.,]\d{2,}\s*$/u.test(text.trim());

/**
 * The weigh-in: kg (filled with the last weight), the day (today; past days allowed, future ones
 * refused) and an optional waist. A second weigh-in for a day replaces the first, and the form says
 * so before and after. Checked as typed; checked again with zod on "Spara", which loads it.
 */
function LogFormView({ rows, trendOnly, save }: Props) {
  // The weigh-in is written to the device: "Spara" answers with the note and the list, not a busy
  // frame first ("Sparar…" shows only if the press has waited a tenth of a second: its check still
  // loading).
  const form = useForm<Values>({ kg: '', date: '', waist: '' }, { busyAfterMs: BUSY_AFTER_MS });
  const { values } = form;
  // Today in the visitor's time zone, set after hydration (the server's HTML has no today).
  const [today, setToday] = useState('');

  useEffect(() => {
    const now = svIsoDay(new Date());
    setToday(now);
    form.fill((v) => (v.date === '' ? { date: now } : {}));
  }, []);

  // Once per version of the log, not on every keystroke's render.
  const last = useMemo(() => (rows === undefined ? undefined : latestRow(rows)), [rows]);
  useEffect(() => {
    // Only an empty field is filled (asked for nothing else, the form is not drawn again).
    if (last !== undefined && !trendOnly && values.kg === '')
      form.fill((v) => (v.kg === '' ? { kg: fieldNumber(last.kg) } : {}));
  }, [last?.day, trendOnly]);

  const sameDay = rows?.find((row) => row.day === values.date);
  const kgError =
    form.errors.kg ??
    numberTextError(values.kg, 20, 400, { notNumber: T.kgNotNumber, range: T.kgRange }) ??
    (tooManyDecimals(values.kg) ? T.oneDecimal : undefined);
  const dateError = form.errors.date ?? (today !== '' && values.date > today ? T.future : undefined);
  const waistError =
    form.errors.waist ??
    numberTextError(values.waist, 40, 250, { notNumber: T.waistNotNumber, range: T.waistRange }) ??
    (tooManyDecimals(values.waist) ? T.oneDecimal : undefined);

  const submit = async () => {
    const actions = await loadActions();
    if (actions === undefined || save === undefined) return;
    const now = svIsoDay(new Date());
    const row = await form.check((v) => actions.checkWeighIn(v, now));
    if (row === undefined) return;
    const replaced = rows?.some((existing) => existing.day === row.day) === true;
    const saved = await save(row);
    if (saved === undefined) return;
    if (!saved) {
      toast.error(COMMON.storageFull);
      return;
    }
    form.fill({ waist: '' });
    // The form and the list (once built) showing the new weigh-in are the press's answer; the toast
    // that confirms it (and, on the page's first toast, its renderer) follows once that frame is
    // painted. The parts are loaded by now: `save` needed them.
    const announce = () =>
      toast.success(
        replaced ? T.replaced(row.day) : T.saved,
        trendOnly ? undefined : T.savedKg(fieldNumber(row.kg)),
      );
    const parts = await loadParts({ quiet: true });
    if (parts === undefined) announce();
    else parts.afterNextPaint(announce);
  };

  return (
    <section
      data-print-hidden
      aria-labelledby="weigh-in-heading"
      className="rounded-lg border border-line bg-white p-4 shadow-sm"
    >
      <h2 id="weigh-in-heading" className="text-lg font-semibold">
        {T.heading}
      </h2>
      <Form onSubmit={form.submit(submit)} className="mt-3 grid gap-3" data-testid="weigh-in-form">
        <div className="grid grid-cols-2 gap-3">
          <Field
            label={T.kg}
            inputMode="decimal"
            autoComplete="off"
            markRequired
            {...form.field('kg')}
            error={kgError}
          />
          <Field
            label={T.date}
            type="date"
            max={today === '' ? undefined : today}
            markRequired
            {...form.field('date')}
            error={dateError}
          />
        </div>
        {sameDay !== undefined && dateError === undefined && (
          <p className="text-sm text-muted" data-testid="same-day-note">
            {trendOnly ? T.sameDayTrendOnly : T.sameDay(fieldNumber(sameDay.kg))}
          </p>
        )}
        <Field
          label={T.waist}
          hint={T.waistHint}
          inputMode="decimal"
          autoComplete="off"
          {...form.field('waist')}
          error={waistError}
        />
        <div>
          <Button
            type="submit"
            busy={form.busy}
            busyLabel={COMMON.saving}
            disabled={parseNumberText(values.kg) === undefined || save === undefined}
          >
            {COMMON.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** Drawn again only when the log, the setting or the save changes, not with the parts below it. */
export const LogForm = memo(LogFormView);
