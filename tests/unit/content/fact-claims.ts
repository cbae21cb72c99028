/**
 * Finds the recurring numbers an article hard-codes instead of printing them with `<Fact id="…" />`
 * ("150–300 minuter i veckan med måttlig intensitet", "7–8 timmar för personer över 65 år") and
 * compares each with src/lib/content/facts.ts. Fibre, salt and vitamin D are checked by
 * reference-claims.ts against the nutrient module the facts read from.
 *
 * A claim is a number or range with the fact's unit in the wording that identifies the fact, in a
 * sentence that reads as a recommendation and is not about a study's result or a plan's total.
 */
import { FACTS, type FactId } from '@/lib/content/facts';

import { sentences } from './reference-claims.ts';

const N = String.raw`(\d+(?:,\d+)?|ett halvt)`;
const RANGE = String.raw`${N}(?:\s*(?:–|-|till)\s*${N})?`;

/** The wording that makes a number one of the recurring facts; the first groups are the range. */
export const CLAIM_PATTERNS: Partial<Record<FactId, RegExp>> = {
  'activity.moderate': new RegExp(String.raw`${RANGE} minuter(?: i veckan)?(?: på| med)? måttlig`, 'giu'),
  'activity.vigorous': new RegExp(String.raw`${RANGE} minuter(?: i veckan)?(?: på| med)? hög`, 'giu'),
  'sleep.adults': new RegExp(
    String.raw`${RANGE} timmar(?:s sömn)?(?: per (?:natt|dygn))?(?: för)? (?:unga )?vuxna(?! över| från)`,
    'giu',
  ),
  'sleep.olderAdults': new RegExp(
    String.raw`${RANGE} timmar(?: per (?:natt|dygn))?(?: för)? (?:personer (?:som är )?)?(?:över 65|65 år|äldre)`,
    'giu',
  ),
  'protein.adult': new RegExp(String.raw`(?:omkring |ungefär )?${RANGE} gram protein per kilo`, 'giu'),
  'protein.weightLoss': new RegExp(
    String.raw`(?:viktnedgång och (?:träning|styrketräning)[^.]{0,30}?)${RANGE} gram per kilo`,
    'giu',
  ),
  'protein.athletes': new RegExp(
    String.raw`${RANGE} gram per kilo(?: och dag)? för (?:idrottare|den som tränar)`,
    'giu',
  ),
  'protein.efsaSafe': new RegExp(String.raw`dubbla referensvärdet[^.]{0,30}?${RANGE} gram`, 'giu'),
  'caffeine.cutoff': new RegExp(String.raw`(?:kaffe|koffein)[^.]{0,80}?minst ${RANGE} timmar`, 'giu'),
  'weightLoss.deficit': new RegExp(String.raw`underskott på ${RANGE} (?:kilokalorier|kcal)`, 'giu'),
  'weightLoss.pace': new RegExp(String.raw`${RANGE} kilo i veckan`, 'giu'),
};

/** Sentences about a study's result or a plan's total, not the recommendation. */
const NOT_A_RECOMMENDATION =
  /veckan (?:ger|landar|motsvarar)|(?:landar|motsvarar) veckan|sammanlagt|i genomsnitt|i snitt|deltagar|grupperna?\b|hälften|trots\b|pass om \d/iu;

export interface FactClaim {
  id: FactId;
  values: number[];
  sentence: string;
  /** What facts.ts says instead, when the claim disagrees. */
  disagreement?: string;
}

const toNumber = (text: string) => (text === 'ett halvt' ? 0.5 : Number(text.replace(',', '.')));

/** The hard-coded recurring numbers in one article, each compared with facts.ts. */
export function factClaims(mdx: string): FactClaim[] {
  const claims: FactClaim[] = [];
  for (const sentence of sentences(mdx)) {
    if (NOT_A_RECOMMENDATION.test(sentence)) continue;
    for (const [id, pattern] of Object.entries(CLAIM_PATTERNS) as [FactId, RegExp][]) {
      for (const m of sentence.matchAll(pattern)) {
        const values = [m[1], m[2]].filter((v): v is string => v !== undefined).map(toNumber);
        const expected: readonly number[] = FACTS[id].values;
        // "minst 150 minuter", "nådde inte upp till 150 minuter": a range's lower end alone is its minimum.
        const bound = values.length === 1 && expected.length === 2 && values[0] === expected[0];
        const same = values.length === expected.length && values.every((v, i) => v === expected[i]);
        claims.push({
          id,
          values,
          sentence,
          ...(same || bound ? {} : { disagreement: expected.join('–') }),
        });
      }
    }
  }
  return claims;
}

/** Every `<Fact id="…" />` in a body, in order. */
export function factIds(body: string): string[] {
  return [...body.matchAll(/<Fact\s+id=(?:"([^"]*)"|'([^']*)')\s*\/>/gu)].map((m) => m[1] ?? m[2] ?? '');
}
