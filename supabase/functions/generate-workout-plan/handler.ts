import { serveGeneration, type ServeOptions } from '../_shared/generation/serve.ts';
import type { FunctionHandler } from '../_shared/http/endpoint.ts';
import { ok } from '../_shared/result.ts';
import { workoutFormSchema } from '../_shared/schemas/workout.ts';
import { generateWorkoutPlan } from '../_shared/workout/generate.ts';
import { checkWorkoutText } from './ai/check.ts';
import { WORKOUT_MAX_TOKENS, WORKOUT_SYSTEM_PROMPT, workoutUserMessage } from './ai/prompt.ts';

/**
 * `POST /functions/v1/generate-workout-plan` with the workout form `{ goals, frequency, duration,
 * experience, equipment, specificGoals }`, open to anonymous visitors (quotas per user when signed
 * in, per client address otherwise). Served as `serveGeneration` says: the model's schedule checked with the client's
 * parser (`checkWorkoutText`), else the rule-based generator. Answers `{ workoutPlan, source,
 * notice? }`.
 */
export function createWorkoutPlanHandler(options: ServeOptions = {}): FunctionHandler {
  return serveGeneration(
    {
      name: 'generate-workout-plan',
      access: 'anyone',
      product: 'schedule',
      request: workoutFormSchema,
      ai: {
        maxTokens: WORKOUT_MAX_TOKENS,
        json: false,
        ask: (form) => ({
          system: WORKOUT_SYSTEM_PROMPT,
          user: workoutUserMessage(form),
          check(content) {
            const text = checkWorkoutText(content, form);
            return text.ok ? ok({ workoutPlan: text.value }) : text;
          },
        }),
      },
      rules: (form) => ok({ workoutPlan: generateWorkoutPlan(form) }),
    },
    options,
  );
}

/** The handler the local server and `index.ts` use. */
export const handler: FunctionHandler = createWorkoutPlanHandler();
export default handler;
