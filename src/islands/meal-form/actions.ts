/**
 * The meal form's submit-time code, loaded on "Generera måltidsplan" so zod, the generator and the
 * recipe catalogue stay out of the page's first load (tool pages: at most 80 KB gzip).
 */
import { mealPlanSchema, type MealPlan } from '@shared/schemas/meal-plan.ts';
import { mealPreferencesSchema, type MealPreferences } from '@shared/schemas/meal-preferences.ts';
import { validate } from '@shared/schemas/errors.ts';
import * as z from 'zod';

import { serverReachable } from '@/lib/connectivity';
import { MEAL_GENERATION } from '@/lib/messages/meal-generation';
import { OFFLINE } from '@/lib/messages/offline';
import { COMMON } from '@/lib/messages/common';
import { STORED } from '@/lib/storage/keys';
import type { GenerationNotes } from '@/lib/storage/meal-plan-schemas';
import { writeStored } from '@/lib/storage/stored';
import { requestMealPlan } from '@/lib/supabase/meal-plans';
import { toast } from '@/stores/toasts';
import { loadOnDemand } from '@/ui/on-demand';

/** The generator and the recipe catalogue: loaded only when the browser makes the plan itself. */
const loadGenerator = loadOnDemand(() => import('@shared/meal-plan/generate.ts'));

/** What `generate-meal-plan` answers with 200 (its handler); extra fields are ignored. */
const functionAnswerSchema = z.object({
  mealPlan: mealPlanSchema,
  source: z.enum(['ai', 'rules']).optional(),
  notices: z.array(z.string()).optional(),
  unknownRestrictions: z.array(z.string()).optional(),
  notice: z.string().optional(),
});

export type GenerateOutcome =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string>; message?: string; unknownRestrictions?: string[] };

interface Generated {
  plan: MealPlan;
  ai: boolean;
  notes: GenerationNotes;
}

async function generateLocally(
  prefs: MealPreferences,
): Promise<Generated | { error: string; unknown: string[] }> {
  const generator = await loadGenerator({ quiet: true }); // the caller tells the visitor
  if (generator === undefined) return { error: COMMON.offline, unknown: [] };
  const { generateMealPlan } = generator;
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? Date.now();
  const result = generateMealPlan(prefs, { startDate: new Date(), seed });
  if (!result.ok) return { error: result.error, unknown: result.unknownRestrictions };
  return {
    plan: result.plan,
    ai: false,
    notes: { notices: result.notices, unknownRestrictions: result.unknownRestrictions },
  };
}

/** The function's 422 body: why no plan fits the person's own diet and restrictions. */
const refusalSchema = z.object({
  error: z.string().min(1),
  unknownRestrictions: z.array(z.string()).optional(),
});

interface Refused {
  refused: string;
  unknown: string[];
}

/** The function's plan; `Refused` when it turned down the preferences; undefined when the call failed. */
async function generateOnServer(prefs: MealPreferences): Promise<Generated | Refused | undefined> {
  const answer = await requestMealPlan(prefs);
  if (!answer.ok) {
    if (!('refusal' in answer)) return undefined;
    const refusal = refusalSchema.safeParse(answer.refusal.body);
    return refusal.success
      ? { refused: refusal.data.error, unknown: refusal.data.unknownRestrictions ?? [] }
      : undefined;
  }
  const parsed = functionAnswerSchema.safeParse(answer.value);
  if (!parsed.success) return undefined;
  const { mealPlan, source, notices = [], unknownRestrictions = [], notice } = parsed.data;
  return {
    plan: mealPlan,
    ai: source === 'ai',
    notes: { notices: notice === undefined ? notices : [notice, ...notices], unknownRestrictions },
  };
}

/**
 * Validates the preferences, generates the plan (signed in: the `generate-meal-plan` function, and
 * the local generator with the toast 'AI-generering misslyckades. Använder backup-generator…' when that call fails, but only the reason when the
 * function refuses the preferences (422); anonymous: the local generator),
 * stores `mealPreferences`, `generatedMealPlan` and the notes, and goes to /meal-plan with the
 * success toast. Returns what the form must show when it cannot.
 */
export async function generateAndOpen(input: unknown, signedIn: boolean): Promise<GenerateOutcome> {
  const checked = validate(mealPreferencesSchema, input);
  if (!checked.ok) return { ok: false, fieldErrors: checked.messages, message: checked.message };
  const prefs = checked.value;

  // Offline (the page itself came from the service worker): straight to the browser's generator,
  // and the plan says it was made offline.
  const offline = !(await serverReachable());
  let generated: Generated | undefined;
  if (signedIn && !offline) {
    const answer = await generateOnServer(prefs);
    if (answer !== undefined && 'refused' in answer) {
      // A refusal about the person's own choices is not an AI failure: only its reason is shown.
      toast.error(answer.refused);
      return { ok: false, fieldErrors: {}, message: answer.refused, unknownRestrictions: answer.unknown };
    }
    generated = answer;
    if (generated === undefined) toast.error(MEAL_GENERATION.aiFallback);
  }
  if (generated === undefined) {
    const local = await generateLocally(prefs);
    if ('error' in local) {
      toast.error(local.error);
      return { ok: false, fieldErrors: {}, message: local.error, unknownRestrictions: local.unknown };
    }
    generated = local;
    if (offline) generated.notes.notices.unshift(OFFLINE.mealPlanMadeOffline);
  }

  const stored =
    writeStored(STORED.mealPreferences, prefs) &&
    writeStored(STORED.generatedMealPlan, generated.plan) &&
    writeStored(STORED.generationNotes, generated.notes);
  if (!stored) {
    toast.error(COMMON.storageFull);
    return { ok: false, fieldErrors: {} };
  }
  if (offline) toast.success(MEAL_GENERATION.generated, OFFLINE.mealPlanMadeOffline);
  else toast.success(generated.ai ? MEAL_GENERATION.aiGenerated : MEAL_GENERATION.generated);
  location.assign('/meal-plan');
  return { ok: true };
}
