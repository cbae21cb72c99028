/**
 * The sentence naming the words of "Allergier och begränsningar" the generator did not understand:
 * the meal form says it next to the field, the meal plan in its summary. A module of its own, so
 * the meal plan does not load the meal form's texts for it.
 */
export const unknownRestrictions = (words: string) =>
  `Dessa ord i allergier och begränsningar förstod vi inte, så de har inte tagits hänsyn till: ${words}`;
