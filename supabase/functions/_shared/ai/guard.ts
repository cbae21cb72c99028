/**
 * Decides whether one function instance may call the AI provider now. Each call is given "now"
 * (ms since the epoch): the clock of the request being served, which the host may pass.
 */
export interface AiGuard {
  /** True (and counted) when a call may start: breaker closed and under `perMinute` calls. */
  allow(perMinute: number, now: number): boolean;
  /** Reports how the call went; `failureLimit` failures in a row open the breaker. */
  record(success: boolean, now: number): void;
}

export interface AiGuardOptions {
  /** Consecutive failures that open the breaker. */
  failureLimit?: number;
  /** How long an open breaker skips the provider, ms. */
  cooldownMs?: number;
}

const MINUTE_MS = 60_000;

/**
 * Cost and latency control for the AI path, per function instance: a sliding one-minute ceiling
 * on calls (denial of wallet), and a circuit breaker that skips the provider for `cooldownMs`
 * after `failureLimit` failures in a row, so users do not wait for a timeout on every request
 * while the provider is down. Callers use the rules meanwhile.
 */
export function createAiGuard({ failureLimit = 3, cooldownMs = MINUTE_MS }: AiGuardOptions = {}): AiGuard {
  let started: number[] = [];
  let failures = 0;
  let openUntil = 0;
  return {
    allow(perMinute, now) {
      if (now < openUntil) return false;
      started = started.filter((s) => now - s < MINUTE_MS);
      if (started.length >= perMinute) return false;
      started.push(now);
      return true;
    },
    record(success, now) {
      if (success) {
        failures = 0;
        return;
      }
      failures++;
      if (failures >= failureLimit) {
        openUntil = now + cooldownMs;
        failures = 0;
      }
    },
  };
}
