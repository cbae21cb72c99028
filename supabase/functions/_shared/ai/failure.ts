/** A failed AI attempt as the log shows it: the reason, and the HTTP status when there is one. */
export function failureText(failure: { reason: string; status?: number }): string {
  return failure.status === undefined ? failure.reason : `${failure.reason} ${String(failure.status)}`;
}
