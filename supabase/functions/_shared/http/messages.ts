/** Swedish error texts the functions answer with (`{ error: … }`), shown to users as toasts. */
export const HTTP_MESSAGES = {
  methodNotAllowed: 'Metoden stöds inte. Skicka förfrågan med POST.',
  tooLarge: 'Förfrågan är för stor.',
  invalidJson: 'Förfrågan kunde inte läsas: ogiltig JSON.',
  notAnObject: 'Förfrågan måste vara ett JSON-objekt.',
  unsupportedMediaType: 'Förfrågan måste skickas som JSON (Content-Type: application/json).',
  /** No user JWT: the anon key alone, or no Authorization header. */
  signInRequired: 'Du behöver vara inloggad för att skapa en plan här.',
  /** A token that is expired, forged or from another project. */
  invalidSession: 'Din inloggning har gått ut eller är ogiltig. Logga in igen.',
  /** The auth service did not answer, so the token could not be checked. */
  authUnavailable: 'Inloggningen kunde inte kontrolleras just nu. Försök igen om en stund.',
  /** Any failure the user cannot act on. */
  unexpected: 'Ett oväntat fel uppstod',
} as const;
