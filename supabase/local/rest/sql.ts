import type { Filter, OrderTerm, RestQuery, SelectItem } from './query.ts';

/** SQL text plus its positional parameters. Values only ever travel as parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Collects parameters and hands out their `$n` placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A quoted identifier: `"name"`, with embedded quotes doubled. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A table in the exposed schema. Always schema-qualified, so nothing outside `public` is reachable. */
export function publicName(name: string): string {
  return `"public".${ident(name)}`;
}

function selectList(items: SelectItem[]): string {
  return items.map((i) => (i.star ? '*' : `${ident(i.column)} as ${ident(i.alias)}`)).join(', ');
}

const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
} as const;

function filterSql(f: Filter, p: Params): string {
  const col = ident(f.column);
  let sql: string;
  if (f.op === 'is') sql = `${col} is ${f.value}`;
  else if (f.op === 'in')
    sql = f.values.length === 0 ? 'false' : `${col} in (${f.values.map((v) => p.add(v)).join(', ')})`;
  else sql = `${col} ${OPERATORS[f.op]} ${p.add(f.value)}`;
  return f.negate ? `not (${sql})` : sql;
}

function whereSql(filters: Filter[], p: Params): string {
  return filters.length === 0 ? '' : ` where ${filters.map((f) => filterSql(f, p)).join(' and ')}`;
}

function orderSql(order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (o) =>
      `${ident(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls === undefined ? '' : ` nulls ${o.nulls}`}`,
  );
  return ` order by ${terms.join(', ')}`;
}

/** The result columns every statement below returns. */
export interface ResultRow extends Record<string, unknown> {
  /** JSON array of the rows, as text (json_agg keeps Postgres' own JSON rendering). */
  body: string | null;
  /** The single row as JSON text when exactly one row came back. */
  one: string | null;
  /** Rows read or affected. */
  n: number;
  /** Rows newly inserted (upserts only). */
  inserted?: number;
  /** True when `body` was longer than the response cap: body and one are then null. */
  too_large?: boolean;
}

/**
 * Wraps a statement returning `body, one, n[, inserted]` so that a body longer than `maxBytes`
 * never leaves the database: it comes back as null with `too_large` set (the route answers 413).
 */
function capped(inner: string, p: Params, maxBytes: number, extra = ''): string {
  const cap = `${p.add(maxBytes)}::int`;
  const over = `coalesce(octet_length(_b.body) > ${cap}, false)`;
  return `select case when ${over} then null else _b.body end as body,
       case when ${over} then null else _b.one end as one,
       ${over} as too_large, _b.n${extra}
     from (${inner}) _b`;
}

function aggregate(source: string, select: SelectItem[], withBody: boolean): string {
  const rows = `(select ${selectList(select)} from ${source}) _r`;
  return withBody
    ? `(select coalesce(json_agg(_r), '[]') from ${rows})::text as body,
       (select (json_agg(_r) -> 0)::text from ${rows}) as one`
    : 'null::text as body, null::text as one';
}

/** GET: rows matching the filters, ordered and paged, aggregated to JSON in the database. */
export function selectStatement(
  table: string,
  q: RestQuery,
  maxRows: number,
  withBody: boolean,
  maxBytes: number,
): Statement {
  const p = new Params();
  const limit = Math.min(q.limit ?? maxRows, maxRows);
  const inner = `(select * from ${publicName(table)}${whereSql(q.filters, p)}${orderSql(q.order)} limit ${p.add(limit)} offset ${p.add(q.offset ?? 0)}) _src`;
  // One pass over the rows: body, first row and count from the same aggregate.
  const sql = withBody
    ? capped(
        `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as one, count(*)::int as n
       from (select ${selectList(q.select)} from ${inner}) _r`,
        p,
        maxBytes,
      )
    : `select null::text as body, null::text as one, count(*)::int as n from ${inner}`;
  return { sql, params: p.values };
}

/** `Prefer: count=exact`: the number of rows matching the filters, ignoring limit and offset. */
export function countStatement(table: string, q: RestQuery): Statement {
  const p = new Params();
  return {
    sql: `select count(*)::int as total from ${publicName(table)}${whereSql(q.filters, p)}`,
    params: p.values,
  };
}

function mutationResult(
  q: RestQuery,
  representation: boolean,
  upsert: boolean,
  p: Params,
  maxBytes: number,
): string {
  const body = aggregate('(select (_mutation._row).* from _mutation) _rows', q.select, representation);
  const inserted = upsert ? ', (select count(*)::int from _mutation where _inserted) as inserted' : '';
  return capped(
    `select ${body}, (select count(*)::int from _mutation) as n${inserted}`,
    p,
    maxBytes,
    upsert ? ', _b.inserted' : '',
  );
}

/**
 * POST: inserts the JSON rows through json_populate_recordset, so every value is converted by
 * Postgres with the column's own type. Only `columns` are written; the rest get their DEFAULT.
 * With `upsert`, `conflict` names the unique columns (default: the primary key).
 */
export function insertStatement(
  table: string,
  q: RestQuery,
  rows: unknown[],
  columns: string[],
  opts: {
    representation: boolean;
    upsert: 'merge-duplicates' | 'ignore-duplicates' | undefined;
    conflict: string[];
    maxBytes: number;
  },
): Statement {
  const p = new Params();
  const target = publicName(table);
  const cols = columns.map(ident).join(', ');
  const recordset = `json_populate_recordset(null::${target}, ${p.add(JSON.stringify(rows))}::json)`;
  const insert =
    columns.length === 0
      ? `insert into ${target} as _t select from ${recordset} _src`
      : `insert into ${target} as _t (${cols}) select ${cols} from ${recordset} _src`;
  let conflict = '';
  if (opts.upsert !== undefined) {
    const keys = opts.conflict.map(ident).join(', ');
    const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
    conflict =
      opts.upsert === 'merge-duplicates' && columns.length > 0
        ? ` on conflict (${keys}) do update set ${updates}`
        : ` on conflict (${keys}) do nothing`;
  }
  const upsert = opts.upsert !== undefined;
  const returning = `${returningSql(opts.representation)}${upsert ? ', (_t.xmax = 0) as _inserted' : ''}`;
  return {
    sql: `with _mutation as (${insert}${conflict}${returning}) ${mutationResult(q, opts.representation, upsert, p, opts.maxBytes)}`,
    params: p.values,
  };
}

/**
 * `RETURNING _t` (the whole row) only when the client wants the rows back: returning rows makes
 * Postgres apply the SELECT policies to them, exactly as PostgREST's `return=representation` does.
 */
function returningSql(representation: boolean): string {
  return representation ? ' returning _t as _row' : ' returning 1 as _one';
}

/** PATCH: sets `columns` from the JSON object on every row the filters (and RLS) let through. */
export function updateStatement(
  table: string,
  q: RestQuery,
  patch: Record<string, unknown>,
  columns: string[],
  representation: boolean,
  maxBytes: number,
): Statement {
  const p = new Params();
  const target = publicName(table);
  const cols = columns.map(ident).join(', ');
  const values = `(select ${cols} from json_populate_record(null::${target}, ${p.add(JSON.stringify(patch))}::json))`;
  const update = `update ${target} as _t set (${cols}) = ${values}${whereSql(q.filters, p)}${returningSql(representation)}`;
  return {
    sql: `with _mutation as (${update}) ${mutationResult(q, representation, false, p, maxBytes)}`,
    params: p.values,
  };
}

/** DELETE: removes every row the filters (and RLS) let through. */
export function deleteStatement(
  table: string,
  q: RestQuery,
  representation: boolean,
  maxBytes: number,
): Statement {
  const p = new Params();
  const del = `delete from ${publicName(table)} as _t${whereSql(q.filters, p)}${returningSql(representation)}`;
  return {
    sql: `with _mutation as (${del}) ${mutationResult(q, representation, false, p, maxBytes)}`,
    params: p.values,
  };
}

/** The primary-key columns of a public table (upsert's default conflict target). */
export function primaryKeyStatement(table: string): Statement {
  return {
    sql: `select a.attname::text as name
          from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = to_regclass($1) and i.indisprimary
          order by array_position(i.indkey::int2[], a.attnum)`,
    params: [publicName(table)],
  };
}

/** A public function as rpc sees it: how it returns, and the names of its input arguments. */
export interface FunctionInfo extends Record<string, unknown> {
  retset: boolean;
  is_void: boolean;
  is_composite: boolean;
  /** Input argument names in order ('' for an unnamed one). */
  args: string[];
  /** How many of the last input arguments have defaults. */
  defaults: number;
}

/** Every public function named `name` (overloads included), to pick the one the arguments call. */
export function functionInfoStatement(name: string): Statement {
  return {
    sql: `select p.proretset as retset, (p.prorettype = 'void'::regtype) as is_void, (t.typtype = 'c') as is_composite,
            coalesce((select array_agg(coalesce(a.name, '') order by a.i)
                      from unnest(coalesce(p.proargnames, array_fill(''::text, array[coalesce(cardinality(p.proallargtypes), p.pronargs)])),
                                  coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs])))
                           with ordinality as a(name, mode, i)
                      where a.mode in ('i', 'b', 'v')), '{}')::text[] as args,
            p.pronargdefaults::int as defaults
          from pg_proc p join pg_type t on t.oid = p.prorettype
          where p.pronamespace = 'public'::regnamespace and p.proname = $1 and p.prokind = 'f'`,
    params: [name],
  };
}

/**
 * The overload that named arguments `keys` call, as PostgREST matches them: every key is one of its
 * input arguments, and every argument without a default is given.
 */
export function matchFunction(candidates: FunctionInfo[], keys: string[]): FunctionInfo | undefined {
  return candidates.find((fn) => {
    const required = fn.args.slice(0, fn.args.length - fn.defaults);
    return keys.every((k) => fn.args.includes(k)) && required.every((a) => keys.includes(a));
  });
}

/** POST /rpc/<fn>: calls the function with named arguments, each value a parameter. */
export function rpcStatement(
  name: string,
  args: Record<string, unknown>,
  shape: { isVoid: boolean; isSet: boolean },
  maxBytes: number,
): Statement {
  const p = new Params();
  const argList = Object.entries(args)
    .map(([key, value]) => `${ident(key)} => ${p.add(argText(value))}`)
    .join(', ');
  const call = `${publicName(name)}(${argList})`;
  if (shape.isVoid) return { sql: `select ${call}`, params: p.values };
  const inner = shape.isSet
    ? `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as one, count(*)::int as n from ${call} _r`
    : `select to_json(${call})::text as body, null::text as one, 1 as n`;
  return { sql: capped(inner, p, maxBytes), params: p.values };
}

function argText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
