/** One link card on a hub page; `icon` names an icon in components/content/Icon.astro. */
export interface HubCard {
  href: string;
  title: string;
  icon: 'plate' | 'pot' | 'calendar' | 'bookmark' | 'dumbbell' | 'pulse' | 'calculator' | 'scale';
  action: string;
  text: string;
}

/** Cards on /nutrition: calculator, meal form, recipes, weight log, saved plans. */
export const NUTRITION_HUB_CARDS = [
  {
    href: '/calorie-calculator',
    title: 'Kaloriräknare',
    icon: 'calculator',
    action: 'Räkna ut ditt behov',
    text: 'Beräkna ditt dagliga energibehov utifrån ålder, kön, vikt, längd och aktivitetsnivå.',
  },
  {
    href: '/meal-planning',
    title: 'Skapa måltidsplan',
    icon: 'plate',
    action: 'Till måltidsplaneringen',
    text: 'Välj kalorimål, kosttyp, kök och mål, så får du sju dagars måltider med recept och inköpslista.',
  },
  {
    href: '/recipes',
    title: 'Recept',
    icon: 'pot',
    action: 'Till recepten',
    text: 'Alla recept med näringsvärde per portion, att filtrera på måltid, kost, tid och kök.',
  },
  {
    href: '/weight',
    title: 'Vikt och energi',
    icon: 'scale',
    action: 'Till viktloggen',
    text: 'Logga din vikt, se trenden och låt vågen visa hur mycket energi du faktiskt gör av med.',
  },
  {
    href: '/my-plans',
    title: 'Sparade planer',
    icon: 'bookmark',
    action: 'Till mina planer',
    text: 'Öppna en måltidsplan du har sparat, eller ta bort en du inte längre behöver.',
  },
] as const satisfies readonly HubCard[];

/** Cards on /workout-plan: generator, training log, strength and cardio guides, saved plans. */
export const TRAINING_HUB_CARDS = [
  {
    href: '/create-workout-plan',
    title: 'Skapa träningsschema',
    icon: 'calendar',
    action: 'Skapa schema',
    text: 'Välj mål, antal dagar i veckan och längd, så får du ett schema för 7 eller 30 dagar.',
  },
  {
    href: '/training-log',
    title: 'Träningsdagbok',
    icon: 'pulse',
    action: 'Till träningsdagboken',
    text: 'Logga passen i ditt schema, set för set, och få förslag på vikten till nästa pass.',
  },
  {
    href: '/strength-exercises',
    title: 'Styrkeövningar',
    icon: 'dumbbell',
    action: 'Till styrkeguiden',
    text: 'Åtta basövningar med muskler, utförande och tekniktips.',
  },
  {
    href: '/cardio-training',
    title: 'Konditionsträning',
    icon: 'pulse',
    action: 'Till konditionsguiden',
    text: 'Aerob och anaerob träning, de fem pulszonerna och planer för tre nivåer.',
  },
  {
    href: '/my-plans',
    title: 'Sparade scheman',
    icon: 'bookmark',
    action: 'Till mina planer',
    text: 'Öppna eller ta bort de träningsscheman du har sparat.',
  },
] as const satisfies readonly HubCard[];
