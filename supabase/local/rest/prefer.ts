/** The `Prefer` preferences the local server honours. */
export interface Preferences {
  representation: boolean;
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  rollback: boolean;
}

/**
 * Parses `Prefer`, which supabase-js sends as one comma-separated header
 * (`resolution=merge-duplicates, return=representation`). Unknown preferences are ignored, as
 * PostgREST does without `handling=strict`.
 */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { representation: false, count: false, resolution: undefined, rollback: false };
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key === 'return') prefs.representation = value === 'representation';
    else if (key === 'count') prefs.count = value === 'exact' || value === 'planned' || value === 'estimated';
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
    } else if (key === 'tx') prefs.rollback = value === 'rollback';
  }
  return prefs;
}
