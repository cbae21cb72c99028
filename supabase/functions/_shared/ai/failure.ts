/**
 * Why an AI attempt gave nothing a function could serve, for the log: the reason, and the
 * provider's HTTP status when there is one.
 */
export interface AiFailure<R extends string = string> {
  readonly reason: R;
  readonly status?: number;
}

/** A failed AI attempt as the log shows it: the reason, and the HTTP status when there is one. */
export function failureText(failure: AiFailure): string {
  return failure.status === undefined ? failure.reason : `${failure.reason} ${String(failure.status)}`;
}
