import { aiConfigFromEnv } from '../_shared/ai/config.ts';
import { createAiGuard } from '../_shared/ai/guard.ts';
import { failureText } from '../_shared/ai/failure.ts';
import { jsonEndpoint, type FunctionHandler, type Log } from '../_shared/http/endpoint.ts';
import { errorReply, type Reply } from '../_shared/http/respond.ts';
import { generateMealPlan } from '../_shared/meal-plan/generate.ts';
import { validate } from '../_shared/schemas/errors.ts';
import { mealPreferencesSchema } from '../_shared/schemas/meal-preferences.ts';
import { PLAN_TIME_ZONE } from './ai/context.ts';
import { aiMealPlan } from './ai/generate.ts';
import { SAVE_NOT_SUPPORTED, mealRequestSchema } from './request.ts';

const NAME = 'generate-meal-plan';

/** What a test (or another host) may replace; every field has a production default. */
export interface MealPlanHandlerOptions {
  /** "Now", which decides the plan's dates (the coming Monday in Stockholm). */
  now?: () => Date;
  /** Seed for the rule-based plan when the body gives none. Default: crypto random. */
  randomSeed?: () => number;
  fetch?: typeof fetch;
  log?: Log;
}

function cryptoSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/**
 * `POST /functions/v1/generate-meal-plan` with `{ preferences, savePlan?: false, seed? }`.
 * Validates the preferences with the shared schema (400 with Swedish messages per field). With an
 * AI provider configured (AI_API_KEY …) it asks the model and checks the plan in code; on any
 * failure, or without a provider, it answers with the rule-based generator. Answers
 * `{ mealPlan, source: 'ai' | 'rules', notices, unknownRestrictions }`; 422 `{ error }` when no
 * recipe fits the diet and restrictions. Each handler keeps its own AI budget and breaker.
 */
export function createMealPlanHandler(options: MealPlanHandlerOptions = {}): FunctionHandler {
  const now = options.now ?? (() => new Date());
  const randomSeed = options.randomSeed ?? cryptoSeed;
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? ((line: string) => console.warn(line));
  const guard = createAiGuard({ now: () => now().getTime() });

  return jsonEndpoint(
    NAME,
    async ({ body, env }): Promise<Reply> => {
      const request = validate(mealRequestSchema, body);
      if (!request.ok) return errorReply(400, request.message, { fieldErrors: request.messages });
      if (request.value.savePlan === true) return errorReply(400, SAVE_NOT_SUPPORTED);
      const prefs = validate(mealPreferencesSchema, request.value.preferences);
      if (!prefs.ok) return errorReply(400, prefs.message, { fieldErrors: prefs.messages });

      const today = now();
      const ai = aiConfigFromEnv(env);
      if (ai !== undefined && guard.allow(ai.callsPerMinute)) {
        const result = await aiMealPlan(prefs.value, today, ai, fetchFn);
        guard.record(result.ok);
        if (result.ok) {
          const { plan, unknownRestrictions } = result;
          return { status: 200, body: { mealPlan: plan, source: 'ai', notices: [], unknownRestrictions } };
        }
        log(`[${NAME}] AI plan not used (${failureText(result)}); serving the rule-based plan`);
      }

      const rules = generateMealPlan(prefs.value, {
        startDate: today,
        seed: request.value.seed ?? randomSeed(),
        timeZone: PLAN_TIME_ZONE,
      });
      if (!rules.ok) {
        return errorReply(422, rules.error, { unknownRestrictions: rules.unknownRestrictions });
      }
      const { plan, notices, unknownRestrictions } = rules;
      return { status: 200, body: { mealPlan: plan, source: 'rules', notices, unknownRestrictions } };
    },
    log,
  );
}

/** The handler the local server and `index.ts` use. */
export const handler: FunctionHandler = createMealPlanHandler();
export default handler;
