/** Swedish texts of the meal plan screen, its shopping list and the save dialog. */

export const MEAL_PLAN = {
  title: 'Din måltidsplan',
  lead: 'Veckans frukostar, luncher, middagar och mellanmål med recept och näringsvärden, en näringsöversikt för veckan och en inköpslista att bocka av i butiken. Vill du ha en annan rätt byter du den med knappen på måltiden.',
  loading: 'Laddar måltidsplanen...',
  emptyTitle: 'Ingen måltidsplan hittad',
  emptyText: 'Skapa en måltidsplan för att se veckans måltider, recept och inköpslista här.',
  toNutrition: 'Till kost och måltidsplanering',
  summaryHeading: 'Dina val',
  dailyCalories: 'Kalorier per dag',
  dietType: 'Kosttyp',
  cuisines: 'Kök',
  goal: 'Mål',
  restrictions: 'Allergier och begränsningar',
  snacks: 'Mellanmål',
  yes: 'Ja',
  no: 'Nej',
  unknown: 'Okänt',
  changePreferences: 'Ändra preferenser',
  backToNutrition: 'Tillbaka till kost',
  savedPlan: (name: string) => `Sparad plan: ${name}`,
  tabsLabel: 'Måltidsplanens innehåll',
  tabMeals: 'Måltider',
  tabShopping: 'Inköpslista',
  notesHeading: 'Att veta om planen',
  kcal: 'kcal',
  energy: 'Energi',
  dayTarget: (kcal: string) => `Mål: ${kcal} kcal`,
  protein: 'Protein',
  carbs: 'Kolhydrater',
  fat: 'Fett',
  grams: (value: string) => `${value} g`,
  recipe: 'Recept',
  servings: (n: number) => (n === 1 ? '1 portion' : `${n} portioner`),
  cookingTime: (min: number) => `${min} min`,
  ingredients: 'Ingredienser',
  instructions: 'Gör så här',
  breakdown: 'Summa måltider',
  mismatch: 'Ej matchning!',
  mismatchExplained: (sum: string, total: string) =>
    `Måltiderna ger ${sum} kcal men dagens mål är ${total} kcal.`,
  print: 'Skriv ut',
  saveHeading: 'Spara planen',
  saveText: 'Spara måltidsplanen under Mina planer så hittar du den igen.',
  saveButton: 'Spara måltidsplan',
  signInPrompt: 'Logga in för att spara måltidsplanen. Planen finns kvar här när du kommer tillbaka.',
  signInButton: 'Logga in för att spara',
  macroTarget: (goal: string, target: string, delivered: string) =>
    `Mål: ${goal}, ${target} — veckan ger ${delivered}`,
  macroTargetDiet: (diet: string, goal: string, target: string, delivered: string) =>
    `${diet} styr fördelningen i stället för målet ${goal}: ${target} — veckan ger ${delivered}`,
  macroShares: (protein: number, carbs: number, fat: number) =>
    `protein ${protein} % · kolhydrater ${carbs} % · fett ${fat} %`,
  macroHeading: 'Energifördelning',
  macroNote: 'Andel av energin från protein, kolhydrater och fett (4, 4 och 9 kcal per gram).',
  /** The swap button's visible words ("Byt lunch") and its accessible name ("Byt lunch, måndag"). */
  swapVisible: (meal: string) => `Byt ${meal.toLowerCase()}`,
  swapLabel: (meal: string, day: string) => `Byt ${meal.toLowerCase()}, ${day.toLowerCase()}`,
  undo: 'Ångra',
  undoLabel: (meal: string, day: string) => `Ångra bytet av ${meal.toLowerCase()}, ${day.toLowerCase()}`,
  swapped: (meal: string, day: string, dish: string) => `${meal} ${day.toLowerCase()}: ${dish}`,
  undone: (meal: string, day: string, dish: string) => `${meal} ${day.toLowerCase()} tillbaka: ${dish}`,
  swapUnavailable:
    'Den här planen sparades utan dina val (kosttyp, kök och begränsningar), så enskilda rätter kan inte bytas. Skapa en ny plan för att kunna byta rätter.',
  swapHint:
    'Byt rätt: knappen på varje måltid ger en annan rätt som passar dina val, med samma kalorier; Ångra tar tillbaka den förra.',
  swappedSaved: (name: string) =>
    `Du har bytt rätter i den sparade planen ”${name}”. Spara den som en ny plan för att behålla ändringarna; den sparade planen ändras inte.`,
} as const;

export const SHOPPING = {
  heading: 'Inköpslista för veckan',
  people: 'Antal personer',
  peopleHint: '1–12 personer. Mängder och kostnader räknas om.',
  total: 'Uppskattad totalkostnad',
  subtotal: 'Summa',
  copy: 'Kopiera lista',
  copied: 'Inköpslistan är kopierad',
  copyFailed: 'Det gick inte att kopiera listan. Markera texten och kopiera den själv.',
  share: 'Dela lista',
  shareTitle: 'Inköpslista från Hälsoplaneraren',
  shareFailed: 'Det gick inte att dela listan. Använd Kopiera lista i stället.',
  loading: 'Tar fram inköpslistan...',
  checkHint: 'Bocka av det du redan har eller har köpt; det sparas i webbläsaren.',
  missingIngredients: (n: number) =>
    `${n} ${n === 1 ? 'måltid saknar' : 'måltider saknar'} ingredienser med mängder och finns inte med på listan.`,
  empty: 'Planens måltider saknar ingredienser med mängder, så ingen inköpslista kan tas fram.',
  textTitle: (people: number) => `Inköpslista för veckan (${people} ${people === 1 ? 'person' : 'personer'})`,
  costNote: 'Kostnaderna är uppskattade från vanliga svenska butikspriser.',
} as const;

export const SAVE_MEAL_PLAN = {
  title: 'Spara måltidsplan',
  description: 'Ge planen ett namn så hittar du den under Mina planer.',
  name: 'Namn',
  nameHint: (fallback: string) => `Lämnas tomt blir namnet ”${fallback}”.`,
  defaultName: (date: string) => `Måltidsplan ${date}`,
  /** The name offered for a saved plan with swapped meals (saved as a new plan). */
  swappedName: (name: string) => `${name} (ändrad)`,
  swappedDescription: (name: string) =>
    `Du har bytt rätter i ”${name}”. Planen sparas som en ny plan; den gamla finns kvar under Mina planer.`,
  descriptionField: 'Beskrivning (valfritt)',
  nameTooLong: 'Namnet får vara högst 200 tecken',
  descriptionTooLong: 'Beskrivningen får vara högst 2000 tecken',
  saved: 'Måltidsplan sparad!',
  failed: 'Ett fel uppstod vid sparning av måltidsplan',
  failedOffline: 'Ingen anslutning just nu. Planen finns kvar här – spara igen när du är uppkopplad.',
  consentLabel: (restrictions: string) =>
    `Jag samtycker till att mina allergier och begränsningar (${restrictions}) sparas med planen på mitt konto.`,
  consentHint: 'Allergier är hälsouppgifter. Du kan återkalla samtycket under Profil & inställningar.',
  consentRequired: 'Kryssa i samtycket för att spara planen med dina allergier.',
  privacyLink: 'Så hanterar vi dina uppgifter',
} as const;
