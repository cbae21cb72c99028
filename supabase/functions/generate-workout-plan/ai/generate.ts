import { chatCompletion, type ChatFailure } from '../../_shared/ai/chat.ts';
import type { AiConfig } from '../../_shared/ai/config.ts';
import type { WorkoutForm } from '../../_shared/schemas/workout.ts';
import { checkWorkoutText, type WorkoutRejectReason } from './check.ts';
import { WORKOUT_SYSTEM_PROMPT, workoutUserMessage } from './prompt.ts';

/** Output cap, tokens: a concise 30-day schedule is about 2 500–3 500 tokens of Swedish. */
export const WORKOUT_MAX_TOKENS = 5000;

export type AiWorkoutResult =
  { ok: true; text: string } | { ok: false; reason: ChatFailure | WorkoutRejectReason };

/** Asks the AI provider for a schedule and checks it; never throws. */
export async function aiWorkoutPlan(
  form: WorkoutForm,
  config: AiConfig,
  fetchFn: typeof fetch,
): Promise<AiWorkoutResult> {
  const chat = await chatCompletion(
    config,
    {
      system: WORKOUT_SYSTEM_PROMPT,
      user: workoutUserMessage(form),
      maxTokens: config.maxTokens ?? WORKOUT_MAX_TOKENS,
      json: false,
    },
    fetchFn,
  );
  return chat.ok ? checkWorkoutText(chat.content, form) : chat;
}
