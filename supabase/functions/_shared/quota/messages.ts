/** Swedish notices and errors about the AI quotas, shown to the user. */
export const QUOTA_MESSAGES = {
  hour: (limit: number, minutes: number) =>
    `Du har nått gränsen på ${String(limit)} AI-skapade planer per timme. Den här planen är gjord med våra egna regler i stället. AI kan användas igen om ungefär ${String(minutes)} min.`,
  day: (limit: number) =>
    `Du har nått gränsen på ${String(limit)} AI-skapade planer per dag. Den här planen är gjord med våra egna regler i stället. AI kan användas igen i morgon.`,
  global:
    'AI-tjänsten har nått dagens gräns för alla användare. Den här planen är gjord med våra egna regler i stället.',
  switchedOff: 'AI-generering är avstängd just nu. Den här planen är gjord med våra egna regler i stället.',
  unavailable:
    'AI-generering är inte tillgänglig just nu. Den här planen är gjord med våra egna regler i stället.',
  /** Added for anonymous visitors, whose limits are lower. */
  signInForMore: 'Logga in för att få fler.',
  burst: (seconds: number) =>
    `För många förfrågningar på kort tid. Vänta ${String(seconds)} sekunder och försök igen.`,
} as const;
