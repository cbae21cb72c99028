/**
 * Swedish texts of Vikt och energi (/weight) that its first load shows: the page and the weigh-in
 * form. The rest of the page's texts, which load with the log, are in ./weight.ts.
 */
/** The page's frame (server-rendered: no script carries these). */
export const WEIGHT_PAGE = {
  title: 'Vikt och energi',
  description:
    'Väg dig, se trenden bakom vågens dagliga svängningar och låt den lära dig hur mycket energi du faktiskt gör av med.',
  lead: 'Skriv in vikten när du väger dig. Trenden visar riktningen bakom vågens svängningar, och med några veckors vägningar räknar sidan ut vad du faktiskt förbrukar och föreslår ett kalorimål. Verktyget är gjort för vuxna.',
  back: 'Tillbaka till kost',
} as const;

/** Shown by the page's script until the log has been read. */
export const WEIGHT_LOADING = 'Hämtar din viktlogg …';

/** How the log's status names its rows. */
export const WEIGHT_NOUN = { one: 'vägning', many: 'vägningar' } as const;

/** The weigh-in form. */
export const WEIGHT_FORM = {
  heading: 'Ny vägning',
  kg: 'Vikt (kg)',
  date: 'Datum',
  waist: 'Midjemått (cm)',
  waistHint: 'Frivilligt.',
  kgRequired: 'Ange din vikt',
  kgNotNumber: 'Ange vikten i kg som ett tal, till exempel 72,4',
  kgRange: 'Vikten måste vara mellan 20 och 400 kg',
  oneDecimal: 'Ange högst en decimal, till exempel 72,4',
  dateRequired: 'Välj ett datum',
  future: 'Datumet ligger i framtiden. Välj dagens datum eller en tidigare dag.',
  waistNotNumber: 'Ange midjemåttet i cm som ett tal, till exempel 84',
  waistRange: 'Midjemåttet måste vara mellan 40 och 250 cm',
  saved: 'Vägningen är sparad',
  savedKg: (kg: string) => `${kg} kg`,
  replaced: (day: string) => `Vägningen för ${day} ersattes med den nya`,
  sameDay: (kg: string) =>
    `Du har redan en vägning den här dagen (${kg} kg). Den nya ersätter den när du sparar.`,
  sameDayTrendOnly: 'Du har redan en vägning den här dagen. Den nya ersätter den när du sparar.',
} as const;
