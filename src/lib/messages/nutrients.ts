/**
 * Swedish texts of the meal plan's Näringsöversikt (src/islands/meal-plan/NutrientOverview.tsx).
 * The tips and the reference sources come with the assessment from
 * supabase/functions/_shared/nutrition/, which the edge functions share.
 */
import type { NutrientId, ReferenceKind } from '@shared/nutrition/reference.ts';
import type { Verdict } from '@shared/nutrition/assess.ts';

export const NUTRIENT_MESSAGES = {
  heading: 'Näringsöversikt',
  intro:
    'Fiber, salt, vitaminer och mineraler i planen, beräknade från ingredienserna och jämförda med referensvärdena för vuxna i de nordiska näringsrekommendationerna (NNR 2023) och Livsmedelsverkets råd.',
  viewLegend: 'Visa',
  week: 'Veckan',
  weekCaption: 'Veckan, genomsnitt per dag',
  dayCaption: (day: string) => `${day}, hela dagen`,
  columns: { nutrient: 'Näringsämne', amount: 'Mängd', reference: 'Referens', verdict: 'Bedömning' },
  unknown: 'okänt',
  unknownNote:
    'Okänt betyder att någon måltid saknar uppgifter om ingredienserna, så värdet kan inte räknas ut. Det räknas aldrig som noll.',
  saltNote: 'Salt räknas från ingredienserna; salt du själv tillsätter vid matlagningen kommer till.',
  ironBasis: {
    stricter:
      'Järn jämförs med 15 mg, värdet för kvinnor i fertil ålder, eftersom kön inte är angivet. För män och för kvinnor efter klimakteriet är referensen 9 mg.',
    female: 'Järn jämförs med referensen för kvinnor i fertil ålder (15 mg). Efter klimakteriet är den 9 mg.',
    male: 'Järn jämförs med referensen för män (9 mg).',
  },
  tipsHeading: 'Tips för veckan',
  noTips: 'Veckan når alla referensvärden som går att räkna ut.',
  tipsLoading: 'Tar fram veckans tips...',
  tipSource: 'Källa:',
  sourcesHeading: 'Källor för referensvärdena',
  attribution: 'Näringsvärden: Livsmedelsverket, Livsmedelsdatabasen (version 2022-05-24), CC BY 4.0.',
  /** Shown under the attribution when the plan holds a lactose-free product. */
  lactoseFreeNote:
    'Laktosfria produkter (laktosfri mjölk, filmjölk, yoghurt, kvarg, grädde, gräddfil och crème fraiche) finns inte i Livsmedelsdatabasen. De har här värdena för den vanliga produkten med samma fetthalt: det är samma mjölk, med laktosen spjälkad.',
  computing: 'Räknar ut näringsvärden …',
} as const;

/** Nutrient names as shown in the table. */
export const NUTRIENT_LABELS: Readonly<Record<NutrientId, string>> = {
  fibre: 'Kostfiber',
  wholeGrain: 'Fullkorn',
  fruitVeg: 'Grönsaker, frukt och bär',
  salt: 'Salt',
  saturatedFat: 'Mättat fett',
  addedSugar: 'Tillsatt socker',
  iron: 'Järn',
  calcium: 'Kalcium',
  vitaminD: 'D-vitamin',
  vitaminB12: 'B12-vitamin',
};

/** The verdict as words; a symbol beside it carries the direction without colour. */
export const VERDICT_LABELS: Readonly<Record<Verdict, { text: string; symbol: string }>> = {
  good: { text: 'bra', symbol: '✓' },
  low: { text: 'lågt', symbol: '↓' },
  high: { text: 'högt', symbol: '↑' },
  unknown: { text: 'okänt', symbol: '?' },
};

/** "minst" / "högst" before a reference value. */
export const REFERENCE_PREFIX: Readonly<Record<ReferenceKind, string>> = {
  min: 'minst',
  max: 'högst',
};

/** Unit as written after a number ("E%" is "% av energin"). */
export const UNIT_LABELS = { g: 'g', mg: 'mg', µg: 'µg', 'E%': '% av energin' } as const;
