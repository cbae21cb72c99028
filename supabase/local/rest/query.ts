/** A column in `select=`: `col` or `alias:col`; `*` is all columns. */
export type SelectItem = { star: true } | { star: false; column: string; alias: string };

/** A horizontal filter such as `user_id=eq.<uuid>` or `id=not.in.(1,2)`. */
export type Filter =
  | {
      column: string;
      negate: boolean;
      op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike';
      value: string;
    }
  | { column: string; negate: boolean; op: 'is'; value: 'null' | 'true' | 'false' | 'unknown' }
  | { column: string; negate: boolean; op: 'in'; values: string[] };

/** One term of `order=`. */
export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | undefined;
}

/** A PostgREST query string, parsed. */
export interface RestQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
  onConflict: string[] | undefined;
  columns: string[] | undefined;
}

/** A query-string error: PostgREST answers these with 400 PGRST100. */
export class QueryError extends Error {
  readonly details: string | null;
  constructor(message: string, details: string | null = null) {
    super(message);
    this.details = details;
  }
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);
const COMPARISONS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']);
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);
const MAX_NAME = 63;

function columnName(raw: string, where: string): string {
  const name = raw.trim();
  if (name === '' || name.length > MAX_NAME || /[()\-><:]/.test(name)) {
    throw new QueryError(`"failed to parse ${where}"`, `Unsupported column reference: ${raw}`);
  }
  return name;
}

/** Splits on commas outside double quotes, keeping quoted parts' inner text (with \" unescaped). */
function splitList(text: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (quoted) {
      if (ch === '\\' && i + 1 < text.length) current += text[++i] ?? '';
      else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') {
      items.push(wasQuoted ? current : current.trim());
      current = '';
      wasQuoted = false;
    } else {
      current += ch;
    }
  }
  items.push(wasQuoted ? current : current.trim());
  return items;
}

function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return [{ star: true }];
  if (/[()]/.test(raw)) {
    throw new QueryError(
      '"failed to parse select parameter"',
      'Embedded resources are not supported by the local server',
    );
  }
  const items = raw.split(',').map((part): SelectItem => {
    const item = part.trim();
    if (item === '*') return { star: true };
    const colon = item.indexOf(':');
    if (colon > 0 && item[colon + 1] !== ':') {
      return {
        star: false,
        alias: columnName(item.slice(0, colon), 'select parameter'),
        column: columnName(item.slice(colon + 1), 'select parameter'),
      };
    }
    const column = columnName(item, 'select parameter');
    return { star: false, column, alias: column };
  });
  refuseRepeats(items);
  return items;
}

/**
 * A select that names the same column (or `*`, or an output name) more than once is refused: the
 * answer would only repeat data, and `select=plan_data,plan_data,…` hundreds of times made one
 * request hold hundreds of copies of the largest column in memory, freezing PGlite for everyone.
 */
function refuseRepeats(items: SelectItem[]): void {
  const columns = new Set<string>();
  const names = new Set<string>();
  let stars = 0;
  for (const item of items) {
    if (item.star) {
      if (++stars > 1)
        throw new QueryError('"failed to parse select parameter"', '"*" is selected more than once');
      continue;
    }
    if (columns.has(item.column) || names.has(item.alias)) {
      throw new QueryError(
        '"failed to parse select parameter"',
        `Column "${columns.has(item.column) ? item.column : item.alias}" is selected more than once`,
      );
    }
    columns.add(item.column);
    names.add(item.alias);
  }
}

function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null || raw.trim() === '') return [];
  return raw.split(',').map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.');
    const out: OrderTerm = {
      column: columnName(name, 'order parameter'),
      descending: false,
      nulls: undefined,
    };
    for (const m of modifiers) {
      if (m === 'asc') out.descending = false;
      else if (m === 'desc') out.descending = true;
      else if (m === 'nullsfirst') out.nulls = 'first';
      else if (m === 'nullslast') out.nulls = 'last';
      else throw new QueryError('"failed to parse order"', `Unknown order modifier: ${m}`);
    }
    return out;
  });
}

function parseCount(raw: string | null, name: string): number | undefined {
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw))
    throw new QueryError(`"failed to parse ${name} parameter"`, `${name} must be a non-negative integer`);
  return Number(raw);
}

function parseFilter(column: string, raw: string): Filter {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  const value = dot < 0 ? '' : rest.slice(dot + 1);
  const col = columnName(column, 'filter');
  if (dot < 0) throw new QueryError(`"failed to parse filter (${raw})"`, 'Expected operator.value');
  if (COMPARISONS.has(op)) {
    return {
      column: col,
      negate,
      op: op as 'eq',
      value: op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value,
    };
  }
  if (op === 'is') {
    const v = value.toLowerCase();
    if (!IS_VALUES.has(v))
      throw new QueryError(`"failed to parse filter (${raw})"`, 'is accepts null, true, false or unknown');
    return { column: col, negate, op: 'is', value: v as 'null' };
  }
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw new QueryError(`"failed to parse filter (${raw})"`, 'in expects a parenthesised list');
    }
    const inner = value.slice(1, -1);
    return { column: col, negate, op: 'in', values: inner === '' ? [] : splitList(inner) };
  }
  throw new QueryError(
    `"failed to parse filter (${raw})"`,
    `The operator ${op} is not supported by the local server`,
  );
}

/** Parses the query string of a /rest/v1 request (form-decoded, so `+` is a space). */
export function parseRestQuery(params: URLSearchParams): RestQuery {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      throw new QueryError(
        '"failed to parse logic tree"',
        'or/and filters are not supported by the local server',
      );
    }
    filters.push(parseFilter(key, value));
  }
  const list = (name: string): string[] | undefined => {
    const raw = params.get(name);
    return raw === null ? undefined : splitList(raw).map((c) => columnName(c, `${name} parameter`));
  };
  return {
    select: parseSelect(params.get('select')),
    filters,
    order: parseOrder(params.get('order')),
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset'),
    onConflict: list('on_conflict'),
    columns: list('columns'),
  };
}
