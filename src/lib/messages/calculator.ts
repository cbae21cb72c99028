/** Swedish texts of the calorie calculator. */

export const CALCULATOR = {
  backToNutrition: 'Tillbaka till kost',
  age: 'Ålder (år)',
  gender: 'Kön',
  weight: 'Vikt (kg)',
  /** The weight log's latest trend weight, offered as the weight. */
  useTrendWeight: (kg: string) => `Använd trendvikten ${kg} kg`,
  trendWeightNote: 'Vikten är din trendvikt från Vikt och energi.',
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
  loseToFloor: (min: string, max: string) =>
    `Gå ner i vikt: ${min}–${max} kcal per dag, det vill säga 300 kcal eller något mer under ditt energibehov, men inte under ${min} kcal.`,
  loseNone: (floor: string) =>
    `Gå ner i vikt: vi föreslår inget lägre intag, eftersom det skulle hamna under ${floor} kcal per dag. Viktnedgång på en så låg energinivå bör planeras tillsammans med en dietist eller vården.`,
  gain: (min: string, max: string) =>
    `Gå upp i vikt: ${min}–${max} kcal per dag, det vill säga 300–500 kcal över ditt energibehov.`,
  estimateNote:
    'Resultatet är en uppskattning. Vid sjukdom, graviditet eller amning – rådgör med vården om ditt energibehov.',
  /** The result's actions: one per goal, each carrying its goal and figure into the meal form. */
  actionsHeading: 'Skapa en måltidsplan',
  actionsIntro: 'Välj ditt mål. Målet och kalorierna fylls i åt dig i formuläret.',
  actionLabels: {
    'weight-loss': 'Gå ner i vikt',
    maintenance: 'Behålla vikten',
    'weight-gain': 'Gå upp i vikt',
  },
  actionKcal: (kcal: string) => `${kcal} kcal per dag`,
  actionOwnKcal: 'Du väljer kalorimålet i formuläret',
  /** Under 18 years or a BMI under 18.5: no weight-loss figure; kind words and where to turn. */
  loseWithheld: {
    minor:
      'Gå ner i vikt: eftersom du är under 18 år räknar vi inte fram något intag för att gå ner i vikt. Kroppen växer fortfarande och behöver energi och näring varje dag.',
    underweight: (bmi: string) =>
      `Gå ner i vikt: ditt BMI är ${bmi}, under 18,5, så vi räknar inte fram något intag för att gå ner i vikt. Kroppen behöver den energi du får i dig.`,
  },
  careNote: {
    heading: 'Funderar du på din vikt?',
    minor:
      'Prata gärna med skolsköterskan eller en läkare. De kan hjälpa dig att ta reda på vad som är bra för just dig, och du behöver inte ha ett problem för att få fråga.',
    underweight:
      'Ett BMI under 18,5 kan betyda att kroppen får för lite energi. Prata gärna med en läkare på din vårdcentral (eller med skolsköterskan om du går i skolan) – de kan hjälpa dig vidare.',
    before: 'På ',
    link: '1177',
    after: ' finns mer att läsa om mat och vikt och om hur du får kontakt med vården där du bor.',
  },
  /** Shown with a link to 1177 between `before` and `after` when the TDEE is under a plan's floor. */
  belowFloor: {
    heading: 'Varför måltidsplanen börjar på en högre nivå',
    text: (floor: string, tdee: string) =>
      `Ditt beräknade energibehov är ${tdee} kcal per dag. Våra måltidsplaner börjar på ${floor} kcal per dag, eftersom det under den nivån är svårt att få i sig allt protein, alla vitaminer och mineraler kroppen behöver med vanlig mat. Ett så lågt intag bör planeras tillsammans med en dietist eller vården.`,
    before: 'På ',
    link: '1177',
    after: ' finns råd om mat och vikt och om hur du får kontakt med vården där du bor.',
  },
  aboveCeiling: (ceiling: string) =>
    `Måltidsplanerna går upp till ${ceiling} kcal per dag, så ditt energibehov kan inte föras över som det är. Välj ett kalorimål i formuläret.`,
} as const;
