import type { FunctionEnv } from '../http/env.ts';

/** An OpenAI-compatible chat provider, from the function's environment. */
export interface AiConfig {
  apiKey: string;
  /** Without a trailing slash, e.g. 'https://api.openai.com/v1'. */
  baseUrl: string;
  model: string;
  /** Whole request (connect + answer) deadline, ms. */
  timeoutMs: number;
  /** Cap on the answer's length, tokens; undefined = the function's own default. */
  maxTokens: number | undefined;
  /** AI calls one function instance may start per minute before answering with the rules. */
  callsPerMinute: number;
}

export const AI_DEFAULTS = {
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  timeoutMs: 20_000,
  callsPerMinute: 20,
} as const;

/** A positive whole number from text, else undefined. */
function positiveInt(text: string | undefined): number | undefined {
  const n = Number(text);
  return text !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The AI provider from `AI_API_KEY` (required: without it there is no AI path), `AI_BASE_URL`,
 * `AI_MODEL`, `AI_TIMEOUT_MS`, `AI_MAX_TOKENS` and `AI_MAX_CALLS_PER_MINUTE`. Invalid numbers fall
 * back to the defaults (for the token cap: the function's own) rather than failing the request.
 */
export function aiConfigFromEnv(env: FunctionEnv): AiConfig | undefined {
  const apiKey = env.AI_API_KEY;
  if (apiKey === undefined) return undefined;
  return {
    apiKey,
    baseUrl: (env.AI_BASE_URL ?? AI_DEFAULTS.baseUrl).replace(/\/+$/, ''),
    model: env.AI_MODEL ?? AI_DEFAULTS.model,
    timeoutMs: positiveInt(env.AI_TIMEOUT_MS) ?? AI_DEFAULTS.timeoutMs,
    maxTokens: positiveInt(env.AI_MAX_TOKENS),
    callsPerMinute: positiveInt(env.AI_MAX_CALLS_PER_MINUTE) ?? AI_DEFAULTS.callsPerMinute,
  };
}
