import type * as z from 'zod/mini';
import { chatCompletion } from '../ai/chat.ts';
import { aiConfigFromEnv, type AiConfig } from '../ai/config.ts';
import { failureText, type AiFailure } from '../ai/failure.ts';
import { createAiGuard } from '../ai/guard.ts';
import { authServiceVerifier, type UserVerifier } from '../http/caller.ts';
import { jsonEndpoint, type FunctionHandler, type Log } from '../http/endpoint.ts';
import { errorReply, type Reply } from '../http/respond.ts';
import { burstReply, createQuotaGate } from '../quota/gate.ts';
import type { QuotaStore } from '../quota/store.ts';
import { err, type Result } from '../result.ts';
import { INVALID_VALUE_MESSAGE, fieldMessages } from '../schemas/errors.ts';

/** What a test (or another host) may replace; every field has a production default. */
export interface ServeOptions {
  /**
   * "Now", ms since the epoch, when the host passes no clock: it decides the quota windows, the AI
   * breaker and whatever the plan dates from. The local server passes its own clock per request.
   */
  now?: () => number;
  fetch?: typeof fetch;
  log?: Log;
  /** Checks a user's access token. Default: the project's auth service (`GET /auth/v1/user`). */
  verifyUser?: UserVerifier;
  /** Where quotas are counted. Default: Postgres through the project's Data API. */
  quotaStore?: QuotaStore;
}

/** One request's question to the model, and how its answer is checked. */
export interface AiQuestion<Answer> {
  system: string;
  user: string;
  /** Checks the model's text in code: the answer to serve, or why it cannot be (for the log). */
  check: (content: string) => Result<Answer, string>;
}

/**
 * One generating function's own parts: its request schema, how it asks the model (prompt and
 * check) and its rule-based generator. `Answer` is the answer's body without `source` and
 * `notice`, which the serve path adds.
 */
export interface Generation<Request, Answer extends Record<string, unknown>> {
  name: string;
  /** 'user': signed-in users only; 'anyone': anonymous visitors too (quotas per address). */
  access: 'user' | 'anyone';
  /** What the function makes, as the log names it ("plan", "schedule"). */
  product: string;
  /** The request body's one schema. The value it parses is what `ai` and `rules` are given. */
  request: z.ZodMiniType<Request>;
  /**
   * The body's field that holds the form ('preferences'), when the form does not make up the
   * whole body: field errors are then keyed by the form's own field names, as the form shows them.
   */
  form?: string;
  ai: {
    /** Output cap, tokens, when AI_MAX_TOKENS sets none. */
    maxTokens: number;
    /** Ask for a JSON object rather than text. */
    json: boolean;
    /** The function's prompt for this request, served at `now`, and its check of the answer. */
    ask(request: Request, now: number): AiQuestion<Answer>;
  };
  /** The rule-based answer, or the reply that refuses the request (e.g. 422: no recipe fits). */
  rules(request: Request, now: number): Result<Answer, Reply>;
}

/** One Swedish message per field, the form's fields named as the form names them. */
function formFieldMessages(error: z.core.$ZodError, form: string | undefined): Record<string, string> {
  const messages = fieldMessages(error);
  if (form === undefined) return messages;
  const prefix = `${form}.`;
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key.startsWith(prefix) ? key.slice(prefix.length) : key,
      message,
    ]),
  );
}

/** Asks the model and checks its answer; never throws: any failure is a reason for the log. */
async function askModel<Answer>(
  { system, user, check }: AiQuestion<Answer>,
  { maxTokens, json }: { maxTokens: number; json: boolean },
  config: AiConfig,
  fetchFn: typeof fetch,
): Promise<Result<Answer, AiFailure>> {
  const request = { system, user, maxTokens: config.maxTokens ?? maxTokens, json };
  const chat = await chatCompletion(config, request, fetchFn);
  if (!chat.ok) return chat;
  const checked = check(chat.value);
  return checked.ok ? checked : err({ reason: checked.error });
}

/**
 * The one path of a generating function, after the shared HTTP shell (`jsonEndpoint`: CORS,
 * method, caller, content type, body size): the body is parsed once by the function's schema (400
 * with a Swedish message per field), the caller's quotas are counted (429 on a burst), and with an
 * AI provider configured, switched on, within the quotas and the instance's breaker, the model is
 * asked; on any failure, over a quota or without a provider the rules answer. The answer is
 * `{ …answer, source: 'ai' | 'rules', notice? }` (`notice`: why the AI path was skipped). Each
 * handler keeps its own AI breaker.
 */
export function serveGeneration<Request, Answer extends Record<string, unknown>>(
  generation: Generation<Request, Answer>,
  options: ServeOptions = {},
): FunctionHandler {
  const { name, product } = generation;
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? ((line: string) => console.warn(line));
  const guard = createAiGuard();
  const quotas = createQuotaGate({ store: options.quotaStore, fetch: fetchFn, log });

  return jsonEndpoint(
    {
      name,
      access: generation.access,
      verifyUser: options.verifyUser ?? authServiceVerifier(fetchFn),
      now: options.now ?? Date.now,
      log,
    },
    async ({ body, env, caller, address, now }): Promise<Reply> => {
      const parsed = generation.request.safeParse(body);
      if (!parsed.success) {
        const fieldErrors = formFieldMessages(parsed.error, generation.form);
        return errorReply(400, Object.values(fieldErrors)[0] ?? INVALID_VALUE_MESSAGE, { fieldErrors });
      }
      const request = parsed.data;

      const ai = aiConfigFromEnv(env);
      const quota = await quotas.check({
        functionName: name,
        caller,
        address,
        env,
        aiConfigured: ai !== undefined,
        now,
      });
      if (quota.kind === 'burst') return burstReply(quota.retryAfter);

      if (ai !== undefined && quota.kind === 'ai' && guard.allow(ai.callsPerMinute, now)) {
        const answer = await askModel(generation.ai.ask(request, now), generation.ai, ai, fetchFn);
        guard.record(answer.ok, now);
        if (answer.ok) return { status: 200, body: { ...answer.value, source: 'ai' } };
        log(
          `[${name}] AI ${product} not used (${failureText(answer.error)}); serving the rule-based ${product}`,
        );
      }

      const rules = generation.rules(request, now);
      if (!rules.ok) return rules.error;
      const notice = quota.kind === 'rules' ? quota.notice : undefined;
      return {
        status: 200,
        body: { ...rules.value, source: 'rules', ...(notice === undefined ? {} : { notice }) },
      };
    },
  );
}
