import { aiConfigFromEnv } from '../_shared/ai/config.ts';
import { createAiGuard } from '../_shared/ai/guard.ts';
import { failureText } from '../_shared/ai/failure.ts';
import { authServiceVerifier, type UserVerifier } from '../_shared/http/caller.ts';
import { jsonEndpoint, type FunctionHandler, type Log } from '../_shared/http/endpoint.ts';
import { errorReply, type Reply } from '../_shared/http/respond.ts';
import { generateMealPlan } from '../_shared/meal-plan/generate.ts';
import { burstReply, createQuotaGate } from '../_shared/quota/gate.ts';
import type { QuotaStore } from '../_shared/quota/store.ts';
import { validate } from '../_shared/schemas/errors.ts';
import { mealPreferencesSchema } from '../_shared/schemas/meal-preferences.ts';
import { PLAN_TIME_ZONE } from './ai/context.ts';
import { aiMealPlan } from './ai/generate.ts';
import { SAVE_NOT_SUPPORTED, mealRequestSchema } from './request.ts';

const NAME = 'generate-meal-plan';

/** What a test (or another host) may replace; every field has a production default. */
export interface MealPlanHandlerOptions {
  /** "Now", which decides the plan's dates (the coming Monday in Stockholm) and the quota windows. */
  now?: () => Date;
  /** Seed for the rule-based plan when the body gives none. Default: crypto random. */
  randomSeed?: () => number;
  fetch?: typeof fetch;
  log?: Log;
  /** Checks a user's access token. Default: the project's auth service (`GET /auth/v1/user`). */
  verifyUser?: UserVerifier;
  /** Where quotas are counted. Default: Postgres through the project's Data API. */
  quotaStore?: QuotaStore;
}

function cryptoSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/**
 * `POST /functions/v1/generate-meal-plan` with `{ preferences, savePlan?: false, seed? }`, for
 * signed-in users only (401 otherwise; anonymous visitors generate in the browser). Validates the
 * preferences with the shared schema (400 with Swedish messages per field). With an AI provider
 * configured (AI_API_KEY …), switched on and within the caller's quotas, it asks the model and
 * checks the plan in code; on any failure, over a quota or without a provider, it answers with the
 * rule-based generator. Answers `{ mealPlan, source: 'ai' | 'rules', notices, unknownRestrictions,
 * notice? }` (`notice`: why the AI path was skipped); 422 `{ error }` when no recipe fits the diet
 * and restrictions; 429 with Retry-After on a burst. Each handler keeps its own AI breaker.
 */
export function createMealPlanHandler(options: MealPlanHandlerOptions = {}): FunctionHandler {
  const defaultNow = options.now ?? (() => new Date());
  const randomSeed = options.randomSeed ?? cryptoSeed;
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? ((line: string) => console.warn(line));
  // The breaker follows the clock of the request being served (the host's, when it passes one).
  let clock = () => defaultNow().getTime();
  const guard = createAiGuard({ now: () => clock() });
  const quotas = createQuotaGate({ store: options.quotaStore, fetch: fetchFn, log });

  return jsonEndpoint(
    {
      name: NAME,
      access: 'user',
      verifyUser: options.verifyUser ?? authServiceVerifier(fetchFn),
      now: () => defaultNow().getTime(),
      log,
    },
    async ({ body, env, caller, address, now }): Promise<Reply> => {
      const request = validate(mealRequestSchema, body);
      if (!request.ok) return errorReply(400, request.error.message, { fieldErrors: request.error.messages });
      if (request.value.savePlan === true) return errorReply(400, SAVE_NOT_SUPPORTED);
      const prefs = validate(mealPreferencesSchema, request.value.preferences);
      if (!prefs.ok) return errorReply(400, prefs.error.message, { fieldErrors: prefs.error.messages });

      const today = new Date(now);
      clock = () => now;
      const ai = aiConfigFromEnv(env);
      const quota = await quotas.check({
        functionName: NAME,
        caller,
        address,
        env,
        aiConfigured: ai !== undefined,
        now,
      });
      if (quota.kind === 'burst') return burstReply(quota.retryAfter);
      const notice = quota.kind === 'rules' ? quota.notice : undefined;

      if (ai !== undefined && quota.kind === 'ai' && guard.allow(ai.callsPerMinute)) {
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
      return {
        status: 200,
        body: {
          mealPlan: plan,
          source: 'rules',
          notices,
          unknownRestrictions,
          ...(notice === undefined ? {} : { notice }),
        },
      };
    },
  );
}

/** The handler the local server and `index.ts` use. */
export const handler: FunctionHandler = createMealPlanHandler();
export default handler;
