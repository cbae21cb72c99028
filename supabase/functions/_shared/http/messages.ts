/** Swedish error texts the functions answer with (`{ error: … }`), shown to users as toasts. */
export const HTTP_MESSAGES = {
  methodNotAllowed: 'Metoden stöds inte. Skicka förfrågan med POST.',
  tooLarge: 'Förfrågan är för stor.',
  invalidJson: 'Förfrågan kunde inte läsas: ogiltig JSON.',
  notAnObject: 'Förfrågan måste vara ett JSON-objekt.',
  /** Spec §8 "Unexpected". */
  unexpected: 'Ett oväntat fel uppstod',
} as const;
