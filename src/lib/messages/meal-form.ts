/** Swedish texts of the meal preference form and its information tables. */
import { MAX_DAILY_CALORIES, MIN_DAILY_CALORIES } from '@shared/domain.ts';

import { unknownRestrictions } from './restrictions';

/**
 * Whole kcal as sv-SE writes them ("1 927", a no-break space between thousands): what svNumber
 * gives for a whole number, without its 0.5 KB in the form's first load.
 */
export function wholeKcal(kcal: number): string {
  return String(kcal).replace(/\B(?=(\d{3})+$)/gu, '\u00a0');
}

/** The calculator's goals as the meal form's note words them. */
const CARRIED_GOAL_WORDS = {
  'weight-loss': 'gå ner i vikt',
  maintenance: 'behålla vikten',
  'weight-gain': 'gå upp i vikt',
} as const;
type CarriedGoal = keyof typeof CARRIED_GOAL_WORDS;

export const MEAL_FORM = {
  calories: 'Dagligt kalorimål (kcal)',
  caloriesHint: `Mellan ${MIN_DAILY_CALORIES} och ${MAX_DAILY_CALORIES} kcal. Vet du inte? Använd kaloriräknaren.`,
  /** The note over the form when the calculator carried the goal and (mostly) the calories. */
  carriedFromCalculator: (goal: CarriedGoal | undefined, kcal: string | undefined) =>
    goal === undefined
      ? `Ifyllt från kaloriräknaren: ${kcal ?? ''} kcal`
      : kcal === undefined
        ? `Ifyllt från kaloriräknaren: ${CARRIED_GOAL_WORDS[goal]}. Välj ditt kalorimål.`
        : `Ifyllt från kaloriräknaren: ${CARRIED_GOAL_WORDS[goal]}, ${kcal} kcal`,
  weightLossBelowFloor: `För viktnedgång börjar våra måltidsplaner på ${wholeKcal(MIN_DAILY_CALORIES)} kcal per dag. Ett lägre intag bör planeras tillsammans med en dietist eller vården.`,
  dietType: 'Kosttyp',
  dietPlaceholder: 'Välj kosttyp',
  cuisine: 'Kök (välj minst ett)',
  goal: 'Mål',
  goalPlaceholder: 'Välj mål',
  restrictions: 'Allergier och begränsningar',
  restrictionsHint:
    'Till exempel: laktos, nötter, gluten. Det du skriver utesluts helt ur planen. Laktos ger laktosfria mejerier och hårdost; mjölk utesluter alla mejerier.',
  includeSnacks: 'Inkludera dagliga mellanmål',
  submit: 'Generera måltidsplan',
  submitBusy: 'Genererar din måltidsplan...',
  requiredMissing: 'Vänligen fyll i alla obligatoriska fält',
  requiredNote: 'Fält markerade med * är obligatoriska.',
  aiTip:
    'Tips: AI-genererade recept kräver krediter hos AI-leverantörens konto. Utan dem skapas planen av vår egen receptgenerator med samma näringsberäkning.',
  unknownRestrictions,
  caloriesRange: `Kalorimålet måste vara mellan ${MIN_DAILY_CALORIES} och ${MAX_DAILY_CALORIES} kcal per dag`,
} as const;

/**
 * The information tables under the form (MealPlanningInfo.astro, rendered on the server): kept out
 * of MEAL_FORM so the island does not carry them.
 */
export const MEAL_PLANNING_INFO = {
  infoHeading: 'Om mål och kosttyper',
  goalsTableCaption: 'Mål och fördelning av energi (protein/kolhydrater/fett)',
  goalColumn: 'Mål',
  splitColumn: 'Protein / kolhydrater / fett',
  dietTableCaption: 'Kosttyper',
  dietColumn: 'Kosttyp',
  descriptionColumn: 'Beskrivning',
  nnrNote:
    'Fördelningarna är riktmärken. De nordiska näringsrekommendationerna (NNR 2023) anger för vuxna 10–20 % av energin från protein, 45–60 % från kolhydrater och 25–40 % från fett. Livsmedelsverkets kostråd bygger på dem.',
} as const;

/** The macro split of each goal (protein/carbs/fat, % of energy), as the information table shows it. */
export const GOAL_SPLITS = {
  'weight-loss': '30 / 35 / 35 %',
  'weight-gain': '25 / 40 / 35 %',
  'muscle-gain': '35 / 40 / 25 %',
  maintenance: '25 / 45 / 30 %',
  'athletic-performance': '25 / 50 / 25 %',
  'general-health': '20 / 50 / 30 %',
} as const;

/** Plain descriptions of the diet types for the information table. */
export const DIET_DESCRIPTIONS = {
  balanced: 'Allsidig kost enligt Livsmedelsverkets kostråd, med alla livsmedelsgrupper.',
  mediterranean: 'Mycket grönsaker, baljväxter, fisk, fullkorn och olivolja.',
  vegetarian: 'Inget kött eller fisk; mejeriprodukter och ägg ingår.',
  vegan: 'Helt växtbaserat. Vitamin B12 behöver tillskott eller berikade produkter.',
  keto: 'Mycket lite kolhydrater (under 10 % av energin), mer fett.',
  paleo: 'Kött, fisk, ägg, grönsaker, frukt och nötter; inga spannmål, mejerier eller baljväxter.',
  'low-carb': 'Kolhydrater 50–100 g per dag.',
  'high-protein': 'Protein 25–35 % av energin.',
} as const;
