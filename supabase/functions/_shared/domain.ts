/**
 * The product's fixed vocabularies, shared by schemas, the recipe catalogue,
 * the generators and the UI. Values are the wire/storage values; labels are Swedish.
 */

export const DIET_TYPES = [
  'balanced',
  'mediterranean',
  'vegetarian',
  'vegan',
  'keto',
  'paleo',
  'low-carb',
  'high-protein',
] as const;
export type DietType = (typeof DIET_TYPES)[number];

export const DIET_LABELS: Record<DietType, string> = {
  balanced: 'Balanserad',
  mediterranean: 'Medelhavskost',
  vegetarian: 'Vegetarisk',
  vegan: 'Vegansk',
  keto: 'Keto',
  paleo: 'Paleo',
  'low-carb': 'Lågkolhydrat',
  'high-protein': 'Proteinrik',
};

export const CUISINES = [
  'international',
  'swedish',
  'italian',
  'asian',
  'mexican',
  'mediterranean',
  'middle-eastern',
  'indian',
  'american',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const CUISINE_LABELS: Record<Cuisine, string> = {
  international: 'Internationellt',
  swedish: 'Svenskt',
  italian: 'Italienskt',
  asian: 'Asiatiskt',
  mexican: 'Mexikanskt',
  mediterranean: 'Medelhavet',
  'middle-eastern': 'Mellanöstern',
  indian: 'Indiskt',
  american: 'Amerikanskt',
};

export const GOALS = [
  'weight-loss',
  'weight-gain',
  'muscle-gain',
  'maintenance',
  'athletic-performance',
  'general-health',
] as const;
export type Goal = (typeof GOALS)[number];

/**
 * The three goals the calculator hands to the meal form (the meal form's goal values). Here, not
 * beside the calculator's schemas, so code that needs only the list builds no schema to get it.
 */
export const CALCULATOR_GOALS = [
  'weight-loss',
  'maintenance',
  'weight-gain',
] as const satisfies readonly Goal[];
export type CalculatorGoal = (typeof CALCULATOR_GOALS)[number];

export const GOAL_LABELS: Record<Goal, string> = {
  'weight-loss': 'Viktminskning',
  'weight-gain': 'Viktuppgång',
  'muscle-gain': 'Muskeluppbyggnad',
  maintenance: 'Viktbalans',
  'athletic-performance': 'Idrottsprestation',
  'general-health': 'Allmän hälsa',
};

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** The meal names the plan shows, in Swedish. */
export const MEAL_LABELS: Record<MealType, string> = {
  breakfast: 'Frukost',
  lunch: 'Lunch',
  dinner: 'Middag',
  snack: 'Mellanmål',
};

/** The eleven allergens we detect from ingredients (EU's list, as Swedish users name them). */
export const ALLERGENS = [
  'gluten',
  'milk',
  'egg',
  'tree-nuts',
  'peanuts',
  'fish',
  'shellfish',
  'soy',
  'sesame',
  'celery',
  'mustard',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: 'Gluten',
  milk: 'Mjölk/laktos',
  egg: 'Ägg',
  'tree-nuts': 'Nötter',
  peanuts: 'Jordnötter',
  fish: 'Fisk',
  shellfish: 'Skaldjur',
  soy: 'Soja',
  sesame: 'Sesam',
  celery: 'Selleri',
  mustard: 'Senap',
};

/**
 * Each allergen as the meal form's "Allergier och begränsningar" understands it, in a sentence's
 * lower case ("Receptet innehåller gluten"): a recipe page lists these, and a refusal names them.
 */
export const ALLERGEN_WORDS: Readonly<Record<Allergen, string>> = {
  gluten: 'gluten',
  milk: 'mjölk',
  egg: 'ägg',
  'tree-nuts': 'nötter',
  peanuts: 'jordnötter',
  fish: 'fisk',
  shellfish: 'skaldjur',
  soy: 'soja',
  sesame: 'sesam',
  celery: 'selleri',
  mustard: 'senap',
};

/** Shopping-list groups in display order. */
export const SHOPPING_CATEGORIES = ['protein', 'grains', 'produce', 'pantry', 'snacks'] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];

export const SHOPPING_CATEGORY_LABELS: Record<ShoppingCategory, string> = {
  protein: 'Protein',
  grains: 'Spannmål & Kolhydrater',
  produce: 'Grönsaker & Frukt',
  pantry: 'Skafferi & Kryddor',
  snacks: 'Mellanmål',
};

/** Kitchen units a recipe line is displayed in. */
export const KITCHEN_UNITS = ['g', 'dl', 'msk', 'tsk', 'st'] as const;
export type KitchenUnit = (typeof KITCHEN_UNITS)[number];

export const WORKOUT_GOALS = [
  'Viktminskning',
  'Muskeluppbyggnad',
  'Ökad styrka',
  'Förbättrad kondition',
  'Förbättrad flexibilitet',
  'Allmän hälsa',
] as const;
export type WorkoutGoal = (typeof WORKOUT_GOALS)[number];

export const WORKOUT_FREQUENCIES = ['2-3', '4-5', '6-7'] as const;
export type WorkoutFrequency = (typeof WORKOUT_FREQUENCIES)[number];

export const WORKOUT_DURATIONS = ['7-days', '30-days'] as const;
export type WorkoutDuration = (typeof WORKOUT_DURATIONS)[number];

/** How used the person is to strength training: new to it, or used to it. */
export const WORKOUT_EXPERIENCES = ['new', 'experienced'] as const;
export type WorkoutExperience = (typeof WORKOUT_EXPERIENCES)[number];

/** Where the person trains: a gym, at home with dumbbells, or with the body's own weight only. */
export const WORKOUT_EQUIPMENT = ['gym', 'dumbbells', 'bodyweight'] as const;
export type WorkoutEquipment = (typeof WORKOUT_EQUIPMENT)[number];

/** Calculator genders; zod-free here so the calculator page can show them without zod. */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Activity levels, in the order the form lists them. */
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'very-active', 'extreme'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const ACTIVITY_LABELS: Record<ActivityLevel, string> = {
  sedentary: 'Stillasittande (lite eller ingen träning)',
  light: 'Lätt aktiv (träning 1–3 dagar/vecka)',
  moderate: 'Måttligt aktiv (träning 3–5 dagar/vecka)',
  'very-active': 'Mycket aktiv (träning 6–7 dagar/vecka)',
  extreme: 'Extremt aktiv (hård träning eller fysiskt arbete)',
};

export const GENDER_LABELS: Record<Gender, string> = { male: 'Man', female: 'Kvinna' };

/**
 * Daily calorie goal bounds of a meal plan, kcal: the meal form's schema, the form's own check and
 * the calculator's hand-off all read these (below 1 200 kcal a plan of ordinary food cannot meet
 * the nutrient needs, so lower intakes are for a dietitian to plan).
 */
export const MIN_DAILY_CALORIES = 1200;
export const MAX_DAILY_CALORIES = 5000;

/** True when a meal plan can be made for `kcal` per day (the meal form accepts it). */
export function fitsMealPlan(kcal: number): boolean {
  return Number.isInteger(kcal) && kcal >= MIN_DAILY_CALORIES && kcal <= MAX_DAILY_CALORIES;
}
