import { err, ok, type Result } from '../result.ts';
import type { AiConfig } from './config.ts';
import type { AiFailure } from './failure.ts';

/** One chat request: a system prompt, the user's message and an output cap. */
export interface ChatRequest {
  system: string;
  user: string;
  /** Output cap, tokens (`max_tokens`). */
  maxTokens: number;
  /** Ask for a JSON object (`response_format: json_object`). */
  json: boolean;
}

/** Why a chat call gave no usable text. */
export type ChatFailure = 'timeout' | 'network' | 'http' | 'bad-response' | 'truncated' | 'empty';

/** The first choice's text, or why there is none. */
export type ChatResult = Result<string, AiFailure<ChatFailure>>;

interface ChatChoice {
  finish_reason?: unknown;
  message?: { content?: unknown };
}

function requestBody(config: AiConfig, req: ChatRequest, tokenField: string): string {
  return JSON.stringify({
    model: config.model,
    messages: [
      { role: 'system', content: req.system },
      { role: 'user', content: req.user },
    ],
    [tokenField]: req.maxTokens,
    ...(req.json ? { response_format: { type: 'json_object' } } : {}),
  });
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Calls `POST {baseUrl}/chat/completions` of an OpenAI-compatible provider and returns the first
 * choice's text. Never throws: the whole call (including reading the answer) is bounded by
 * `config.timeoutMs`, and every failure comes back as a reason for the log. An answer cut off by
 * the token cap ('length') is a failure, since half a plan is no plan. Providers that reject
 * `max_tokens` (newer OpenAI reasoning models) are retried once with `max_completion_tokens`.
 */
export async function chatCompletion(
  config: AiConfig,
  req: ChatRequest,
  fetchFn: typeof fetch = fetch,
): Promise<ChatResult> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  const call = (tokenField: string) =>
    fetchFn(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
      body: requestBody(config, req, tokenField),
      signal,
    });
  try {
    let response = await call('max_tokens');
    if (response.status === 400) {
      const text = await response.text();
      if (!text.includes('max_completion_tokens')) return err({ reason: 'http', status: 400 });
      response = await call('max_completion_tokens');
    }
    if (!response.ok) {
      await response.body?.cancel();
      return err({ reason: 'http', status: response.status });
    }
    const data = (await response.json()) as { choices?: ChatChoice[] } | null;
    const choice = data?.choices?.[0];
    if (choice === undefined) return err({ reason: 'bad-response' });
    if (choice.finish_reason === 'length') return err({ reason: 'truncated' });
    const content = choice.message?.content;
    if (typeof content !== 'string') return err({ reason: 'bad-response' });
    if (content.trim() === '') return err({ reason: 'empty' });
    return ok(content);
  } catch (error) {
    if (isTimeout(error) || signal.aborted) return err({ reason: 'timeout' });
    return err({ reason: error instanceof SyntaxError ? 'bad-response' : 'network' });
  }
}
