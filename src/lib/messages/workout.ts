/**
 * Swedish texts of a generated or saved workout schedule: its saving, its week view and its
 * calendar export. The generator's form is in ./workout-form.
 */
export const WORKOUT = {
  save: 'Spara till Mina planer',
  saving: 'Sparar...',
  savedTitle: 'Träningsschema sparat!',
  savedText: 'Du hittar det under Mina planer.',
  saveFailedTitle: 'Fel vid sparning',
  saveFailedText: 'Det gick inte att spara träningsschemat. Försök igen.',
  loginRequiredText: 'Du måste vara inloggad för att spara träningsplaner.',
  loginToSave: 'Logga in för att spara',
  loginToSaveHint: 'Schemat finns kvar här när du har loggat in.',
  print: 'Skriv ut',
  toMyPlans: 'Till Mina planer',
  notice: 'Observera',
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
  /** The link after an exercise to its description in the strength guide. */
  howTo: 'Så gör du',
  tip: 'Tips: Gör övningarna i ordning och vila 30–60 sekunder mellan dem.',
  weekDays: ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'] as const,
} as const;

const sv = (n: number) => n.toLocaleString('sv-SE');

/** A schedule's cardio against FYSS's 150 minutes a week (vigorous minutes count double). */
export const CARDIO = {
  week: (total: number, goal: number) => `Veckans konditionsträning: ${sv(total)} av ${sv(goal)} minuter`,
  vigorous: (minutes: number) => ` (varav ${sv(minutes)} minuter hård träning i zon 4–5, räknade dubbelt)`,
  reached: (goal: number) =>
    `Varje vecka ger minst ${sv(goal)} minuter konditionsträning, som FYSS rekommenderar för vuxna.`,
  buildsUp: (goal: number) =>
    `Konditionsträningen byggs upp vecka för vecka till minst ${sv(goal)} minuter i veckan, som FYSS rekommenderar för vuxna.`,
  short: (p: { total: number; goal: number; trainingDays: number }) =>
    `Med ${sv(p.trainingDays)} träningsdagar i veckan räcker passen till ${sv(p.total)} minuter konditionsträning, inte de ${sv(p.goal)} minuter i veckan som FYSS rekommenderar för vuxna.`,
  reach: (p: { missing: number; extraDays: number; extraMinutes: number; fewDays: boolean }) =>
    `Lägg till ${sv(p.missing)} minuter i veckan, till exempel ${sv(p.extraMinutes)} minuter rask promenad eller cykling ${
      p.extraDays === 1 ? 'en av vilodagarna' : `${sv(p.extraDays)} av vilodagarna`
    }${p.fewDays ? ', eller välj 4–5 gånger i veckan' : ''}. Vardagens promenader och cykelturer räknas också.`,
  vigorousRule:
    'FYSS: 150 minuter måttlig aktivitet eller 75 minuter hård i veckan, så en minut i zon 4–5 räknas som två.',
} as const;

/** Shown with a schedule whose specific goals speak of pain or an injury. */
export const PAIN_CARE = {
  heading: 'När det gör ont',
  stop: 'Träna så att det inte gör mer ont. Avbryt en övning som gör ont eller ger domningar, och hoppa hellre över den än att bita ihop. Öka belastningen i lugn takt.',
  care: 'Tala med en fysioterapeut eller läkare om det inte går över, och sök vård direkt vid kraftig smärta, svullnad eller om du inte kan belasta.',
  before: 'På ',
  link: '1177',
  after: ' kan du läsa mer och se hur du får kontakt med vården där du bor.',
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
