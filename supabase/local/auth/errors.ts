import { err, ok, type Result } from '../../functions/_shared/result.ts';
import { isObject, json, parseJsonBody, type ApiRequest, type Reply } from '../http/types.ts';

/** The API version auth-js sends and GoTrue echoes; without it the client drops error codes. */
export const API_VERSION = '2024-01-01';
const VERSION_HEADER = 'X-Supabase-Api-Version';

/** Headers every auth response carries. */
export function authHeaders(): Record<string, string> {
  return { [VERSION_HEADER]: API_VERSION };
}

/**
 * A GoTrue error: `{code, message}` (2024-01-01 shape) when the request sent the API-version
 * header, else the legacy `{code: <status>, error_code, msg}`. `extra` adds fields such as
 * `weak_password`.
 */
export function authError(
  req: ApiRequest,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Reply {
  const headers = { ...authHeaders(), 'x-sb-error-code': code };
  const requested = req.headers[VERSION_HEADER.toLowerCase()];
  if (requested !== undefined && requested >= API_VERSION) {
    return json(status, { code, message, ...extra }, headers);
  }
  return json(status, { code: status, error_code: code, msg: message, ...extra }, headers);
}

/** An OAuth-style error (`{error, error_description}`), which GoTrue always sends with 400. */
export function oauthError(description: string): Reply {
  return json(400, { error: 'invalid_request', error_description: description }, authHeaders());
}

/** A successful auth JSON reply. */
export function authJson(status: number, value: unknown): Reply {
  return json(status, value, authHeaders());
}

/**
 * The request body as GoTrue reads it: JSON (else 400 `bad_json`), and an object; any other JSON
 * value counts as an empty object, whose missing fields each endpoint then reports.
 */
export function authBody(req: ApiRequest): Result<Record<string, unknown>, Reply> {
  const parsed = parseJsonBody(req);
  if (!parsed.ok) {
    return err(authError(req, 400, 'bad_json', `Could not parse request body as JSON: ${parsed.error}`));
  }
  return ok(isObject(parsed.value) ? parsed.value : {});
}
