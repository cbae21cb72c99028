/** A value in the subset of TOML that supabase/config.toml uses. */
export type TomlValue = string | number | boolean | string[] | number[];

/** Tables keyed by their dotted header (`auth.email`), each a flat map of keys to values. */
export type TomlTables = Map<string, Map<string, TomlValue>>;

/**
 * Reads the subset of TOML found in supabase/config.toml: `[a.b-c]` headers, `key = value` with
 * strings, numbers, booleans and (possibly multi-line) arrays of those, and `#` comments. Enough
 * for the settings the local server honours; anything else is skipped, never guessed.
 */
export function parseToml(text: string): TomlTables {
  const tables: TomlTables = new Map([['', new Map<string, TomlValue>()]]);
  let current = tables.get('') ?? new Map<string, TomlValue>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = stripComment(lines[i] ?? '').trim();
    if (line === '') continue;
    const header = /^\[([A-Za-z0-9_.\-"]+)\]$/.exec(line);
    if (header) {
      const name = (header[1] ?? '').replaceAll('"', '');
      current = tables.get(name) ?? new Map<string, TomlValue>();
      tables.set(name, current);
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 1) continue;
    const key = line.slice(0, eq).trim().replaceAll('"', '');
    let raw = line.slice(eq + 1).trim();
    while (raw.startsWith('[') && !balanced(raw) && i + 1 < lines.length) {
      line = stripComment(lines[++i] ?? '').trim();
      raw += ` ${line}`;
    }
    const value = parseValue(raw);
    if (value !== undefined) current.set(key, value);
  }
  return tables;
}

function stripComment(line: string): string {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"' && line[i - 1] !== '\\') inString = !inString;
    if (ch === '#' && !inString) return line.slice(0, i);
  }
  return line;
}

function balanced(raw: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch === '"' && raw[i - 1] !== '\\') inString = !inString;
    if (inString) continue;
    if (ch === '[') depth++;
    if (ch === ']') depth--;
  }
  return depth === 0;
}

function parseValue(raw: string): TomlValue | undefined {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^"(?:[^"\\]|\\.)*"$/.test(raw)) return JSON.parse(raw) as string;
  if (/^[+-]?\d[\d_]*(\.\d+)?$/.test(raw)) return Number(raw.replaceAll('_', ''));
  if (raw.startsWith('[') && raw.endsWith(']')) {
    const items = raw
      .slice(1, -1)
      .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .map(parseValue);
    if (items.every((v) => typeof v === 'string')) return items;
    if (items.every((v) => typeof v === 'number')) return items;
  }
  return undefined;
}
