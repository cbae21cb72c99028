/**
 * The texts of the Träningsdagbok's first frame (the plan card, drawn before the diary's code has
 * loaded): apart from the rest of TRAINING_LOG (./training-log.ts, which includes these), so the
 * page's first load carries only them.
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
