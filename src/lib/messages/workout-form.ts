/**
 * Swedish texts of the workout generator's form and page (/create-workout-plan's first load). The
 * schedule, its saving and its calendar export are in ./workout, which loads with them.
 */
export const WORKOUT_FORM = {
  goalsLegend: 'Dina mål',
  goalsHint: 'Välj ett eller flera.',
  experienceLegend: 'Hur van är du vid styrketräning?',
  equipmentLegend: 'Var tränar du?',
  frequencyLegend: 'Hur ofta vill du träna?',
  durationLegend: 'Schemats längd',
  specificGoals: 'Specifika mål (valfritt)',
  specificGoalsHint: 'Till exempel "springa 5 km" eller "ont i ena knät".',
  generate: 'Skapa mitt träningsschema',
  generating: 'Skapar ditt träningsschema...',
  placeholderTitle: 'Ditt träningsschema visas här',
  placeholderText: 'Fyll i formuläret och välj Skapa mitt träningsschema.',
  incompleteTitle: 'Ofullständig information',
  incompleteText: 'Vänligen fyll i alla fält innan du genererar ditt träningsschema.',
  generatedTitle: 'Träningsschema genererat!',
  generatedText: 'Ditt personliga träningsschema är redo.',
  failedTitle: 'Fel',
  failedText: 'Det gick inte att generera träningsschemat. Försök igen.',
  draftRestored: 'Ditt träningsschema finns kvar. Nu kan du spara det till Mina planer.',
  goalsMissing: 'Välj minst ett mål',
  experienceMissing: 'Välj hur van du är vid styrketräning',
  equipmentMissing: 'Välj var du tränar',
  frequencyMissing: 'Välj hur ofta du vill träna',
  durationMissing: 'Välj schemats längd',
  resultLabel: 'Resultat',
} as const;

/** Labels of the workout form's experience and place values, each with a line saying what it means. */
export const EXPERIENCE_CHOICES = {
  new: {
    label: 'Ny',
    description: 'Jag har inte styrketränat regelbundet, eller gjorde det för länge sedan.',
  },
  experienced: { label: 'Van', description: 'Jag har styrketränat regelbundet i minst ett halvår.' },
} as const;

export const EQUIPMENT_CHOICES = {
  gym: { label: 'Gym', description: 'Skivstänger, hantlar, maskiner och bänkar.' },
  dumbbells: { label: 'Hemma med hantlar', description: 'Ett par hantlar och en stadig stol.' },
  bodyweight: { label: 'Bara kroppsvikt', description: 'Golvet och en vägg räcker, inga redskap.' },
} as const;

/** Labels of the workout form's frequency and duration values. */
export const FREQUENCY_LABELS = {
  '2-3': '2–3 gånger i veckan',
  '4-5': '4–5 gånger i veckan',
  '6-7': '6–7 gånger i veckan',
} as const;

export const DURATION_LABELS = {
  '7-days': '7 dagar',
  '30-days': '30 dagar',
} as const;
