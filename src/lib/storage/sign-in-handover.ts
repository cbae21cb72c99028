/**
 * What stays on the device when someone signs in: nothing written while signed out is taken into
 * the account silently. The plans kept for the trip to /auth (`mealPlanDraft`, `workoutDraft`) stay,
 * to be offered to whoever signs in ("Spara den i ditt konto?" with Spara / Släng), but without the
 * health text typed signed out (restrictions, allergies, specific goals: GDPR art. 9 data of
 * whoever typed them, perhaps someone else); every other stored value (the meal form's answers,
 * the last plans shown, check-offs) goes, in every tab. Loaded with the sign-in code.
 */
import { markAccountChange } from './mark-account-change';
import { clearAppStorage, STORED } from './keys';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored JSON of `key`, or undefined when it is absent, unreadable or not an object. */
function readObject(key: string): Record<string, unknown> | undefined {
  try {
    const json: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isRecord(json) ? json : undefined;
  } catch {
    return undefined;
  }
}

/** A meal plan draft without the restriction and allergy text (the plan itself stays as it is). */
export function mealDraftWithoutHealthText(draft: Record<string, unknown>): Record<string, unknown> {
  const preferences = isRecord(draft.preferences) ? { ...draft.preferences } : {};
  delete preferences.restrictions;
  delete preferences.allergies;
  const next: Record<string, unknown> = { ...draft, preferences };
  // Words of the restrictions the generator did not understand are restriction text too.
  if (isRecord(draft.notes)) next.notes = { ...draft.notes, unknownRestrictions: [] };
  return next;
}

/** A workout draft without the specific goals typed with it ("ont i knät"). */
export function workoutDraftWithoutHealthText(draft: Record<string, unknown>): Record<string, unknown> {
  return isRecord(draft.form) ? { ...draft, form: { ...draft.form, specificGoals: '' } } : draft;
}

/**
 * Called once a sign-in has succeeded (password, or an e-mail link's code): keeps the drafts without
 * their health text, clears everything else the app stored, and tells the other tabs.
 */
export function handOverToAccount(): void {
  const meal = readObject(STORED.mealPlanDraft.key);
  const workout = readObject(STORED.workoutDraft.key);
  clearAppStorage();
  try {
    if (meal !== undefined) {
      localStorage.setItem(STORED.mealPlanDraft.key, JSON.stringify(mealDraftWithoutHealthText(meal)));
    }
    if (workout !== undefined) {
      localStorage.setItem(STORED.workoutDraft.key, JSON.stringify(workoutDraftWithoutHealthText(workout)));
    }
  } catch {
    // Storage full or unavailable: the draft is lost, nothing of it reaches the account.
  }
  markAccountChange();
}
