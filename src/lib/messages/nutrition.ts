/**
 * Swedish texts of the nutrition tools: calorie calculator, meal preference form, meal plan screen,
 * shopping list and the save-meal-plan dialog (spec §2, §5, §8, §9).
 */

export const CALCULATOR = {
  backToNutrition: 'Tillbaka till kost',
  age: 'Ålder (år)',
  gender: 'Kön',
  weight: 'Vikt (kg)',
  height: 'Längd (cm)',
  activity: 'Aktivitetsnivå',
  submit: 'Beräkna',
  submitBusy: 'Beräknar...',
  incompleteHint: 'Fyll i alla fält för att kunna beräkna.',
  ageRange: 'Åldern måste vara mellan 15 och 100 år',
  weightRange: 'Vikten måste vara mellan 30 och 300 kg',
  heightRange: 'Längden måste vara mellan 100 och 250 cm',
  notNumber: 'Ange ett tal',
  resultHeading: 'Ditt dagliga energibehov',
  tdee: 'Energibehov per dag (TDEE)',
  bmr: 'Basalomsättning (BMR)',
  kcalPerDay: 'kcal/dag',
  formulaHeading: 'Så räknade vi',
  formula: (gender: 'male' | 'female') =>
    `Mifflin-St Jeor: BMR = 10 × vikt (kg) + 6,25 × längd (cm) − 5 × ålder (år) ${gender === 'male' ? '+ 5' : '− 161'}. Energibehovet = BMR × aktivitetsfaktorn`,
  factor: (factor: string) => `Aktivitetsfaktor: ${factor}`,
  adviceHeading: 'Råd',
  maintain: (tdee: string) => `Behålla vikten: cirka ${tdee} kcal per dag.`,
  lose: (min: string, max: string) =>
    `Gå ner i vikt: ${min}–${max} kcal per dag, det vill säga 300–500 kcal under ditt energibehov.`,
  gain: (min: string, max: string) =>
    `Gå upp i vikt: ${min}–${max} kcal per dag, det vill säga 300–500 kcal över ditt energibehov.`,
  estimateNote:
    'Resultatet är en uppskattning. Vid sjukdom, graviditet eller amning – rådgör med vården om ditt energibehov.',
  toMealPlanning: 'Skapa en måltidsplan med detta kalorimål',
} as const;

export const MEAL_FORM = {
  calories: 'Dagligt kalorimål (kcal)',
  caloriesHint: 'Mellan 1200 och 5000 kcal. Vet du inte? Använd kaloriräknaren.',
  caloriesFromCalculator: 'Ifyllt från kaloriräknaren.',
  dietType: 'Kosttyp',
  dietPlaceholder: 'Välj kosttyp',
  cuisine: 'Kök (välj minst ett)',
  goal: 'Mål',
  goalPlaceholder: 'Välj mål',
  restrictions: 'Allergier och begränsningar',
  restrictionsHint: 'Till exempel: laktos, nötter, gluten. Det du skriver utesluts helt ur planen.',
  includeSnacks: 'Inkludera dagliga mellanmål',
  submit: 'Generera måltidsplan',
  submitBusy: 'Genererar din måltidsplan...',
  requiredMissing: 'Vänligen fyll i alla obligatoriska fält',
  requiredNote: 'Fält markerade med * är obligatoriska.',
  aiTip:
    'Tips: AI-genererade recept kräver krediter hos AI-leverantörens konto. Utan dem skapas planen av vår egen receptgenerator med samma näringsberäkning.',
  aiFallback: 'AI-generering misslyckades. Använder backup-generator för din måltidsplan.',
  generated: 'Din måltidsplan är genererad!',
  aiGenerated: 'Din AI-genererade måltidsplan är redo!',
  unknownRestrictions: (words: string) =>
    `Dessa ord i allergier och begränsningar förstod vi inte, så de har inte tagits hänsyn till: ${words}`,
  caloriesRange: 'Kalorimålet måste vara mellan 1200 och 5000 kcal per dag',
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

/** Spec §9 macro splits per goal (protein/carbs/fat, % of energy), as written. */
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

export const MEAL_PLAN = {
  title: 'Din måltidsplan',
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
  mismatchExplained: (sum: string, total: string) => `Måltiderna ger ${sum} kcal men dagens mål är ${total} kcal.`,
  print: 'Skriv ut',
  saveHeading: 'Spara planen',
  saveText: 'Spara måltidsplanen under Mina planer så hittar du den igen.',
  saveButton: 'Spara måltidsplan',
  signInPrompt: 'Logga in för att spara måltidsplanen. Planen finns kvar här när du kommer tillbaka.',
  signInButton: 'Logga in för att spara',
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
  descriptionField: 'Beskrivning (valfritt)',
  nameTooLong: 'Namnet får vara högst 200 tecken',
  descriptionTooLong: 'Beskrivningen får vara högst 2000 tecken',
  saved: 'Måltidsplan sparad!',
  failed: 'Ett fel uppstod vid sparning av måltidsplan',
} as const;
