/**
 * The saved-plan cap (200 of each kind per user): the database refuses a user's 201st meal or workout plan with
 * SQLSTATE HP001 (migration 20261125100000), which PostgREST passes on as the error's `code`.
 * No imports, so the save buttons can use it without pulling anything else onto the page.
 */
export const PLAN_LIMIT_CODE = 'HP001';

/** True when a save was refused because the user already has the most saved plans of that kind. */
export function isPlanLimitError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PLAN_LIMIT_CODE
  );
}
