import { svIsoDay } from '@shared/format/sv-date.ts';
import { useId, useState, type ChangeEvent } from 'react';

import { COMMON } from '@/lib/messages/common';
import { WEIGHT_CSV, WEIGHT_FILE as T } from '@/lib/messages/weight';
import { parseWeightCsv, weightCsv, type RefusedLine } from '@/lib/weight/csv';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';

import type { LogRow } from './view-model';

interface Props {
  rows: readonly LogRow[];
  /** Writes every imported row in one change (all or nothing); false when storage is full. */
  importRows: (rows: LogRow[]) => boolean;
}

/** The longest file read (a weigh-in a day for 30 years is about 600 KB). */
const MAX_FILE_BYTES = 2_000_000;

/**
 * Import a CSV (`datum;vikt` with a decimal comma, or `date,weight`) and export the log as one. An
 * import is all or nothing: a file with a refused line imports nothing and names each refused line;
 * a good file is written in one change, a day already in the log replaced by the file's weigh-in.
 */
export function CsvSection({ rows, importRows }: Props) {
  const inputId = useId();
  const [refused, setRefused] = useState<readonly RefusedLine[]>([]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    setRefused([]);
    if (file.size > MAX_FILE_BYTES) {
      toast.error(T.tooLarge);
      return;
    }
    const parsed = parseWeightCsv(await file.text(), svIsoDay(new Date()));
    if (!parsed.ok) {
      setRefused(parsed.error);
      toast.error(WEIGHT_CSV.refused(parsed.error.length));
      return;
    }
    const days = new Set(rows.map((row) => row.day));
    const replaced = parsed.value.filter((entry) => days.has(entry.date)).length;
    const ok = importRows(
      parsed.value.map((entry) => ({ day: entry.date, kg: entry.kg, waist_cm: entry.waistCm ?? null })),
    );
    if (!ok) toast.error(COMMON.storageFull);
    else
      toast.success(T.imported(parsed.value.length), replaced > 0 ? T.importReplaced(replaced) : undefined);
  };

  const download = () => {
    const text = weightCsv(
      rows.map((row) => ({
        date: row.day,
        kg: row.kg,
        ...(row.waist_cm === null ? {} : { waistCm: row.waist_cm }),
      })),
    );
    const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = T.fileName(svIsoDay(new Date()));
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section aria-labelledby="csv-heading" className="grid gap-2" data-testid="csv" data-print-hidden>
      <h2 id="csv-heading" className="text-lg font-semibold">
        {T.heading}
      </h2>
      <p className="text-sm">{T.intro}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm font-medium">
          {T.importLabel}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="text-sm"
          onChange={(event) => void onFile(event)}
        />
      </div>
      {refused.length > 0 && (
        <div
          role="alert"
          className="rounded-md border border-danger-600 bg-white p-3 text-sm"
          data-testid="csv-refused"
        >
          <p className="font-medium">{WEIGHT_CSV.refused(refused.length)}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.slice(0, 50).map((line) => (
              <li key={line.line}>
                {`${WEIGHT_CSV.line(line.line)}${line.text === '' ? '' : ` (”${line.text.slice(0, 60)}”)`}: ${line.reason}`}
              </li>
            ))}
          </ul>
          {refused.length > 50 && <p className="mt-1">{T.moreRefused(refused.length - 50)}</p>}
        </div>
      )}
      <div>
        <Button variant="secondary" onClick={download} disabled={rows.length === 0}>
          {T.export}
        </Button>
      </div>
    </section>
  );
}
