/**
 * The weight page's log and everything it shows below the weigh-in form, loaded after the first
 * paint (the log's sync, the trend, the chart, the energy, the CSV), so the first load is React and
 * the form.
 */
export { afterNextPaint } from '@/lib/slices';
export { weightLog } from '@/lib/sync/logs';
export { BelowForm } from './BelowForm';
export { readStoredOnce } from './WeightBody';
