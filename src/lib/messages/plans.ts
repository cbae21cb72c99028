/** How many plans of each kind a user may save, and what a save refused for it says. */
/** Saved plans per user and kind; the database refuses one more (SQLSTATE HP001). Keep in step with the migration. */
export const SAVED_PLAN_CAP = 200;

/** Shown when a save is refused because the user already has the most plans of that kind. */
export const PLAN_LIMIT = {
  meal: `Du har redan ${SAVED_PLAN_CAP} sparade måltidsplaner, som är max. Ta bort en under Mina planer för att spara en ny.`,
  workout: `Du har redan ${SAVED_PLAN_CAP} sparade träningsplaner, som är max. Ta bort en under Mina planer för att spara en ny.`,
} as const;
