/** Swedish texts of Vikt och energi (/weight). */
export const WEIGHT_CSV = {
  empty: 'Filen är tom.',
  noDate: 'Datumet går inte att läsa. Skriv det som ÅÅÅÅ-MM-DD, till exempel 2026-03-02.',
  future: 'Datumet ligger i framtiden.',
  noWeight: 'Vikten går inte att läsa. Skriv den som ett tal, till exempel 82,4.',
  weightRange: 'Vikten måste vara mellan 20 och 400 kg.',
  waistRange: 'Midjemåttet måste vara mellan 40 och 250 cm.',
  sameDay: (line: number) => `Samma datum som rad ${String(line)}.`,
  columns: 'Raden behöver ett datum och en vikt, åtskilda med semikolon eller komma.',
  /** "3 rader kunde inte läsas, så inget importerades." */
  refused: (count: number) =>
    `${count === 1 ? '1 rad' : `${String(count)} rader`} kunde inte läsas, så inget importerades. Rätta raderna och försök igen.`,
  line: (line: number) => `Rad ${String(line)}`,
} as const;

const PERIOD_WORDS = {
  '30': 'de senaste 30 dagarna',
  '90': 'de senaste 90 dagarna',
  all: 'hela loggen',
} as const;

/** The trend: chart, weekly rate and how the trend is made. */
export const WEIGHT_TREND = {
  heading: 'Trenden',
  periodsLabel: 'Period',
  periodTabs: { '30': '30 dagar', '90': '90 dagar', all: 'Allt' },
  periodWords: PERIOD_WORDS,
  trendSeries: 'Trend',
  weighInSeries: 'Vägning',
  dateHeader: 'Datum',
  chartTitle: (period: string) => `Vikt och trend, ${period}`,
  summary: (period: string, kg: string, change: string) =>
    `Trenden är ${kg} kg och har ändrats ${change} kg under ${period}.`,
  noneInPeriod: 'Inga vägningar under den här perioden.',
  trendNow: (kg: string) => `Trendvikt just nu: ${kg} kg`,
  rate: (period: string, kg: string, percent: string) =>
    `Takt ${period}: ${kg} kg per vecka (${percent} % av kroppsvikten per vecka).`,
  rateTooFew: 'Takten visas när det finns minst tre vägningar under perioden.',
  howHeading: 'Så räknas trenden',
  how: (alpha: string, percent: string) =>
    `Trenden är ett exponentiellt utjämnat medelvärde av dina vägningar med utjämningskonstanten ${alpha}: varje ny vägning väger in med ${percent} %, resten är den tidigare trenden. Vågen svänger ofta 0,5–1 kg från dag till dag av vätska och maginnehåll. Med ${percent} % flyttar en sådan svängning trenden bara 50–100 gram, men en verklig förändring syns inom ungefär två veckor. Samma konstant används i The Hacker's Diet.`,
  rateHow:
    'Takten per vecka är lutningen på den räta linje som passar bäst genom vägningarna under perioden (minsta kvadratmetoden). Den släpar inte efter som trenden gör.',
  trendOnly: 'Visa bara trenden',
  trendOnlyHint:
    'Döljer de enskilda vägningarna i diagrammet och listan. Vikten fylls då inte i åt dig i formuläret. Inställningen sparas på den här enheten.',
} as const;

/** The list of weigh-ins. */
export const WEIGHT_LIST = {
  heading: (count: number) => `Dina vägningar (${String(count)})`,
  entry: (kg: string, waist: string | undefined, trend: string) =>
    `${kg} kg${waist === undefined ? '' : `, midja ${waist} cm`} · trend ${trend} kg`,
  trendOnly: (trend: string) => `Trend ${trend} kg`,
  delete: 'Ta bort',
  deleteLabel: (day: string) => `Ta bort vägningen ${day}`,
  deleted: (day: string) => `Vägningen ${day} togs bort.`,
  undo: 'Ångra',
  showAll: (count: number) => `Visa alla ${String(count)} vägningar`,
  empty: 'Du har inga vägningar än. Skriv in din vikt ovan, eller importera vägningar från en CSV-fil nedan.',
} as const;

/** Energy that learns from the scale. */
export const WEIGHT_ENERGY = {
  heading: 'Energi som lär sig av vågen',
  intro:
    'Formler som den i kaloriräknaren kan missa en enskild person med några hundra kcal per dag åt båda hållen. Här räknas din förbrukning i stället ut från vad du har ätit och hur din vikt har ändrats: förbrukning = intag − energin i viktförändringen.',
  intakeHeading: 'Intag (kcal/dag)',
  defaultPlan: (kcal: string) =>
    `Om du inte säger något annat räknar vi med din måltidsplans kalorimål, ${kcal} kcal per dag. Ändra veckor då du åt annorlunda.`,
  defaultFormula: (kcal: string) =>
    `Du har ingen måltidsplan, så om du inte säger något annat räknar vi med formelns energibehov, ${kcal} kcal per dag. Ändra veckor då du vet ungefär vad du åt.`,
  noDefault:
    'Du har ingen måltidsplan och inga uppgifter för formeln, så ange ungefär vad du åt per dag under varje vecka.',
  rule: (plan: string | undefined, formula: string | undefined) =>
    `Följde du planen helt räknar vi med planens mål${plan === undefined ? '' : ` (${plan} kcal)`}. Delvis betyder mitt emellan planens mål och formelns energibehov${formula === undefined ? '' : ` (${formula} kcal)`}. Inte alls betyder formelns energibehov, det vill säga ungefär vad du skulle äta för att behålla vikten. Vet du ungefär hur mycket du åt är ett eget tal bäst.`,
  week: (label: string) => `Vecka ${label}`,
  weekLegend: (label: string) => `Hur åt du vecka ${label}?`,
  intakeValue: (kcal: string) => `${kcal} kcal/dag`,
  intakeUnknown: 'Intaget saknas – ange det',
  sources: {
    kcal: 'ditt tal',
    'plan-full': 'följde planen helt',
    'plan-partly': 'följde planen delvis',
    'plan-not': 'följde inte planen',
    'default-plan': 'måltidsplanens mål',
    'default-formula': 'formelns energibehov',
  },
  followed: {
    full: 'Följde planen helt',
    partly: 'Följde planen delvis',
    not: 'Följde inte planen alls',
  },
  ownNumber: 'Eget tal',
  intakeLabel: 'Intag (kcal/dag)',
  intakeRequired: 'Ange intaget i kcal per dag',
  intakeNotNumber: 'Ange intaget som ett tal, till exempel 2100',
  intakeRange: 'Intaget måste vara mellan 500 och 6 000 kcal per dag',
  intakeModeRequired: 'Välj hur du åt den veckan',
  editWeek: 'Ändra',
  editWeekLabel: (label: string) => `Ändra intaget vecka ${label}`,
  resetWeek: 'Använd standard',
  expenditure: (kcal: string) => `Uppskattad förbrukning: ${kcal} kcal/dag`,
  formula: (kcal: string) => `Formelns uppskattning (Mifflin-St Jeor, kaloriräknaren): ${kcal} kcal/dag.`,
  formulaMissing: 'Fyll i dina uppgifter nedan för att jämföra med formelns uppskattning.',
  uncertainty: {
    good: (kcal: string) =>
      `Osäkerhet: ungefär ±${kcal} kcal/dag. Uppskattningen är ganska säker; det sanna värdet ligger oftast inom det spannet.`,
    fair: (kcal: string) =>
      `Osäkerhet: ungefär ±${kcal} kcal/dag. Ta siffran som en riktning; fler vägningar gör den säkrare.`,
    rough: (kcal: string) =>
      `Osäkerhet: ungefär ±${kcal} kcal/dag. Vägningarna svänger mycket, så siffran är grov. Väg dig oftare, gärna varje morgon, så blir den säkrare.`,
  },
  basis: (intake: string, kgWeek: string, weighIns: string, days: string) =>
    `Bygger på ${weighIns} vägningar under ${days} dagar, ett intag på i snitt ${intake} kcal/dag och en viktförändring på ${kgWeek} kg per vecka.`,
  tooLittle: (minDays: string, minWeighIns: string, days: string, weighIns: string) =>
    `Uppskattad förbrukning visas när du har vägt dig under minst ${minDays} dagar och minst ${minWeighIns} gånger de senaste fyra veckorna. Nu: ${days} dagar och ${weighIns} vägningar.`,
  intakeMissing: (weeks: string) => `Ange intaget för vecka ${weeks} så räknar vi ut din förbrukning.`,
  perKg: (kcal: string) =>
    `Vi räknar med att ett kilo kroppsvikt motsvarar ${kcal} kcal (Wishnofsky, American Journal of Clinical Nutrition 1958). Den verkliga siffran beror på vad kilot består av och är lägre i början av en viktnedgång, när kroppen först gör sig av med vätska (Hall, International Journal of Obesity 2008). Därför bygger uppskattningen på flera veckors vägningar, aldrig på enstaka dagar.`,
  goalLegend: 'Ditt mål',
  suggested: (kcal: string) => `Föreslaget kalorimål: ${kcal} kcal/dag`,
  suggestedMaintain:
    'Det är din uppskattade förbrukning: med det intaget bör vikten hålla sig ungefär där den är.',
  suggestedRate: (kg: string, percent: string, loss: boolean) =>
    loss
      ? `Det ger en viktnedgång på ungefär ${kg} kg per vecka, ${percent} % av kroppsvikten: en takt kroppen klarar bra över tid.`
      : `Det ger en viktuppgång på ungefär ${kg} kg per vecka, ${percent} % av kroppsvikten, så att det mesta av ökningen inte blir fett.`,
  held: {
    floor:
      'Målet är satt till 1 200 kcal per dag, den lägsta nivån våra måltidsplaner har. Under den är det svårt att få i sig all näring.',
    ceiling: 'Målet är satt till 5 000 kcal per dag, den högsta nivån våra måltidsplaner har.',
  },
  useInPlan: 'Använd i måltidsplanen',
  bodyHeading: 'Dina uppgifter',
  bodyWhy:
    'Formeln behöver din ålder, ditt kön, din längd och hur aktiv du är (vikten tar vi från trenden). Kaloriräknaren sparar samma uppgifter på enheten när du räknar där.',
  bodySummary: (age: string, sex: string, height: string, activity: string) =>
    `${age} år, ${sex}, ${height} cm, ${activity}.`,
  bodyEdit: 'Ändra',
  bodyEditLabel: 'Ändra dina uppgifter',
  bodyAdd: 'Fyll i dina uppgifter',
  months: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
} as const;

/** "Dina uppgifter". */
export const WEIGHT_BODY = {
  activityPlaceholder: 'Välj aktivitetsnivå',
  save: 'Spara uppgifterna',
} as const;

/** When no further deficit is suggested: words without judgement, and where to turn. */
export const WEIGHT_CARE = {
  heading: 'Vi föreslår ingen lägre nivå just nu',
  'fast-loss':
    'Din trend har gått ner mer än 1 % av kroppsvikten per vecka de senaste tre veckorna. Det är snabbare än kroppen brukar må bra av, så vi föreslår inget större underskott. Prata gärna med en läkare på din vårdcentral om viktnedgången, särskilt om den inte är planerad.',
  underweight:
    'Din trendvikt ger ett BMI under 18,5, och då kan kroppen få för lite energi. Prata gärna med en läkare på din vårdcentral – de kan hjälpa dig vidare.',
  minor:
    'Eftersom du är under 18 år föreslår vi inget intag för att gå ner i vikt: kroppen växer fortfarande. Prata gärna med skolsköterskan eller en läkare.',
  before: 'På ',
  link: '1177',
  after: ' finns mer att läsa om mat och vikt och om hur du får kontakt med vården där du bor.',
} as const;

/** CSV import and export. */
export const WEIGHT_FILE = {
  heading: 'Importera och exportera',
  intro:
    'Importera vägningar från en CSV-fil med datum och vikt, till exempel "2026-03-02;82,4" eller "2026-03-02,82.4" som andra appar exporterar. Finns en rad som inte går att läsa importeras ingenting, och raden visas här. Exporten är en CSV-fil som öppnas i ett kalkylprogram.',
  importLabel: 'Välj en CSV-fil att importera',
  export: 'Exportera som CSV',
  fileName: (today: string) => `vikt-${today}.csv`,
  tooLarge: 'Filen är för stor. Välj en CSV-fil på högst 2 MB.',
  imported: (count: number) => `${count === 1 ? '1 vägning' : `${String(count)} vägningar`} importerades`,
  importReplaced: (count: number) =>
    `${count === 1 ? '1 dag' : `${String(count)} dagar`} fanns redan och ersattes med filens vägning.`,
  moreRefused: (count: number) => `… och ${String(count)} rader till.`,
} as const;
