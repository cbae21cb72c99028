import { err, ok, type Result } from '../../functions/_shared/result.ts';

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

/** Why a query string is refused. */
export type QueryProblem =
  /** Malformed: PostgREST answers 400 PGRST100 too. */
  | { kind: 'parse'; message: string; details: string | null }
  /** Valid for PostgREST, not implemented here: 400 PGRST127 naming the feature. */
  | { kind: 'unsupported'; feature: string }
  /** A negative limit: PostgREST's 416 PGRST103. */
  | { kind: 'range'; details: string };

/** Thrown while parsing; {@link parseRestQuery} turns it into its result. */
class QueryError extends Error {
  readonly problem: QueryProblem;
  constructor(problem: QueryProblem) {
    super(problem.kind);
    this.problem = problem;
  }
}

const parseError = (message: string, details: string | null = null): QueryError =>
  new QueryError({ kind: 'parse', message, details });
const unsupported = (feature: string): QueryError => new QueryError({ kind: 'unsupported', feature });

/** The query parameters PostgREST reserves; every other one is a filter. */
export const RESERVED_PARAMS: ReadonlySet<string> = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
]);
/** The hosted gateway's key parameter: never a filter. */
const GATEWAY_PARAMS: ReadonlySet<string> = new Set(['apikey']);
const COMPARISONS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']);
/** PostgREST's other operators: valid there, refused here by name. */
const OTHER_OPERATORS = new Set([
  'match',
  'imatch',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
]);
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);
const MAX_NAME = 63;

/**
 * A plain column name. What PostgREST accepts in its place and this server does not is refused by
 * name: JSON paths (`data->>x`), casts (`col::text`), embedded resources and aggregates (`rel(…)`,
 * `count()`), spreads (`...rel`), relationship hints (`rel!fk`).
 */
function columnName(raw: string, where: string): string {
  const name = raw.trim();
  const param = where.replace(/ parameter$/, '=');
  if (name.includes('->')) throw unsupported(`JSON paths (-> and ->>) in ${param}`);
  if (name.includes('::')) throw unsupported(`casts (::type) in ${param}`);
  if (name.startsWith('...')) throw unsupported(`spreads (...) in ${param}`);
  if (/[()!]/.test(name)) throw unsupported(`embedded resources and aggregates in ${param}`);
  if (name === '' || name.length > MAX_NAME || /[-><:]/.test(name)) {
    throw parseError(`"failed to parse ${where}"`, `Unsupported column reference: ${raw}`);
  }
  return name;
}

/**
 * Splits a list on commas as PostgREST reads `in.(…)`: an element that starts with a double quote
 * runs to the closing quote (`\"` and `\\` escaped) and may hold commas and parentheses; any
 * other element runs to the next comma, quotes inside it kept as they are. Unquoted elements are
 * trimmed.
 */
function splitList(text: string): string[] {
  const items: string[] = [];
  let i = 0;
  for (;;) {
    const quoted = /^\s*"((?:[^"\\]|\\.)*)"\s*(?:,|$)/.exec(text.slice(i));
    if (quoted !== null) {
      items.push((quoted[1] ?? '').replace(/\\(.)/g, '$1'));
      i += quoted[0].length;
      if (!quoted[0].endsWith(',')) return items;
      continue;
    }
    const comma = text.indexOf(',', i);
    items.push((comma < 0 ? text.slice(i) : text.slice(i, comma)).trim());
    if (comma < 0) return items;
    i = comma + 1;
  }
}

/** Splits on the commas (or the first colon) outside double quotes. */
function splitOutsideQuotes(text: string, separator: ',' | ':'): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && quoted) i++;
    else if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === separator) {
      if (separator === ':' && text[i + 1] === ':') return [text];
      parts.push(text.slice(start, i));
      start = i + 1;
      if (separator === ':') break;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A select name: `"any name"` in double quotes (PostgREST's quoted identifiers), else a plain one. */
function selectName(raw: string): string {
  const quoted = /^\s*"((?:[^"\\]|\\.)+)"\s*$/.exec(raw);
  if (quoted !== null && (quoted[1] ?? '').length <= MAX_NAME)
    return (quoted[1] ?? '').replace(/\\(.)/g, '$1');
  return columnName(raw, 'select parameter');
}

function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return [{ star: true }];
  if (/[()]/.test(raw.replace(/"(?:[^"\\]|\\.)*"/g, ''))) {
    throw unsupported('embedded resources and aggregates in select=');
  }
  const items = splitOutsideQuotes(raw, ',').map((part): SelectItem => {
    const item = part.trim();
    if (item === '*') return { star: true };
    const [first = '', second] = splitOutsideQuotes(item, ':');
    if (second !== undefined && first.trim() !== '') {
      return { star: false, alias: selectName(first), column: selectName(second) };
    }
    const column = selectName(item);
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
        throw parseError('"failed to parse select parameter"', '"*" is selected more than once');
      continue;
    }
    if (columns.has(item.column) || names.has(item.alias)) {
      throw parseError(
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
    if (term.includes('(')) throw unsupported('ordering by embedded resources in order=');
    if (term.includes('->')) throw unsupported('JSON paths (-> and ->>) in order=');
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
      else throw parseError('"failed to parse order"', `Unknown order modifier: ${m}`);
    }
    return out;
  });
}

function parseCount(raw: string | null, name: string): number | undefined {
  if (raw === null || raw === '') return undefined;
  if (name === 'limit' && /^-\d+$/.test(raw)) {
    throw new QueryError({ kind: 'range', details: 'Limit should be greater than or equal to zero.' });
  }
  if (!/^\d{1,9}$/.test(raw))
    throw parseError(
      `"failed to parse ${name} parameter (${raw})"`,
      `${name} must be a non-negative integer`,
    );
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
  if (column.includes('.') && !column.includes('->')) throw unsupported('filters on embedded resources');
  const col = columnName(column, 'filters');
  if (dot < 0) throw parseError(`"failed to parse filter (${raw})"`, 'Expected operator.value');
  const bareOp = op.replace(/\((any|all)\)$/, '');
  if (bareOp !== op && (COMPARISONS.has(bareOp) || bareOp === 'match' || bareOp === 'imatch')) {
    throw unsupported(`the (any) and (all) operator modifiers (${op})`);
  }
  if (OTHER_OPERATORS.has(op) || /^(fts|plfts|phfts|wfts)\(/.test(op)) {
    throw unsupported(`the ${op.replace(/\(.*$/, '')} filter operator`);
  }
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
      throw parseError(`"failed to parse filter (${raw})"`, 'is accepts null, true, false or unknown');
    return { column: col, negate, op: 'is', value: v as 'null' };
  }
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw parseError(`"failed to parse filter (${raw})"`, 'in expects a parenthesised list');
    }
    const inner = value.slice(1, -1);
    return { column: col, negate, op: 'in', values: inner === '' ? [] : splitList(inner) };
  }
  throw parseError(`"failed to parse filter (${raw})"`, `Unknown operator: ${op}`);
}

/** The parameters of a query string that are filters (neither reserved nor the gateway's key). */
export function filterParams(params: URLSearchParams): string[] {
  return [...new Set(params.keys())].filter((k) => !RESERVED_PARAMS.has(k) && !GATEWAY_PARAMS.has(k));
}

/** Parses the query string of a /rest/v1 request (form-decoded, so `+` is a space). */
export function parseRestQuery(params: URLSearchParams): Result<RestQuery, QueryProblem> {
  try {
    return ok(parseParams(params));
  } catch (e) {
    if (e instanceof QueryError) return err(e.problem);
    throw e;
  }
}

function parseParams(params: URLSearchParams): RestQuery {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key) || GATEWAY_PARAMS.has(key)) continue;
    if (/^(not\.)?(or|and)$/.test(key) || /\.(not\.)?(or|and)$/.test(key)) {
      throw unsupported('or= and and= filters (logic trees)');
    }
    if (/\.(order|limit|offset)$/.test(key)) throw unsupported(`${key}= (embedded resources)`);
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
