/** Swedish texts of the workout generator and the workout schedule. */
export const WORKOUT = {
  goalsLegend: 'Dina mål',
  goalsHint: 'Välj ett eller flera.',
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
  save: 'Spara till Mina planer',
  saving: 'Sparar...',
  savedTitle: 'Träningsschema sparat!',
  savedText: 'Du hittar det under Mina planer.',
  saveFailedTitle: 'Fel vid sparning',
  saveFailedText: 'Det gick inte att spara träningsschemat. Försök igen.',
  loginRequiredText: 'Du måste vara inloggad för att spara träningsplaner.',
  loginToSave: 'Logga in för att spara',
  loginToSaveHint: 'Schemat finns kvar här när du har loggat in.',
  draftRestored: 'Ditt träningsschema finns kvar. Nu kan du spara det till Mina planer.',
  print: 'Skriv ut',
  toMyPlans: 'Till Mina planer',
  notice: 'Observera',
  goalsMissing: 'Välj minst ett mål',
  frequencyMissing: 'Välj hur ofta du vill träna',
  durationMissing: 'Välj schemats längd',
  resultLabel: 'Resultat',
  consentLabel: (goals: string) =>
    `Jag samtycker till att mina specifika mål (${goals}) sparas med schemat på mitt konto.`,
  consentHint:
    'Specifika mål kan vara hälsouppgifter, till exempel en skada. Du kan återkalla samtycket under Profil & inställningar.',
  consentRequired: 'Kryssa i samtycket för att spara schemat med dina specifika mål, eller spara utan dem.',
  saveWithConsent: 'Spara med mina mål',
  saveWithoutGoals: 'Spara utan specifika mål',
  privacyLink: 'Så hanterar vi dina uppgifter',
} as const;

/** The schedule (week view) shared by the generator and My plans. */
export const SCHEDULE = {
  heading: (days: 7 | 30) => `Ditt träningsschema för ${days} dagar`,
  week: (n: number) => `Vecka ${n}`,
  extraDays: 'Dag 29–30',
  day: (n: number) => `Dag ${n}`,
  training: 'Träning',
  rest: 'Vila',
  restMessage: 'Vilodag – låt kroppen återhämta sig. En lugn promenad eller lätt rörlighet går bra.',
  exercises: 'Övningar',
  tip: 'Tips: Gör övningarna i ordning och vila 30–60 sekunder mellan dem.',
  weekDays: ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'] as const,
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

/** "Lägg till i kalendern" on a schedule: an .ics file of the training days. */
export const CALENDAR = {
  legend: 'Lägg till i kalendern',
  time: 'Tid för passen',
  hint: (firstDay: string) =>
    `Ett kalenderpass per träningsdag från ${firstDay}, svensk tid. Vilodagar läggs inte in. Filen fungerar i Google Kalender, Apple Kalender och Outlook.`,
  download: 'Lägg till i kalendern',
  preparing: 'Skapar kalenderfil...',
  invalidTime: 'Ange en tid som TT:MM, till exempel 18:00.',
  downloadedTitle: 'Kalenderfilen är nedladdad',
  downloadedText: 'Öppna filen för att lägga in passen i din kalender.',
  fileName: 'traningsschema.ics',
} as const;
