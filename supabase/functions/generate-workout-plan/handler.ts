import { aiConfigFromEnv } from '../_shared/ai/config.ts';
import { createAiGuard } from '../_shared/ai/guard.ts';
import { failureText } from '../_shared/ai/failure.ts';
import { authServiceVerifier, type UserVerifier } from '../_shared/http/caller.ts';
import { jsonEndpoint, type FunctionHandler, type Log } from '../_shared/http/endpoint.ts';
import { errorReply, type Reply } from '../_shared/http/respond.ts';
import { burstReply, createQuotaGate } from '../_shared/quota/gate.ts';
import type { QuotaStore } from '../_shared/quota/store.ts';
import { validate } from '../_shared/schemas/errors.ts';
import { workoutFormSchema } from '../_shared/schemas/workout.ts';
import { generateWorkoutPlan } from '../_shared/workout/generate.ts';
import { aiWorkoutPlan } from './ai/generate.ts';

const NAME = 'generate-workout-plan';

/** What a test (or another host) may replace; every field has a production default. */
export interface WorkoutPlanHandlerOptions {
  /** Milliseconds since the epoch, for the quota windows and the AI breaker. */
  now?: () => number;
  fetch?: typeof fetch;
  log?: Log;
  /** Checks a user's access token. Default: the project's auth service (`GET /auth/v1/user`). */
  verifyUser?: UserVerifier;
  /** Where quotas are counted. Default: Postgres through the project's Data API. */
  quotaStore?: QuotaStore;
}

/**
 * `POST /functions/v1/generate-workout-plan` with the workout form `{ goals, frequency, duration,
 * specificGoals }` (400 with Swedish messages when invalid), open to anonymous visitors.
 * With an AI provider configured, switched on and within the caller's quotas (per user when signed
 * in, per client address otherwise), it asks the model for the schedule text and checks it with
 * the client's parser; on any failure, over a quota or without a provider, the rule-based
 * generator writes it. Answers `{ workoutPlan, source, notice? }`; 429 with Retry-After on a burst.
 */
export function createWorkoutPlanHandler(options: WorkoutPlanHandlerOptions = {}): FunctionHandler {
  const defaultNow = options.now ?? Date.now;
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? ((line: string) => console.warn(line));
  // The breaker follows the clock of the request being served (the host's, when it passes one).
  let clock = defaultNow;
  const guard = createAiGuard({ now: () => clock() });
  const quotas = createQuotaGate({ store: options.quotaStore, fetch: fetchFn, log });

  return jsonEndpoint(
    {
      name: NAME,
      access: 'anyone',
      verifyUser: options.verifyUser ?? authServiceVerifier(fetchFn),
      now: defaultNow,
      log,
    },
    async ({ body, env, caller, address, now }): Promise<Reply> => {
      const form = validate(workoutFormSchema, body);
      if (!form.ok) return errorReply(400, form.error.message, { fieldErrors: form.error.messages });

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

      if (ai !== undefined && quota.kind === 'ai' && guard.allow(ai.callsPerMinute)) {
        const result = await aiWorkoutPlan(form.value, ai, fetchFn);
        guard.record(result.ok);
        if (result.ok) return { status: 200, body: { workoutPlan: result.text, source: 'ai' } };
        log(`[${NAME}] AI schedule not used (${failureText(result)}); serving the rule-based schedule`);
      }
      const notice = quota.kind === 'rules' ? quota.notice : undefined;
      return {
        status: 200,
        body: {
          workoutPlan: generateWorkoutPlan(form.value),
          source: 'rules',
          ...(notice === undefined ? {} : { notice }),
        },
      };
    },
  );
}

/** The handler the local server and `index.ts` use. */
export const handler: FunctionHandler = createWorkoutPlanHandler();
export default handler;
