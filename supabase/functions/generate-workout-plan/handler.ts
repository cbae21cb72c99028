import { aiConfigFromEnv } from '../_shared/ai/config.ts';
import { createAiGuard } from '../_shared/ai/guard.ts';
import { failureText } from '../_shared/ai/failure.ts';
import { jsonEndpoint, type FunctionHandler, type Log } from '../_shared/http/endpoint.ts';
import { errorReply, type Reply } from '../_shared/http/respond.ts';
import { validate } from '../_shared/schemas/errors.ts';
import { workoutFormSchema } from '../_shared/schemas/workout.ts';
import { generateWorkoutPlan } from '../_shared/workout/generate.ts';
import { aiWorkoutPlan } from './ai/generate.ts';

const NAME = 'generate-workout-plan';

/** What a test (or another host) may replace; every field has a production default. */
export interface WorkoutPlanHandlerOptions {
  /** Milliseconds since the epoch, for the AI budget and breaker. */
  now?: () => number;
  fetch?: typeof fetch;
  log?: Log;
}

/**
 * `POST /functions/v1/generate-workout-plan` with the workout form `{ goals, frequency, duration,
 * specificGoals }` (400 with Swedish messages when invalid). With an AI provider configured it
 * asks the model for the schedule text and checks it with the client's parser; on any failure, or
 * without a provider, the rule-based generator writes it. Answers `{ workoutPlan, source }`.
 */
export function createWorkoutPlanHandler(options: WorkoutPlanHandlerOptions = {}): FunctionHandler {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? ((line: string) => console.warn(line));
  const guard = createAiGuard({ now: options.now ?? Date.now });

  return jsonEndpoint(
    NAME,
    async ({ body, env }): Promise<Reply> => {
      const form = validate(workoutFormSchema, body);
      if (!form.ok) return errorReply(400, form.message, { fieldErrors: form.messages });

      const ai = aiConfigFromEnv(env);
      if (ai !== undefined && guard.allow(ai.callsPerMinute)) {
        const result = await aiWorkoutPlan(form.value, ai, fetchFn);
        guard.record(result.ok);
        if (result.ok) return { status: 200, body: { workoutPlan: result.text, source: 'ai' } };
        log(`[${NAME}] AI schedule not used (${failureText(result)}); serving the rule-based schedule`);
      }
      return { status: 200, body: { workoutPlan: generateWorkoutPlan(form.value), source: 'rules' } };
    },
    log,
  );
}

/** The handler the local server and `index.ts` use. */
export const handler: FunctionHandler = createWorkoutPlanHandler();
export default handler;
