import { chatCompletion, type ChatFailure } from '../../_shared/ai/chat.ts';
import type { AiConfig } from '../../_shared/ai/config.ts';
import { parseJsonAnswer } from '../../_shared/ai/untrusted.ts';
import type { MealPlan } from '../../_shared/schemas/meal-plan.ts';
import type { MealPreferences } from '../../_shared/schemas/meal-preferences.ts';
import { buildAiMealPlan, type RejectReason } from './build.ts';
import { mealAiContext } from './context.ts';
import { MEAL_SYSTEM_PROMPT, mealUserMessage } from './prompt.ts';

/**
 * Output cap for a week of meals, tokens. A compact week (28 dishes with ingredient ids and short
 * steps) is about 3 000–4 000 tokens; the cap leaves room without allowing a runaway answer.
 */
export const MEAL_MAX_TOKENS = 6000;

export type AiMealResult =
  | { ok: true; plan: MealPlan; unknownRestrictions: string[] }
  | { ok: false; reason: ChatFailure | RejectReason | 'not-json' };

/**
 * Asks the AI provider for a week's meals and checks the answer (see `buildAiMealPlan`). Never
 * throws; any failure comes back as a reason, and the caller serves the rule-based plan.
 */
export async function aiMealPlan(
  prefs: MealPreferences,
  now: Date,
  config: AiConfig,
  fetchFn: typeof fetch,
): Promise<AiMealResult> {
  const ctx = mealAiContext(prefs, now);
  const chat = await chatCompletion(
    config,
    {
      system: MEAL_SYSTEM_PROMPT,
      user: mealUserMessage(ctx),
      maxTokens: config.maxTokens ?? MEAL_MAX_TOKENS,
      json: true,
    },
    fetchFn,
  );
  if (!chat.ok) return chat;
  const answer = parseJsonAnswer(chat.content);
  if (answer === undefined) return { ok: false, reason: 'not-json' };
  const built = buildAiMealPlan(answer, ctx);
  return built.ok ? { ...built, unknownRestrictions: [...ctx.restrictions.unknown] } : built;
}
