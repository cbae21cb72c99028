/**
 * The one way the site calls Supabase, and the one place that reads what went wrong. Every call
 * answers a `Result` and never throws: supabase-js calls run inside `attempt` (a thrown error, such
 * as supabase-js failing to load offline, becomes an error), functions are invoked with
 * `invokeFunction`, and the reads made without supabase-js go through `fetchDirect`. Whatever the
 * failure looks like (supabase-js's AuthError, PostgrestError, FunctionsHttpError with the answer
 * in `context`, a fetch TypeError, a ZodError, a bare HTTP answer), it becomes a `CallError`:
 * what the site may do about it (`kind`), the HTTP status and the server's code. The Swedish texts
 * for it are chosen in `errors.ts` and the islands, from `src/lib/messages/`.
 */
import { err, ok, type Result } from '@shared/result.ts';

import { getSupabase, type AppClient } from './client';

/** The database's SQLSTATE for a save past the saved-plan cap (200 of each kind per user). */
export const PLAN_LIMIT_CODE = 'HP001';

/**
 * What the site may do about a failed call:
 * - `offline`: no real answer (offline, DNS, CORS, a proxy's 502/503/504, supabase-js not loaded);
 * - `signedOut`: the auth server knows no signed-in user (no session, a refused or revoked token);
 * - `planLimit`: the database refused a plan past the saved-plan cap;
 * - `invalid`: a value failed its schema (what we were to send, or what came back);
 * - `failed`: any other refusal.
 */
export type CallFailure = 'offline' | 'signedOut' | 'planLimit' | 'invalid' | 'failed';

export interface CallError {
  readonly kind: CallFailure;
  /** The HTTP status of the server's answer; undefined when there was none. */
  readonly status: number | undefined;
  /** The server's code: GoTrue's error code, PostgREST's or the database's (SQLSTATE). */
  readonly code: string | undefined;
  /** The server's own message, in English: shown only where `authErrorMessage` allows. */
  readonly message: string;
  /** The answer's JSON body, when it had one (a function's Swedish reason for refusing). */
  readonly body?: unknown;
}

export type CallResult<T> = Result<T, CallError>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function kindOf(
  name: string,
  status: number | undefined,
  code: string | undefined,
  message: string,
): CallFailure {
  if (
    name === 'AuthRetryableFetchError' ||
    name === 'FunctionsFetchError' ||
    name === 'TypeError' ||
    status === 0 ||
    status === 502 ||
    status === 503 ||
    status === 504 ||
    /failed to fetch|networkerror|load failed|fetch failed/iu.test(message)
  ) {
    return 'offline';
  }
  if (code === PLAN_LIMIT_CODE) return 'planLimit';
  if (name === 'AuthSessionMissingError' || (name.startsWith('Auth') && (status === 401 || status === 403))) {
    return 'signedOut';
  }
  // zod names its error ZodError, zod/mini $ZodError.
  return name.endsWith('ZodError') ? 'invalid' : 'failed';
}

/**
 * Reads any thrown or answered error: its name, its HTTP status (`status`, or the answer a
 * functions error carries in `context`), its `code` and its message. supabase-js names a PKCE link
 * opened in another browser only by the error's name; it gets the code `pkce_verifier_missing`.
 */
export function callError(error: unknown): CallError {
  const fields = isRecord(error) ? error : {};
  const name = text(fields.name) ?? '';
  const context = fields.context;
  const status =
    typeof fields.status === 'number'
      ? fields.status
      : context instanceof Response
        ? context.status
        : undefined;
  const code =
    text(fields.code) ?? (name === 'AuthPKCECodeVerifierMissingError' ? 'pkce_verifier_missing' : undefined);
  // A ZodError's message is its issues as JSON: the first issue's (Swedish) message is the one meant.
  const issue: unknown = Array.isArray(fields.issues) ? fields.issues[0] : undefined;
  const message = text(isRecord(issue) ? issue.message : fields.message) ?? '';
  return { kind: kindOf(name, status, code, message), status, code, message };
}

/** A failure the site itself finds in an answer (such as a delete that removed no row). */
export const callFailure = (kind: CallFailure, message: string): CallError => ({
  kind,
  status: undefined,
  code: undefined,
  message,
});

/** A non-2xx HTTP answer: GoTrue sends `error_code` and `msg`, PostgREST `code` and `message`. */
async function answerError(response: Response): Promise<CallError> {
  const body: unknown = await response.json().catch(() => undefined);
  const fields = isRecord(body) ? body : {};
  const code = text(fields.error_code) ?? text(fields.code) ?? text(fields.error);
  const message = text(fields.msg) ?? text(fields.message) ?? text(fields.error_description) ?? '';
  return { kind: kindOf('', response.status, code, message), status: response.status, code, message, body };
}

/** `ok` with nothing when supabase-js answered no error, else the error read. */
export const settled = (error: unknown): CallResult<undefined> =>
  error === null || error === undefined ? ok() : err(callError(error));

/**
 * Runs `call` with the shared supabase-js client (loaded on first use). A thrown error, such as
 * the client failing to load offline, becomes an error like any other.
 */
export async function attempt<T, E = CallError>(
  call: (supabase: AppClient) => Promise<Result<T, E | CallError>>,
): Promise<Result<T, E | CallError>> {
  try {
    return await call(await getSupabase());
  } catch (error) {
    return err(callError(error));
  }
}

/**
 * Invokes an edge function with a JSON body. A refusal keeps the function's answer: its status,
 * and its JSON body in `body`.
 */
export async function invokeFunction(
  supabase: AppClient,
  name: string,
  body: unknown,
  headers?: Record<string, string>,
): Promise<CallResult<unknown>> {
  const answer: { data: unknown; error: unknown } = await supabase.functions.invoke(name, {
    body: body as Record<string, unknown>,
    ...(headers === undefined ? {} : { headers }),
  });
  if (answer.error === null || answer.error === undefined) return ok(answer.data);
  const context = (answer.error as { context?: unknown }).context;
  const answered: unknown =
    context instanceof Response ? await context.json().catch(() => undefined) : undefined;
  return err({ ...callError(answer.error), body: answered });
}

/** Where a request made without supabase-js goes, and with whose token. */
export interface DirectAccess {
  url: string;
  anonKey: string;
  token?: string;
}

/**
 * A request straight to the Supabase API, without supabase-js (which is large to load and to
 * evaluate on a phone): the anon key, the token when there is one, and never kept in the HTTP
 * cache (the answers are the user's). A 2xx answer is `ok` with the response; any other answer,
 * or none, is the error read from it.
 */
export async function fetchDirect(
  access: DirectAccess,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<CallResult<Response>> {
  try {
    const response = await fetch(`${access.url}${path}`, {
      ...init,
      cache: 'no-store',
      headers: {
        apikey: access.anonKey,
        ...(access.token === undefined ? {} : { Authorization: `Bearer ${access.token}` }),
        ...init.headers,
      },
    });
    return response.ok ? ok(response) : err(await answerError(response));
  } catch (error) {
    return err(callError(error));
  }
}
