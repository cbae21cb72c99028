/** Environment variables as one read-only record; unset variables are simply absent. */
export type FunctionEnv = Readonly<Record<string, string>>;

/** The optional second argument a function handler gets from the local server (supabase/local). */
export interface FunctionContext {
  env?: FunctionEnv;
  /** The host's clock, ms since the epoch (the local server's, so tests can move time). */
  now?: () => number;
}

interface RuntimeGlobals {
  Deno?: { env?: { toObject?: () => Record<string, string> } };
  process?: { env?: Record<string, string | undefined> };
}

/** The runtime's own variables: `Deno.env` under Deno (when allowed), else `process.env` under Node. */
function runtimeEnv(): Record<string, string> {
  const globals = globalThis as RuntimeGlobals;
  try {
    const fromDeno = globals.Deno?.env?.toObject?.();
    if (fromDeno !== undefined) return fromDeno;
  } catch {
    // Deno without --allow-env: fall through to whatever else is there.
  }
  const fromNode = globals.process?.env ?? {};
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(fromNode)) if (value !== undefined) env[key] = value;
  return env;
}

/**
 * The variables a handler sees: the runtime's (hosted Supabase sets secrets with `Deno.env`; the
 * local server runs under Node), overridden by `context.env` when the caller passes one. Works
 * under both Deno and Node without touching `Deno` at type level. An empty value counts as unset.
 */
export function functionEnv(context?: FunctionContext): FunctionEnv {
  const merged = { ...runtimeEnv(), ...(context?.env ?? {}) };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value.trim() !== ''));
}
