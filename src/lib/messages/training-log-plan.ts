/**
 * The texts of the Träningsdagbok's plan card, which the page's first frame shows before the first
 * paint (src/lib/workout/first-frame.ts builds its inline script from them): apart from the rest of
 * TRAINING_LOG (./training-log.ts, which includes these), so that script carries only them.
 */
export const TRAINING_LOG_PLAN = {
  loading: 'Laddar träningsdagboken…',
  noPlan: 'Du har inget träningsschema på den här enheten ännu.',
  makePlan: 'Skapa ett träningsschema',
  openPlan: 'eller öppna ett sparat med Visa under Mina planer.',
  planHeading: (name: string) => `Ditt schema: ${name}`,
  defaultPlanName: (days: number) => `Träningsschema ${String(days)} dagar`,
  start: 'Starta passet',
} as const;
