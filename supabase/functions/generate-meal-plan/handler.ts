import { serveGeneration, type ServeOptions } from '../_shared/generation/serve.ts';
import type { FunctionHandler } from '../_shared/http/endpoint.ts';
import { errorReply } from '../_shared/http/respond.ts';
import { generateMealPlan } from '../_shared/meal-plan/generate.ts';
import { err, ok } from '../_shared/result.ts';
import { checkMealAnswer } from './ai/build.ts';
import { PLAN_TIME_ZONE, mealAiContext } from './ai/context.ts';
import { MEAL_MAX_TOKENS, MEAL_SYSTEM_PROMPT, mealUserMessage } from './ai/prompt.ts';
import { mealRequestSchema } from './request.ts';

/** What a test (or another host) may replace; every field has a production default. */
export interface MealPlanHandlerOptions extends ServeOptions {
  /** Seed for the rule-based plan when the body gives none. Default: crypto random. */
  randomSeed?: () => number;
}

function cryptoSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/**
 * `POST /functions/v1/generate-meal-plan` with `{ preferences, seed? }`, for signed-in users only
 * (401 otherwise; anonymous visitors generate in the browser). Saving is the page's own insert
 * under RLS, never the function's. Served as `serveGeneration` says: the model's week checked in
 * code (`buildAiMealPlan`), else the rule-based generator; the request's clock decides the plan's
 * dates (the coming Monday in Stockholm). Answers `{ mealPlan, source: 'ai' | 'rules', notices,
 * unknownRestrictions, notice? }`; 422 `{ error, unknownRestrictions }` when no recipe fits the
 * diet and restrictions.
 */
export function createMealPlanHandler(options: MealPlanHandlerOptions = {}): FunctionHandler {
  const randomSeed = options.randomSeed ?? cryptoSeed;
  return serveGeneration(
    {
      name: 'generate-meal-plan',
      access: 'user',
      product: 'plan',
      request: mealRequestSchema,
      form: 'preferences',
      ai: {
        maxTokens: MEAL_MAX_TOKENS,
        json: true,
        ask({ preferences }, now) {
          const ctx = mealAiContext(preferences, now);
          const unknownRestrictions = [...ctx.restrictions.unknown];
          return {
            system: MEAL_SYSTEM_PROMPT,
            user: mealUserMessage(ctx),
            check(content) {
              const plan = checkMealAnswer(content, ctx);
              return plan.ok ? ok({ mealPlan: plan.value, notices: [], unknownRestrictions }) : plan;
            },
          };
        },
      },
      rules({ preferences, seed }, now) {
        const made = generateMealPlan(preferences, {
          startDate: new Date(now),
          seed: seed ?? randomSeed(),
          timeZone: PLAN_TIME_ZONE,
        });
        if (!made.ok)
          return err(
            errorReply(422, made.error.message, { unknownRestrictions: made.error.unknownRestrictions }),
          );
        const { plan, notices, unknownRestrictions } = made.value;
        return ok({ mealPlan: plan, notices, unknownRestrictions });
      },
    },
    options,
  );
}

/** The handler the local server and `index.ts` use. */
export const handler: FunctionHandler = createMealPlanHandler();
export default handler;
