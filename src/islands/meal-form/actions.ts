/**
 * The meal form's submit-time code, loaded on "Generera måltidsplan" so zod, the generator and the
 * recipe catalogue stay out of the page's first load (tool pages: at most 80 KB gzip).
 */
import { err, ok, type Result } from '@shared/result.ts';
import { mealPlanSchema, type MealPlan } from '@shared/schemas/meal-plan.ts';
import { mealPreferencesSchema, type MealPreferences } from '@shared/schemas/meal-preferences.ts';
import { validate } from '@shared/schemas/errors.ts';
import * as z from 'zod/mini';

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
  source: z.optional(z.enum(['ai', 'rules'])),
  notices: z.optional(z.array(z.string())),
  unknownRestrictions: z.optional(z.array(z.string())),
  notice: z.optional(z.string()),
});

/** Why no plan was opened: a Swedish message per field, the reason shown, the words not understood. */
export interface NotGenerated {
  fieldErrors: Record<string, string>;
  message?: string;
  unknownRestrictions?: string[];
}

/** Nothing when the plan is made and the page is on its way to /meal-plan. */
export type GenerateOutcome = Result<undefined, NotGenerated>;

interface Generated {
  plan: MealPlan;
  ai: boolean;
  notes: GenerationNotes;
}

/** Why no plan fits the person's own diet and restrictions (in Swedish), and the words not understood. */
interface Refused {
  refused: string;
  unknown: string[];
}

async function generateLocally(prefs: MealPreferences): Promise<Result<Generated, Refused>> {
  const generator = await loadGenerator({ quiet: true }); // the caller tells the visitor
  if (generator === undefined) return err({ refused: COMMON.offline, unknown: [] });
  const { generateMealPlan } = generator;
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? Date.now();
  const result = generateMealPlan(prefs, { startDate: new Date(), seed });
  if (!result.ok) return err({ refused: result.error.message, unknown: result.error.unknownRestrictions });
  return ok({
    plan: result.value.plan,
    ai: false,
    notes: { notices: result.value.notices, unknownRestrictions: result.value.unknownRestrictions },
  });
}

/** The function's 422 body: why no plan fits the person's own diet and restrictions. */
const refusalSchema = z.object({
  error: z.string().check(z.minLength(1)),
  unknownRestrictions: z.optional(z.array(z.string())),
});

/**
 * The function's plan; `Refused` when it turned down the preferences; `failed` when the call failed
 * or its answer is not a plan.
 */
async function generateOnServer(prefs: MealPreferences): Promise<Result<Generated, Refused | 'failed'>> {
  const answer = await requestMealPlan(prefs);
  if (!answer.ok) {
    const refusal = answer.error.kind === 'refused' ? refusalSchema.safeParse(answer.error.body) : undefined;
    return err(
      refusal?.success === true
        ? { refused: refusal.data.error, unknown: refusal.data.unknownRestrictions ?? [] }
        : 'failed',
    );
  }
  const parsed = functionAnswerSchema.safeParse(answer.value);
  if (!parsed.success) return err('failed');
  const { mealPlan, source, notices = [], unknownRestrictions = [], notice } = parsed.data;
  return ok({
    plan: mealPlan,
    ai: source === 'ai',
    notes: { notices: notice === undefined ? notices : [notice, ...notices], unknownRestrictions },
  });
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
  if (!checked.ok) return err({ fieldErrors: checked.error.messages, message: checked.error.message });
  const prefs = checked.value;

  // Offline (the page itself came from the service worker): straight to the browser's generator,
  // and the plan says it was made offline.
  const offline = !(await serverReachable());
  let generated: Generated | undefined;
  if (signedIn && !offline) {
    const answer = await generateOnServer(prefs);
    if (answer.ok) generated = answer.value;
    else if (answer.error === 'failed') toast.error(MEAL_GENERATION.aiFallback);
    // A refusal about the person's own choices is not an AI failure: only its reason is shown.
    else return refuse(answer.error);
  }
  if (generated === undefined) {
    const local = await generateLocally(prefs);
    if (!local.ok) return refuse(local.error);
    generated = local.value;
    if (offline) generated.notes.notices.unshift(OFFLINE.mealPlanMadeOffline);
  }

  const stored =
    writeStored(STORED.mealPreferences, prefs) &&
    writeStored(STORED.generatedMealPlan, generated.plan) &&
    writeStored(STORED.generationNotes, generated.notes);
  if (!stored) {
    toast.error(COMMON.storageFull);
    return err({ fieldErrors: {} });
  }
  if (offline) toast.success(MEAL_GENERATION.generated, OFFLINE.mealPlanMadeOffline);
  else toast.success(generated.ai ? MEAL_GENERATION.aiGenerated : MEAL_GENERATION.generated);
  location.assign('/meal-plan');
  return ok();
}

/** Tells the visitor why no plan could be made, and gives the form the words not understood. */
function refuse({ refused, unknown }: Refused): GenerateOutcome {
  toast.error(refused);
  return err({ fieldErrors: {}, message: refused, unknownRestrictions: unknown });
}
