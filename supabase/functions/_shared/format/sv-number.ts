/**
 * Swedish (sv-SE) numbers, written out instead of asked of `Intl`. In Chromium a page's
 * first `Intl` formatter (number or date) costs 30–65 ms of main thread on a desktop core while ICU
 * loads the locale, on every page load; a tool page that built one while it loaded spent that
 * inside its first task. The text is the same as `Intl`'s sv-SE for every option used here (the unit
 * tests compare the two over many values): a no-break space between thousands, a decimal comma, a
 * real minus sign, and rounding half away from zero on the number's shortest decimal form.
 */

const MINUS = '\u2212';
const GROUP = '\u00a0';

/** The digits of a finite, non-negative number's shortest decimal form, and where its point is. */
function decimalDigits(value: number): { digits: number[]; point: number } {
  // String() gives the shortest form that reads back as the same double, as ICU starts from.
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = Array.from(whole + fraction, Number);
  return { digits, point: whole.length + Number(exponent) };
}

/**
 * A number as sv-SE writes it: `svNumber(2759.4)` "2 759,4", `svNumber(12.25, 1)` "12,3",
 * `svNumber(-5)` "−5". `maxFraction` decimals at most (3, as `Intl`'s default), `minFraction` at least.
 */
export function svNumber(value: number, maxFraction = 3, minFraction = 0): string {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  const sign = negative ? MINUS : '';
  if (!Number.isFinite(value)) return `${sign}∞`;

  // Whole numbers (most of what a plan shows: kcal, grams) need no rounding: only the grouping.
  if (Number.isSafeInteger(value)) {
    const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, GROUP);
    return `${sign}${grouped}${minFraction > 0 ? `,${'0'.repeat(minFraction)}` : ''}`;
  }

  const { digits, point } = decimalDigits(Math.abs(value));
  // Pad so that every whole digit and `maxFraction` decimals exist, then round at the last kept one.
  const lead = Math.max(0, 1 - point);
  const padded = [...Array<number>(lead).fill(0), ...digits];
  const pointAt = point + lead;
  const keep = pointAt + maxFraction;
  while (padded.length < keep) padded.push(0);
  const roundsUp = (padded[keep] ?? 0) >= 5;
  const kept = padded.slice(0, keep);
  let carry = roundsUp;
  for (let i = kept.length - 1; carry && i >= 0; i--) {
    const next = (kept[i] ?? 0) + 1;
    kept[i] = next % 10;
    carry = next === 10;
  }
  if (carry) kept.unshift(1);
  const wholeLength = pointAt + (kept.length - keep);

  const whole = kept
    .slice(0, wholeLength)
    .join('')
    .replace(/^0+(?=\d)/, '');
  let fraction = kept.slice(wholeLength).join('');
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, GROUP);
  return `${sign}${grouped}${fraction === '' ? '' : `,${fraction}`}`;
}
