/** The recipe pages' texts: the /recipes filter, cook mode ("Laga") and "Lägg i min vecka". */

/** The /recipes filter's status line (src/scripts/recipe/hub-filter.ts). */
export const RECIPE_HUB = {
  /** "Visar alla 391 recept.", "Visar 12 av 391 recept." */
  shown: (shown: number, total: number): string =>
    shown === total
      ? `Visar alla ${String(total)} recept.`
      : `Visar ${String(shown)} av ${String(total)} recept.`,
} as const;

/** Cook mode ("Laga", src/scripts/recipe/cook-mode.ts). */
export const COOK = {
  title: (recipe: string) => `Laga: ${recipe}`,
  stepOf: (step: number, total: number) => `Steg ${step} av ${total}`,
  portions: (n: number) => `${n} ${n === 1 ? 'portion' : 'portioner'}`,
  takeOut: 'Ta fram',
  stepIngredients: 'Till det här steget',
  previous: 'Föregående',
  next: 'Nästa',
  done: 'Klart',
  close: 'Stäng laga-läget',
  howToMove: 'Byt steg med knapparna, genom att svepa eller med piltangenterna.',
  timer: 'Timer',
  start: 'Starta',
  resume: 'Fortsätt',
  pause: 'Pausa',
  reset: 'Nollställ',
  /** A range: the timer starts at the shorter time. */
  range: (text: string) => `Receptet säger ${text}; timern börjar på den kortare tiden.`,
  chooseTime: 'Välj tid',
  timeUp: 'Tiden är ute!',
  timeUpOn: (step: number) => `Tiden är ute för steg ${step}!`,
  runningOn: (step: number, clock: string) => `Timer för steg ${step}: ${clock} kvar`,
  showStep: (step: number) => `Visa steg ${step}`,
  screenMaySleep: 'Skärmen kan släckas medan du lagar: webbläsaren lät oss inte hålla den tänd.',
} as const;

/** "Lägg i min vecka" (src/scripts/recipe/add-to-week.ts). */
export const ADD_TO_WEEK = {
  title: 'Lägg i min vecka',
  loading: 'Läser din vecka …',
  loadFailed:
    'Det som behövs för att lägga in receptet kunde inte laddas. Kontrollera internetanslutningen och försök igen.',
  noPlan: 'Det finns ingen veckoplan på den här enheten. Skapa en först, så kan du lägga in receptet i den.',
  discarded:
    'Veckoplanen på enheten var skadad och gick inte att läsa, så den har tagits bort. Skapa en ny plan, så kan du lägga in receptet i den.',
  noPreferences:
    'Veckoplanen saknar din kost och dina kalorier, så receptet kan inte portioneras in. Skapa en ny plan, så går det.',
  createPlan: 'Skapa en veckoplan',
  day: 'Dag',
  meal: 'Måltid',
  now: (meal: string) => `Nu: ${meal}`,
  submit: 'Lägg i veckan',
  working: 'Lägger in …',
  cancel: 'Avbryt',
  close: 'Stäng',
  retry: 'Försök igen',
  added: (day: string, meal: string) => `Lagt i din vecka: ${day}, ${meal}.`,
  openPlan: 'Öppna veckoplanen',
  storageFull: 'Webbläsarens lagring är full, så ändringen kunde inte sparas på enheten.',
} as const;
