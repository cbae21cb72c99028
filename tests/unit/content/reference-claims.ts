/**
 * Finds the reference values an article states for fibre, salt and vitamin D ("minst 3 gram
 * kostfiber per megajoule", "högst 6 g salt", "10 µg D-vitamin") and checks them against
 * supabase/functions/_shared/nutrition/reference.ts, the one source of truth.
 *
 * A claim is a number with the topic's unit, in a sentence that names the topic, reads as a
 * recommendation (rekommenderar, minst, högst, bör…) and is not about intake or food content
 * ("i snitt", "innehåller", "ger ungefär"), nor another authority's figure alone (WHO, EFSA…).
 * The number must belong to the topic: the nearest nutrient or food word next to it is the topic's.
 */
import {
  FIBRE_G_PER_MJ,
  FIBRE_TYPICAL_G,
  KJ_PER_KCAL,
  SALT_MAX_G,
  VITAMIN_D_UG,
} from '@shared/nutrition/reference.ts';

import { expandFacts } from '@/lib/content/facts';

export type Topic = 'fibre' | 'salt' | 'vitaminD';

export interface Claim {
  topic: Topic;
  /** The stated number(s), in the topic's unit (salt as salt, even when stated as sodium). */
  values: number[];
  sentence: string;
  /** What the reference module says instead, when the claim disagrees; undefined when it agrees. */
  disagreement?: string;
}

const TOPIC_WORDS: Record<Topic, RegExp> = {
  fibre: /\b(?:kost)?fib(?:er|rer|rerna|ret)\b/iu,
  salt: /\b(?:salt|natrium)\b/iu,
  vitaminD: /\b(?:d-vitamin(?:et)?|vitamin d)\b/iu,
};
const UNITS: Record<Topic, string> = {
  fibre: '(?:g|gram)',
  salt: '(?:g|gram)',
  vitaminD: '(?:µg|μg|mikrogram|mcg)',
};
/** Words that make a sentence a recommendation. */
const CUE =
  /rekommend|referens|\bminst\b|\bhögst\b|\bmax|inte mer än|mindre än|\bgolv|\bmål\b|\bbör\b|behöver|\bråd/iu;
/** Sentences about what people eat or what a food contains, not about the reference. */
const NOT_A_REFERENCE =
  /i snitt|genomsnitt|\bi dag\b|får i sig|innehåller|ger ungefär|per 100|\bintaget\b|intag på|\bäter\b.*\bmer än\b/iu;
const OTHER_AUTHORITY = /\b(?:WHO|EFSA|FDA|NHS|USA|amerikansk|brittisk)/u;
const OUR_AUTHORITY = /\bNNR\b|Livsmedelsverket|nordiska näringsrekommendationer/iu;
/** Nouns that, nearer to a number than the topic word, make the number about something else. */
const OTHER_NOUNS =
  /\b(?:protein\w*|fett\w*|kolhydrat\w*|socker|grönsaker|frukt|bär|fullkorn\w*|kött\w*|fisk\w*|kalium|järn|kalcium|jod|vatten|alkohol|mjölk|ost|bröd|nötter|baljväxter|linser|bönor|havre\w*|potatis|vitamin(?! d\b)\w*|[a-cek]-vitamin\w*|b12\w*)\b/giu;
const NUMBER = String.raw`(\d+(?:[ \u00a0]\d{3})*(?:[.,]\d+)?)`;

function num(text: string): number {
  return Number(text.replace(/[ \u00a0]/gu, '').replace(',', '.'));
}

/** Sentences of a markdown body: prose and list items, without tables, tags and frontmatter. */
export function sentences(mdx: string): string[] {
  const body = expandFacts(mdx).replace(/^---\n[\s\S]*?\n---\n/u, (front) =>
    // Keep the lead: it is prose the reader sees.
    [...front.matchAll(/^(?:title|lead):\s*(.+(?:\n {2,}.+)*)/gmu)].map((m) => `${m[1] ?? ''}.`).join('\n'),
  );
  return body
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('|'))
    .join('\n')
    .replace(/<[^>]+>/gu, ' ')
    .replace(/[*_`#>]/gu, '')
    .split(/\n\s*\n|\n\s*(?:-|\d+\.)\s+|(?<=[.!?])\s+(?=[A-ZÅÄÖ0-9"“])/u)
    .map((s) => s.replace(/\s+/gu, ' ').trim())
    .filter((s) => s.length > 0);
}

/** The nearest noun (topic word or another nutrient/food word) to a position. */
function nearestIsTopic(sentence: string, start: number, end: number, topic: Topic): boolean {
  if (TOPIC_WORDS[topic].test(sentence.slice(start, end))) return true; // "3 g kostfiber per MJ"
  let best: { distance: number; topic: boolean } | undefined;
  const consider = (index: number, length: number, isTopic: boolean) => {
    const distance = index >= end ? index - end : start - (index + length);
    if (distance < 0) return;
    if (best === undefined || distance < best.distance) best = { distance, topic: isTopic };
  };
  const topicAll = new RegExp(TOPIC_WORDS[topic].source, 'giu');
  for (const m of sentence.matchAll(topicAll)) consider(m.index, m[0].length, true);
  for (const m of sentence.matchAll(OTHER_NOUNS)) consider(m.index, m[0].length, false);
  return best?.topic ?? false;
}

/**
 * The day's energy a sentence names, in MJ ("1 702 kilokalorier", "drygt 11 megajoule"), and where
 * it ends: the reference it gives comes after it ("vid 1 702 kilokalorier är det 21 gram").
 */
function statedEnergy(sentence: string): { mj: number; end: number } | undefined {
  const m = new RegExp(`${NUMBER}\\s*(kilokalorier|kcal|megajoule|MJ)\\b`, 'u').exec(sentence);
  if (!m) return undefined;
  const value = num(m[1] ?? '');
  const mj = /megajoule|MJ/u.test(m[2] ?? '') ? value : (value * KJ_PER_KCAL) / 1000;
  return { mj, end: m.index + m[0].length };
}

function check(
  topic: Topic,
  values: number[],
  perMJ: boolean,
  sodium: boolean,
  sentence: string,
  /** Where the number starts in the sentence. */
  at: number,
): string | undefined {
  const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;
  switch (topic) {
    case 'fibre': {
      if (perMJ) return values.every((v) => v === FIBRE_G_PER_MJ) ? undefined : `${FIBRE_G_PER_MJ} g per MJ`;
      const stated = statedEnergy(sentence);
      // A number before the energy is the plan's or the reader's amount, not the reference.
      if (stated !== undefined && at < stated.end) return undefined;
      if (stated !== undefined) {
        const energy = stated.mj;
        const expected = FIBRE_G_PER_MJ * energy;
        // "ungefär", "runt", "drygt": whole grams, and "drygt 11 MJ" may be 11.5.
        return values.every((v) => near(v, expected, 1.6))
          ? undefined
          : `about ${expected.toFixed(1)} g at ${energy.toFixed(1)} MJ`;
      }
      const typical: number[] = [FIBRE_TYPICAL_G.female, FIBRE_TYPICAL_G.male];
      return values.every((v) => typical.includes(v)) ? undefined : `${typical.join('–')} g a day (3 g/MJ)`;
    }
    case 'salt': {
      const salt = sodium ? values.map((v) => v * 2.5) : values;
      return salt.every((v) => near(v, SALT_MAX_G, sodium ? 0.35 : 0))
        ? undefined
        : `at most ${SALT_MAX_G} g salt a day`;
    }
    case 'vitaminD': {
      const older = /\b75\b|äldre/u.test(sentence);
      const allowed: number[] = older ? [VITAMIN_D_UG.adult, VITAMIN_D_UG.from75] : [VITAMIN_D_UG.adult];
      return values.every((v) => allowed.includes(v)) ? undefined : `${allowed.join(' or ')} µg a day`;
    }
  }
}

/** The reference claims about fibre, salt and vitamin D in one article's text. */
export function referenceClaims(mdx: string): Claim[] {
  const claims: Claim[] = [];
  for (const sentence of sentences(mdx)) {
    if (!CUE.test(sentence) || NOT_A_REFERENCE.test(sentence)) continue;
    if (OTHER_AUTHORITY.test(sentence) && !OUR_AUTHORITY.test(sentence)) continue;
    for (const topic of Object.keys(TOPIC_WORDS) as Topic[]) {
      if (!TOPIC_WORDS[topic].test(sentence)) continue;
      const quantity = new RegExp(
        `${NUMBER}(?:\\s*(?:–|-|till)\\s*${NUMBER})?\\s*${UNITS[topic]}\\b(\\s*(?:kost)?(?:fiber\\s*)?(?:per|/)\\s*(?:megajoule|MJ))?(\\s*natrium)?`,
        'giu',
      );
      for (const m of sentence.matchAll(quantity)) {
        if (!nearestIsTopic(sentence, m.index, m.index + m[0].length, topic)) continue;
        const values = [m[1], m[2]].filter((v): v is string => v !== undefined).map(num);
        const sodium =
          topic === 'salt' &&
          (m[4] !== undefined || /^\S*\s*natrium/u.test(sentence.slice(m.index + m[0].length)));
        const disagreement = check(topic, values, m[3] !== undefined, sodium, sentence, m.index);
        claims.push({ topic, values, sentence, ...(disagreement === undefined ? {} : { disagreement }) });
      }
    }
  }
  return claims;
}
