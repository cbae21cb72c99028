/** Swedish texts of My plans. */
import { svNumber } from '@shared/format/sv-number.ts';

export const MY_PLANS = {
  loading: 'Laddar dina planer...',
  redirecting: 'Du behöver logga in för att se dina planer. Skickar dig till inloggningen...',
  tabsLabel: 'Typ av plan',
  mealTab: (count: number) => `Måltidsplaner (${count})`,
  workoutTab: (count: number) => `Träningsplaner (${count})`,
  noDescription: 'Ingen beskrivning',
  created: (date: string) => `Skapad ${date}`,
  calories: 'Kalorier',
  caloriesPerDay: (kcal: number) => `${svNumber(kcal)} kcal per dag`,
  dietType: 'Kosttyp',
  allergies: 'Allergier',
  defaultDiet: 'Allmän',
  view: 'Visa',
  viewLabel: (name: string) => `Visa ${name}`,
  delete: 'Ta bort',
  deleteLabel: (name: string) => `Ta bort ${name}`,
  deleteTitle: 'Ta bort planen?',
  deleteText: (name: string) => `"${name}" tas bort för alltid. Det går inte att ångra.`,
  deleteConfirm: 'Ta bort',
  deleting: 'Tar bort...',
  mealDeleted: 'Måltidsplan borttagen',
  workoutDeleted: 'Träningsplan borttagen',
  mealDeleteFailed: 'Ett fel uppstod vid borttagning av måltidsplan',
  workoutDeleteFailed: 'Ett fel uppstod vid borttagning av träningsplan',
  loadFailed: 'Ett fel uppstod vid hämtning av planer',
  noMealPlans: 'Du har inga sparade måltidsplaner ännu.',
  noWorkoutPlans: 'Du har inga sparade träningsplaner ännu.',
  createMealPlan: 'Skapa en måltidsplan',
  createWorkoutPlan: 'Skapa ett träningsschema',
  unreadable: 'Planen kan inte öppnas: den sparades i ett format som inte längre går att läsa.',
  backToList: 'Tillbaka till Mina planer',
  readOnly: 'Sparat schema – visas som det sparades.',
  showMore: (remaining: number) => `Visa fler (${remaining} till)`,
  loadingMore: 'Hämtar fler planer...',
  loadMoreFailed: 'Det gick inte att hämta fler planer. Försök igen.',
} as const;

/** Saved plans per user and kind; the database refuses one more (SQLSTATE HP001). Keep in step with the migration. */
export const SAVED_PLAN_CAP = 200;

/** Shown when a save is refused because the user already has the most plans of that kind. */
export const PLAN_LIMIT = {
  meal: `Du har redan ${SAVED_PLAN_CAP} sparade måltidsplaner, som är max. Ta bort en under Mina planer för att spara en ny.`,
  workout: `Du har redan ${SAVED_PLAN_CAP} sparade träningsplaner, som är max. Ta bort en under Mina planer för att spara en ny.`,
} as const;
