import type { Allergen } from '../../_shared/domain.ts';

/**
 * Words that betray an allergen in a model's free text (dish names, descriptions, steps), Swedish
 * plus the English a model sometimes slips into. Ingredients themselves are checked exactly by
 * food number; these catch "strö över jordnötter" in a step.
 */
export const ALLERGEN_TEXT_WORDS: Record<Allergen, readonly string[]> = {
  gluten: ['gluten', 'vete', 'vetemjöl', 'råg', 'korn', 'dinkel', 'bulgur', 'couscous', 'seitan', 'wheat'],
  milk: ['mjölk', 'laktos', 'grädde', 'smör', 'ost', 'yoghurt', 'kvarg', 'keso', 'creme fraiche', 'milk'],
  egg: ['ägg', 'egg'],
  'tree-nuts': ['nöt', 'nötter', 'mandel', 'mandlar', 'cashew', 'pistage', 'macadamia', 'nuts', 'almond'],
  peanuts: ['jordnöt', 'jordnötter', 'peanut'],
  fish: ['fisk', 'lax', 'torsk', 'tonfisk', 'sill', 'makrill', 'sej', 'kolja', 'ansjovis', 'sardin', 'fish'],
  shellfish: ['skaldjur', 'räka', 'räkor', 'kräftor', 'hummer', 'krabba', 'musslor', 'ostron', 'shrimp'],
  soy: ['soja', 'tofu', 'tempeh', 'edamame', 'miso', 'soy'],
  sesame: ['sesam', 'tahini', 'sesame'],
  celery: ['selleri', 'celery'],
  mustard: ['senap', 'dijon', 'mustard'],
};

/** Lower-case Swedish with é/è as e, the form words are compared in. */
export function normaliseWord(text: string): string {
  return text.toLocaleLowerCase('sv-SE').replace(/[èé]/g, 'e');
}

/** Words shorter than this only match at the start or end of a word ("getost", not "rostad"). */
const SHORT_WORD = 5;

/**
 * The first forbidden word found in `text`, or undefined. Swedish glues words together, so a word
 * also matches inside compounds: words of five letters or more anywhere in a word ("havremjölk"),
 * shorter ones at a word's start or end ("äggröra", "getost"; not "rostad"). Phrases with a space
 * match as whole words in sequence. `safeNames` (names of foods already checked by number, e.g.
 * "kokosmjölk" for someone avoiding milk) are removed first, longest first. Errs on the side of a
 * match: a false alarm only means the rule-based plan is served instead.
 */
export function findForbiddenWord(
  text: string,
  words: readonly string[],
  safeNames: readonly string[] = [],
): string | undefined {
  let checked = normaliseWord(text);
  const names = safeNames.map(normaliseWord).sort((a, b) => b.length - a.length);
  for (const name of names) if (name.trim() !== '') checked = checked.split(name).join(' ');
  const tokens = checked.split(/[^\p{L}]+/u).filter((t) => t !== '');
  const joined = ` ${tokens.join(' ')} `;
  for (const raw of words) {
    const word = normaliseWord(raw).trim();
    if (word === '') continue;
    if (word.includes(' ')) {
      if (joined.includes(` ${word} `)) return raw;
      continue;
    }
    const hit =
      word.length >= SHORT_WORD
        ? tokens.some((t) => t.includes(word))
        : tokens.some((t) => t.startsWith(word) || t.endsWith(word));
    if (hit) return raw;
  }
  return undefined;
}
