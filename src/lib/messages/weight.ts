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
