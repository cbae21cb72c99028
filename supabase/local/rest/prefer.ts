import { err, ok, type Result } from '../../functions/_shared/result.ts';

/** The `Prefer` preferences the local server honours (CONTRACT.md, "Prefer"). */
export interface Preferences {
  representation: boolean;
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  /** `handling=strict`: invalid preferences are an error, and `max-affected` is enforced. */
  strict: boolean;
  /** `max-affected=<n>`: PATCH, DELETE and rpc fail past n rows, with `handling=strict` only. */
  maxAffected: number | undefined;
}

/** Why a `Prefer` header is refused: a preference PostgREST honours and this server does not. */
export type PreferRefusal =
  { kind: 'unsupported'; preference: string } | { kind: 'invalid'; preferences: string[] };

/**
 * Preferences PostgREST honours that the local server does not implement: refused by name, never
 * ignored, so code that relies on one fails here as clearly as it would behave differently there.
 */
const UNSUPPORTED: Readonly<Record<string, (value: string) => boolean>> = {
  // An estimate is a different answer from the exact count this server can give.
  count: (v) => v === 'planned' || v === 'estimated',
  return: (v) => v === 'headers-only',
  missing: (v) => v === 'default',
  timezone: () => true,
  params: (v) => v === 'single-object',
};

/**
 * Parses `Prefer`, which supabase-js sends as one comma-separated header
 * (`resolution=merge-duplicates, return=representation`), as PostgREST v13 does:
 * - a preference PostgREST honours but this server does not is refused ({@link UNSUPPORTED});
 * - `tx=commit|rollback` is not applied: hosted Supabase runs PostgREST with `db-tx-end = commit`,
 *   which ignores it, so a "rolled back" request writes there and must write here too;
 * - anything else unknown (or not applied, like `tx`) is ignored, unless `handling=strict` is
 *   given: then it is PGRST122 with the list of them.
 */
export function parsePrefer(header: string | undefined): Result<Preferences, PreferRefusal> {
  const prefs: Preferences = {
    representation: false,
    count: false,
    resolution: undefined,
    strict: false,
    maxAffected: undefined,
  };
  const invalid: string[] = [];
  for (const part of (header ?? '').split(',')) {
    const raw = part.trim();
    if (raw === '') continue;
    const eq = raw.indexOf('=');
    const key = (eq < 0 ? raw : raw.slice(0, eq)).trim();
    const value = eq < 0 ? '' : raw.slice(eq + 1).trim();
    if (UNSUPPORTED[key]?.(value) === true) return err({ kind: 'unsupported', preference: raw });
    if (key === 'return' && (value === 'representation' || value === 'minimal')) {
      prefs.representation = value === 'representation';
    } else if (key === 'count' && value === 'exact') prefs.count = true;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
    } else if (key === 'handling' && (value === 'strict' || value === 'lenient')) {
      prefs.strict = value === 'strict';
    } else if (key === 'max-affected' && /^\d{1,9}$/.test(value)) prefs.maxAffected = Number(value);
    else if (key === 'missing' && value === 'null') {
      // The default: keys missing from a row of a bulk insert are NULL.
    } else invalid.push(raw);
  }
  if (prefs.strict && invalid.length > 0) return err({ kind: 'invalid', preferences: invalid });
  // PostgREST enforces max-affected only under handling=strict and ignores it otherwise.
  if (!prefs.strict) prefs.maxAffected = undefined;
  return ok(prefs);
}
