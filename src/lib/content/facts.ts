/**
 * One home for the numbers that recur across articles and guides: each fact's value, how an article
 * prints it and where it comes from. `<Fact id="…" />` (src/components/mdx/Fact.astro) prints
 * `text`; tests/unit/content/facts.test.ts fails when an article hard-codes another value for a fact
 * or names an unknown id. The nutrient values are read from the meal plan's reference module, so
 * the overview and the articles cannot disagree.
 */
import { FIBRE_G_PER_MJ, FIBRE_TYPICAL_G, SALT_MAX_G, VITAMIN_D_UG } from '@shared/nutrition/reference.ts';
import { KCAL_ADJUSTMENT } from '@shared/calculator.ts';

import type { ArticleSource } from './article-schema';

/** Swedish number as articles write it: decimal comma, en dash between a range's ends. */
export function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}

function range(values: readonly number[]): string {
  return values.map(formatNumber).join('–');
}

export interface Fact {
  /** The value, or a range's two ends. */
  readonly values: readonly number[];
  /** The unit word the articles use after the number ("gram", "timmar", "minuter"). */
  readonly unit: string;
  /** What the number is, in English, for editors. */
  readonly about: string;
  /**
   * The source an article that prints the fact lists among its own `sources`; absent only for
   * Hälsoplaneraren's own numbers (the calculator's deficit), which the code defines.
   */
  readonly source?: ArticleSource;
}

const NNR: ArticleSource = {
  title: 'Nordic Nutrition Recommendations 2023 (Nord 2023:003)',
  publisher: 'Nordiska ministerrådet',
  year: 2023,
  url: 'https://pub.norden.org/nord2023-003/',
};
const LIVSMEDELSVERKET: ArticleSource = {
  title: 'Kostråd för vuxna',
  publisher: 'Livsmedelsverket',
  year: 2025,
  url: 'https://www.livsmedelsverket.se/matvanor-halsa--miljo/kostrad/kostrad-vuxna/',
};
const FYSS: ArticleSource = {
  title: 'Rekommendationer om fysisk aktivitet för vuxna',
  publisher: 'FYSS / Svenska Läkaresällskapet',
  year: 2021,
  url: 'https://www.fyss.se/for-vuxna/',
};
const EFSA_PROTEIN: ArticleSource = {
  title: 'Scientific Opinion on Dietary Reference Values for protein',
  authors: 'EFSA Panel on Dietetic Products, Nutrition and Allergies (NDA)',
  publisher: 'EFSA Journal',
  year: 2012,
  url: 'https://doi.org/10.2903/j.efsa.2012.2557',
  doi: '10.2903/j.efsa.2012.2557',
};
const MORTON: ArticleSource = {
  title:
    'A systematic review, meta-analysis and meta-regression of the effect of protein supplementation on resistance training-induced gains in muscle mass and strength in healthy adults (Morton RW m.fl.)',
  publisher: 'British Journal of Sports Medicine',
  year: 2018,
  url: 'https://doi.org/10.1136/bjsports-2017-097608',
  doi: '10.1136/bjsports-2017-097608',
};
const ACSM_NUTRITION: ArticleSource = {
  title:
    'American College of Sports Medicine Joint Position Statement: Nutrition and Athletic Performance (Thomas DT, Erdman KA, Burke LM)',
  publisher: 'Medicine & Science in Sports & Exercise',
  year: 2016,
  url: 'https://doi.org/10.1249/MSS.0000000000000852',
  doi: '10.1249/MSS.0000000000000852',
};
const HIRSHKOWITZ: ArticleSource = {
  title:
    "National Sleep Foundation's sleep time duration recommendations: methodology and results summary (Hirshkowitz M m.fl.)",
  publisher: 'Sleep Health',
  year: 2015,
  url: 'https://doi.org/10.1016/j.sleh.2014.12.010',
  doi: '10.1016/j.sleh.2014.12.010',
};
const GARDINER: ArticleSource = {
  title:
    'The effect of caffeine on subsequent sleep: A systematic review and meta-analysis (Gardiner C m.fl.)',
  publisher: 'Sleep Medicine Reviews',
  year: 2023,
  url: 'https://doi.org/10.1016/j.smrv.2023.101764',
  doi: '10.1016/j.smrv.2023.101764',
};
const HALL: ArticleSource = {
  title: 'Quantification of the effect of energy imbalance on bodyweight (Hall KD m.fl.)',
  publisher: 'The Lancet',
  year: 2011,
  url: 'https://doi.org/10.1016/S0140-6736(11)60812-X',
  doi: '10.1016/S0140-6736(11)60812-X',
};

export const FACTS = {
  'fibre.perMJ': { values: [FIBRE_G_PER_MJ], unit: 'gram', about: 'NNR 2023 fibre RI per MJ', source: NNR },
  'fibre.daily': {
    values: [FIBRE_TYPICAL_G.female, FIBRE_TYPICAL_G.male],
    unit: 'gram',
    about: 'fibre a day at typical energy intakes (women–men)',
    source: NNR,
  },
  'salt.max': { values: [SALT_MAX_G], unit: 'gram', about: 'salt, at most, a day', source: LIVSMEDELSVERKET },
  'vitaminD.adult': {
    values: [VITAMIN_D_UG.adult],
    unit: 'mikrogram',
    about: 'vitamin D RI 18–74 y',
    source: NNR,
  },
  'vitaminD.from75': {
    values: [VITAMIN_D_UG.from75],
    unit: 'mikrogram',
    about: 'vitamin D RI from 75 y',
    source: NNR,
  },
  'protein.adult': {
    values: [0.83],
    unit: 'gram',
    about: 'protein RI per kg body weight (NNR 2023 = EFSA PRI)',
    source: NNR,
  },
  'protein.weightLoss': {
    values: [1.2, 1.6],
    unit: 'gram',
    about: 'protein per kg often used in weight loss with strength training; Morton 2018 plateau at 1.6',
    source: MORTON,
  },
  'protein.athletes': {
    values: [1.2, 2.0],
    unit: 'gram',
    about: 'protein per kg for athletes (ACSM 2016)',
    source: ACSM_NUTRITION,
  },
  'protein.efsaSafe': {
    values: [1.7],
    unit: 'gram',
    about: 'about twice the PRI per kg, considered safe by EFSA (no upper limit set)',
    source: EFSA_PROTEIN,
  },
  'sleep.adults': {
    values: [7, 9],
    unit: 'timmar',
    about: 'sleep per night, adults 18–64 (NSF)',
    source: HIRSHKOWITZ,
  },
  'sleep.olderAdults': {
    values: [7, 8],
    unit: 'timmar',
    about: 'sleep per night from 65 (NSF)',
    source: HIRSHKOWITZ,
  },
  'sleep.teenagers': {
    values: [8, 10],
    unit: 'timmar',
    about: 'sleep per night 14–17 (NSF)',
    source: HIRSHKOWITZ,
  },
  'sleep.schoolChildren': {
    values: [9, 11],
    unit: 'timmar',
    about: 'sleep per night 6–13 (NSF)',
    source: HIRSHKOWITZ,
  },
  'activity.moderate': {
    values: [150, 300],
    unit: 'minuter',
    about: 'moderate aerobic activity a week (FYSS 2021)',
    source: FYSS,
  },
  'activity.vigorous': {
    values: [75, 150],
    unit: 'minuter',
    about: 'vigorous aerobic activity a week (FYSS 2021)',
    source: FYSS,
  },
  'caffeine.cutoff': {
    values: [8.8],
    unit: 'timmar',
    about: 'last cup of coffee (107 mg) at least this long before bed (Gardiner 2023)',
    source: GARDINER,
  },
  'weightLoss.deficit': {
    values: [KCAL_ADJUSTMENT.min, KCAL_ADJUSTMENT.max],
    unit: 'kilokalorier',
    about: "the calorie calculator's daily deficit (our own advice; no outside source)",
  },
  'weightLoss.pace': {
    values: [0.3, 0.5],
    unit: 'kilo',
    about: 'kg a week at first with a 300–500 kcal deficit, slower later (Hall 2011)',
    source: HALL,
  },
} as const satisfies Record<string, Fact>;

export type FactId = keyof typeof FACTS;
export const FACT_IDS = Object.keys(FACTS) as FactId[];

export function isFactId(id: string): id is FactId {
  return Object.hasOwn(FACTS, id);
}

/** What `<Fact id="…" />` prints: "150–300 minuter", "0,83 gram", "8,8 timmar". */
export function factText(id: string): string {
  if (!isFactId(id)) {
    throw new Error(
      `<Fact id="${id}" /> is not a known fact; known ids: ${FACT_IDS.join(', ')} (src/lib/content/facts.ts)`,
    );
  }
  const fact: Fact = FACTS[id];
  return `${range(fact.values)} ${fact.unit}`;
}

/** An MDX body with every `<Fact id="…" />` replaced by the text it prints. */
export function expandFacts(body: string): string {
  return body.replace(
    /<Fact\s+id=(?:"([^"]*)"|'([^']*)')\s*\/>/gu,
    (_tag, double?: string, single?: string) => factText(double ?? single ?? ''),
  );
}
