/**
 * The one shape of an outcome that can fail, for the site and the functions alike: `ok` with the
 * value, or not `ok` with the error. The error's type says what the caller may do with it (a reason
 * code, a Swedish message, a field's errors); `unknown` when it is only passed on to be described.
 */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}
export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}
export type Result<T, E = unknown> = Ok<T> | Err<E>;

export function ok(): Ok<undefined>;
export function ok<T>(value: T): Ok<T>;
export function ok<T>(value?: T): Ok<T | undefined> {
  return { ok: true, value };
}

export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}
