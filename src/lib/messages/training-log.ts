/** Swedish texts of Träningsdagbok (/training-log). */
import { svNumber } from '@shared/format/sv-number.ts';

import { TRAINING_LOG_PLAN } from './training-log-plan';

const kg = (value: number) => svNumber(value, 1);

/** Field messages and the summary's words (also used by the pure session code). */
export const TRAINING_LOG_FIELDS = {
  kg: {
    notNumber: 'Skriv vikten som ett tal, till exempel 42,5.',
    range: 'Vikten måste vara mellan 0 och 600 kg.',
    step: 'Vikten går i steg om 0,5 kg, till exempel 42,5.',
  },
  reps: {
    notNumber: 'Skriv antalet repetitioner som ett heltal, till exempel 10.',
    range: 'Repetitionerna måste vara ett heltal mellan 1 och 200.',
    missing: 'Skriv hur många repetitioner du gjorde.',
  },
  seconds: {
    notNumber: 'Skriv tiden i sekunder som ett heltal, till exempel 30.',
    range: 'Tiden måste vara ett heltal mellan 1 och 14 400 sekunder.',
    missing: 'Skriv hur många sekunder du höll.',
  },
  duration: {
    notNumber: 'Skriv tiden i minuter som ett tal, till exempel 30.',
    range: 'Tiden måste vara mellan 0,1 och 1 440 minuter.',
    missing: 'Skriv hur länge passet var, i minuter.',
  },
  distance: {
    notNumber: 'Skriv sträckan som ett tal, till exempel 5,2.',
    range: 'Sträckan måste vara mellan 0,01 och 500 km.',
  },
  rpe: {
    notNumber: 'Skriv ansträngningen som ett heltal från 1 till 10.',
    range: 'Ansträngningen är ett heltal från 1 (mycket lätt) till 10 (max).',
  },
  deloadReason:
    'Avlastningsvecka: planens lättare volym, vikten höjs inte och passet räknas inte för nästa steg.',
  nothingDone: 'inga set klara',
  nextWeight: (value: number, reps: number) => `Nästa gång: ${kg(value)} kg × ${String(reps)}`,
  nextReps: (sets: number, reps: number) => `Nästa gång: ${String(sets)} × ${String(reps)}`,
  nextHold: (sets: number, seconds: number) => `Nästa gång: ${String(sets)} × ${String(seconds)} s`,
  holdUp: 'Alla set klara → 5 sekunder längre än ditt kortaste set nästa gång.',
  holdSame: 'Inte alla set klara → planens tid nästa gång.',
  holdReason: (last: string, up: boolean, seconds: number) =>
    up
      ? `Förra gången: ${last} — alla set klara → i dag ${String(seconds)} s`
      : `Förra gången: ${last} — inte alla set klara → i dag planens ${String(seconds)} s`,
} as const;

/** The rest timer's kinds, in words. */
export const REST_LABELS = {
  heavy: 'tunga set om 5: 2½ min vila',
  hypertrophy: 'muskeluppbyggnad: 90 s vila',
  light: 'bål och isolering: 60 s vila',
} as const;

export const TRAINING_LOG = {
  ...TRAINING_LOG_PLAN,
  title: 'Träningsdagbok',
  /** How the sync status counts the log's rows (sessions and sets alike). */
  noun: { one: 'post', many: 'poster' },
  intro:
    'Logga passen i ditt träningsschema: vikt och repetitioner per set, så föreslår dagboken vad du ska lyfta nästa gång.',
  nextDay: (day: number, title: string) => `Nästa pass: dag ${String(day)} – ${title}`,
  onlyRest: 'Schemat har bara vilodagar.',
  resumeHeading: 'Du har ett pass som inte är avslutat',
  resume: 'Fortsätt passet',
  discard: 'Släng passet',
  discardTitle: 'Släng passet?',
  discardText: 'Det du har loggat i passet tas bort. Det går inte att ångra.',
  discardConfirm: 'Ja, släng passet',
  cancel: 'Avbryt',
  discarded: 'Passet är slängt.',
  // The session view
  sessionHeading: (day: number) => `Dag ${String(day)}`,
  warmUp: 'Uppvärmning',
  coolDown: 'Nedkylning',
  notLogged: 'visas, loggas inte',
  target: 'Mål',
  targetReps: (sets: number, reps: number) => `${String(sets)} × ${String(reps)}`,
  targetHold: (sets: number, seconds: number) => `${String(sets)} × ${String(seconds)} s`,
  suggestedKg: (value: number) => `Förslag i dag: ${kg(value)} kg`,
  firstTime: 'Första gången du gör övningen.',
  bodyweight: 'Kroppsvikt',
  set: (n: number) => `Set ${String(n)}`,
  kgLabel: 'Vikt (kg)',
  repsLabel: 'Reps',
  secondsLabel: 'Sekunder',
  done: 'Klar',
  doneMark: 'Klar ✓',
  setDoneName: (exercise: string, n: number) => `Klar: ${exercise}, set ${String(n)}`,
  addSet: 'Lägg till set',
  swap: 'Byt övning',
  swapHeading: (name: string) => `Byt ${name} mot`,
  swapNone: 'Det finns ingen annan övning av samma slag som passar ditt schema.',
  swapCancel: 'Behåll övningen',
  swapped: (from: string, to: string) => `${from} är bytt mot ${to}.`,
  plannedWas: (name: string) => `I schemat: ${name}`,
  cardioHeading: 'Konditionspasset',
  durationLabel: 'Tid (min)',
  distanceLabel: 'Sträcka (km, valfritt)',
  rpeLabel: 'Ansträngning (RPE 1–10)',
  rpeHint: '1 = mycket lätt, 10 = max.',
  finish: 'Avsluta passet',
  finishing: 'Sparar…',
  fixFields: 'Rätta de markerade fälten först.',
  // Rest timer
  restHeading: 'Vila',
  restFor: (label: string) => `Vila efter setet (${label})`,
  restLeft: (seconds: number) =>
    `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`,
  restOver: 'Vilan är slut – dags för nästa set.',
  restMore: '+15 s',
  restSkip: 'Hoppa över',
  // Summary
  summaryHeading: 'Passet är sparat',
  summaryDone: (text: string) => `Gjort: ${text}`,
  cardioDone: (minutes: string) => `Konditionspass: ${minutes} min`,
  backToLog: 'Till dagboken',
  // Progress and history
  progressHeading: 'Dina framsteg',
  perWeekHeading: 'Pass per vecka',
  perWeekText: (planned: number) => `Schemat planerar ${String(planned)} pass i veckan.`,
  perWeekTable: 'Pass per vecka de senaste 8 veckorna',
  weekColumn: 'Vecka som börjar',
  countColumn: 'Pass',
  plannedColumn: 'Planerat',
  exerciseChart: (name: string) => `${name}: bästa set och uppskattat 1RM`,
  chartSummary: (name: string, best: string, orm: string) =>
    `${name}: senaste bästa set ${best}, uppskattat 1RM ${orm} kg.`,
  bestSeries: 'Bästa set',
  ormSeries: 'Uppskattat 1RM',
  dateColumn: 'Datum',
  epley:
    'Uppskattat 1RM (den vikt du skulle orka lyfta en gång) räknas med Epleys formel: vikt × (1 + repetitioner / 30). Det är en uppskattning, inte ett test.',
  noProgress: 'När du har loggat set med vikt visas dina framsteg här.',
  historyHeading: 'Tidigare pass',
  noHistory: 'Inga pass loggade ännu.',
  sets: (count: number) => (count === 1 ? '1 set' : `${String(count)} set`),
  deleteSession: 'Ta bort',
  deleteSessionName: (title: string, date: string) => `Ta bort passet ${title}, ${date}`,
  deleteTitle: 'Ta bort passet?',
  deleteText: (title: string, date: string) =>
    `${title} den ${date} och dess set tas bort ur dagboken. Det går inte att ångra.`,
  deleteConfirm: 'Ja, ta bort',
  deleted: 'Passet är borttaget.',
  // Screen wake lock
  wakeLock: 'Skärmen hålls tänd medan passet pågår.',
} as const;
