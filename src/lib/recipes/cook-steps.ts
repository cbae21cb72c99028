/**
 * Which ingredients each step of a recipe uses, read from the step's words: cook mode shows a step's
 * ingredients beside it. Recipes name their foods in running Swedish ("Hacka löken", "riv moroten",
 * "pressa vitlöksklyftorna", "bryn färsen"), so a food's name is matched in its inflected forms, as
 * the first part of a compound ("vitlöksklyftor") and, for a compound name, by its head ("oljan" for
 * Olivolja, "färsen" for Nötfärs) or by what it is made of ("kycklingen" for Kycklingfilé). Pure.
 */

/** Endings a Swedish noun takes after its stem: definite, plural, genitive ("löken", "tomaterna"). */
const ENDINGS = new Set([
  '',
  'n',
  'en',
  'et',
  't',
  'na',
  'ne',
  'a',
  'an',
  'ar',
  'arna',
  'er',
  'erna',
  'or',
  'orna',
  'r',
  'rna',
  's',
  'ns',
  'ens',
  'ets',
  'ans',
  'e',
]);

/**
 * The last parts of compound food names: "Olivolja" is a kind of olja, "Nötfärs" of färs. A step
 * often names the kind alone ("oljan", "färsen").
 */
const HEADS = [
  'lårfilé',
  'filé',
  'färs',
  'lök',
  'olja',
  'ris',
  'spenat',
  'tomater',
  'bönor',
  'mjölk',
  'yoghurt',
  'gurt',
  'kvarg',
  'grädde',
  'ost',
  'bröd',
  'pasta',
  'nudlar',
  'linser',
  'ärtor',
  'sallad',
  'kål',
  'kött',
  'senap',
  'saft',
  'sylt',
  'nötter',
  'frön',
  'flingor',
  'gryn',
  'buljong',
  'dryck',
  'korv',
  'biff',
  'skinka',
  'räkor',
  'pålägg',
  'mjöl',
  'kakor',
  'kärnor',
  'melon',
  'bär',
  'strimlor',
  'bitar',
  'kotlett',
  'choklad',
  'potatis',
  'druvor',
  'chips',
  'skal',
  'krydda',
  'pure',
  'puré',
  'kål',
  'rot',
  'selleri',
  'smör',
];

/**
 * Heads that are a cut or a form of the thing named first: a step calls Kycklingfilé "kycklingen"
 * and Citronsaft "citronen", but never Kycklingbuljong "kycklingen" (the first part of other
 * compounds is only a flavour).
 */
const CUT_HEADS = new Set([
  'pålägg',
  'filé',
  'lårfilé',
  'färs',
  'kött',
  'bitar',
  'strimlor',
  'kotlett',
  'saft',
  'kärnor',
]);

/** First parts that say nothing about which food it is ("Babyspenat" is spinach). */
const EMPTY_MODIFIERS = new Set(['baby', 'fullkorn', 'laktosfri', 'kik', 'mat', 'vispgrädde']);

/** Compounds whose head is another food: garlic is never "löken". */
const NO_HEAD = new Set(['vitlök', 'jordnötter', 'jordnötssmör', 'sötpotatis', 'kokosmjölk']);

/**
 * Words that begin like a food but are not it ("smörgås" is a sandwich, not butter; "paprikapulver"
 * is a spice, not the fresh paprika). A token starting with one of these never matches the shorter food.
 */
const FALSE_FRIENDS = [
  'smörgås',
  'tomatsås',
  'potatismos',
  'paprikapulver',
  'chilipulver',
  'chiliflakes',
  'gurkmeja',
  'citrongräs',
  'vitlökspulver',
  'lökpulver',
];

const ROOTS = ['rotfrukter'];
const VEGETABLES = ['grönsaker'];
const FISH = ['fisk'];

/**
 * What a step calls a food besides its name: the class it belongs to ("rotfrukterna",
 * "grönsakerna", "fisken") and the names a cook uses ("keso", "spagetti"). Keyed by the name's last
 * word or, for a cut, the food it is cut from ("torsk" of Torskfilé).
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  blekselleri: ['selleri', ...VEGETABLES],
  'haricots verts': ['bönor', ...VEGETABLES],
  mandlar: ['mandel'],
  tortillabröd: ['tortilla', 'tortillor'],
  ryggbiff: ['kött'],
  'cottage cheese': ['keso'],
  sojasås: ['soja'],
  salladskål: ['kinakål', ...VEGETABLES],
  pasta: ['spagetti', 'spaghetti', 'penne', 'makaroner', 'fusilli', 'tagliatelle', 'lasagneplattor'],
  fullkornspasta: ['pasta', 'spagetti', 'spaghetti', 'penne', 'makaroner', 'fusilli'],
  torsk: FISH,
  sej: FISH,
  lax: FISH,
  makrill: FISH,
  strömming: FISH,
  morot: [...ROOTS, ...VEGETABLES],
  palsternacka: [...ROOTS, ...VEGETABLES],
  kålrot: [...ROOTS, ...VEGETABLES],
  rödbeta: [...ROOTS, ...VEGETABLES],
  potatis: ROOTS,
  sötpotatis: ROOTS,
  paprika: VEGETABLES,
  zucchini: VEGETABLES,
  aubergine: VEGETABLES,
  rödlök: VEGETABLES,
  broccoli: VEGETABLES,
  blomkål: VEGETABLES,
  sockerärtor: VEGETABLES,
  champinjoner: ['svamp', 'svampen', ...VEGETABLES],
  purjolök: VEGETABLES,
  fänkål: VEGETABLES,
  sparris: VEGETABLES,
  vitkål: VEGETABLES,
  rödkål: VEGETABLES,
  grönkål: VEGETABLES,
};

/** A step that puts every ingredient in at once ("Lägg alla ingredienser i en mixer"). */
const ALL_AT_ONCE = /\balla ingredienser|\ballt i (en |)mixern?\b/u;

/** How strongly a form names the food: the whole name, the name's own head word, a compound part. */
const WHOLE = 3;
const HEAD_WORD = 2.5;
const PART = 2;
/** A class word or a cook's name for it ("grönsakerna", "keso"): any more specific name wins. */
const ALIAS = 1.5;

interface Form {
  stem: string;
  weight: number;
  /** Stems of four letters or more may start a compound ("vitlöksklyftor"). */
  compound: boolean;
}

/** The stems a noun is written from: "tomater" → tomat, "gurka" → gurk (gurkan, gurkor). */
function stemsOf(word: string): string[] {
  const stems = [word];
  if (/[ao]$/u.test(word) && word.length > 3) stems.push(word.slice(0, -1));
  if (/(er|ar|or)$/u.test(word) && word.length > 4) stems.push(word.slice(0, -2));
  if (word.endsWith('e') && word.length > 4) stems.push(word.slice(0, -1));
  return stems;
}

/** The food's name as words to look for: lower case, without "(frysta)", "70 %" or "i vatten". */
export function nameWords(name: string): string[] {
  return name
    .toLocaleLowerCase('sv')
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/\s+i\s+.*$/u, ' ')
    .replace(/[\d%]+/gu, ' ')
    .split(/[^\p{L}-]+/u)
    .filter((word) => word.length > 0);
}

/** Every form a food's name may take in a step, with how strongly it names that food. */
export function formsOf(name: string): Form[] {
  const words = nameWords(name);
  const forms: Form[] = [];
  const add = (word: string, weight: number) => {
    for (const stem of stemsOf(word)) forms.push({ stem, weight, compound: stem.length >= 4 });
  };
  const last = words.at(-1);
  if (last === undefined) return forms;
  // "Krossade tomater": the head word alone names it nearly as well as the whole name.
  add(last, words.length > 1 ? HEAD_WORD : WHOLE);
  const whole = words.join(' ');
  if (words.length > 1) add(whole, WHOLE);
  for (const alias of ALIASES[whole] ?? ALIASES[last] ?? []) add(alias, ALIAS);
  if (NO_HEAD.has(last)) return forms;
  const head = HEADS.find((h) => last.endsWith(h) && last.length > h.length);
  if (head === undefined) return forms;
  add(head, PART);
  let first = last.slice(0, -head.length);
  // The linking s of a compound: "körsbärstomater" is made of körsbär.
  if (first.endsWith('s') && first.length > 4) first = first.slice(0, -1);
  if (CUT_HEADS.has(head) && first.length >= 3 && !EMPTY_MODIFIERS.has(first)) {
    add(first, PART);
    for (const alias of ALIASES[first] ?? []) add(alias, ALIAS);
  }
  return forms;
}

/** The step's words, lower case, hyphens kept inside a word. */
function tokensOf(text: string): string[] {
  return text
    .toLocaleLowerCase('sv')
    .split(/[^\p{L}-]+/u)
    .filter((t) => t.length > 0);
}

/** How strongly `token` (with the word after it, for two-word names) names a form; 0 when not. */
function matchWeight(tokens: readonly string[], index: number, form: Form): number {
  const spaced = form.stem.includes(' ');
  const token = spaced ? tokens.slice(index, index + form.stem.split(' ').length).join(' ') : tokens[index];
  if (!token?.startsWith(form.stem)) return 0;
  if (FALSE_FRIENDS.some((f) => token.startsWith(f) && !form.stem.startsWith(f))) return 0;
  const rest = token.slice(form.stem.length);
  if (ENDINGS.has(rest)) return form.weight;
  // A compound that starts with the food: "vitlöksklyftorna", "tomatpurén" is not "tomat" (a food of its own).
  if (form.compound && rest.length >= 3) return form.weight - 0.5;
  return 0;
}

/** Which ingredients each step uses, and the ingredients no step names. */
export interface StepIngredients {
  /** Per step, the indices of the ingredients it names, in the ingredient list's order. */
  steps: number[][];
  /** Ingredients no step names (shown on the first step, to take out). */
  unused: number[];
}

/**
 * For each step, the ingredients (by index into `names`, the foods' Swedish names) it names. Each
 * word of a step goes to the ingredient it names most strongly; when two name it equally ("oljan"
 * with both Olivolja and Rapsolja) both get it. The whole name of a food in the same recipe wins
 * over a part of another: "tomatpuré" is Tomatpuré, not Tomat.
 */
export function matchStepIngredients(steps: readonly string[], names: readonly string[]): StepIngredients {
  const forms = names.map(formsOf);
  const used = new Set<number>();
  const perStep = steps.map((step) => {
    if (ALL_AT_ONCE.test(step.toLocaleLowerCase('sv'))) {
      names.forEach((_, i) => used.add(i));
      return names.map((_, i) => i);
    }
    const tokens = tokensOf(step);
    const found = new Set<number>();
    for (let t = 0; t < tokens.length; t++) {
      let best = 0;
      let who: number[] = [];
      for (const [i, list] of forms.entries()) {
        const weight = Math.max(0, ...list.map((form) => matchWeight(tokens, t, form)));
        if (weight === 0) continue;
        if (weight > best) {
          best = weight;
          who = [i];
        } else if (weight === best) who.push(i);
      }
      for (const i of who) found.add(i);
    }
    for (const i of found) used.add(i);
    return [...found].sort((a, b) => a - b);
  });
  return { steps: perStep, unused: names.map((_, i) => i).filter((i) => !used.has(i)) };
}
