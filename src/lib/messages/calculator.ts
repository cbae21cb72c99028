/** Swedish texts of the calorie calculator (spec §2, §5, §9). */

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
