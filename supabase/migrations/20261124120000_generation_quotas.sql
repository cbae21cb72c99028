-- Per-caller quotas for the edge functions' AI path (bursts per minute; AI generations per hour and day per caller, and a global daily ceiling).
-- Counters live in Postgres so they hold across function instances and restarts. The table is in
-- the unexposed `private` schema, has RLS on and no grants: no client role (anon, authenticated)
-- and not even service_role can read or write it directly. The functions reach it only through
-- public.consume_generation_quota(), which only service_role may execute.

create schema if not exists private;

create table private.generation_counters (
  -- 'user:<uuid>', 'addr:<salted sha-256 of the client address>' or 'global'.
  subject text not null check (char_length(subject) between 1 and 100),
  function_name text not null check (function_name in ('generate-meal-plan', 'generate-workout-plan')),
  -- 'minute' counts every valid request (bursts); 'hour' and 'day' count AI generations.
  period text not null check (period in ('minute', 'hour', 'day')),
  period_start timestamptz not null,
  hits integer not null default 0 check (hits >= 0),
  primary key (subject, function_name, period, period_start)
);

comment on table private.generation_counters is
  'Requests and AI generations per caller and window; kept two days (an address hash is personal data).';

create index generation_counters_period_start on private.generation_counters (period_start);

alter table private.generation_counters enable row level security;
revoke all on table private.generation_counters from public, anon, authenticated, service_role;

-- One call per valid request. Counts the request in the caller's minute window; more than
-- p_burst_per_minute gives 'burst' (the function answers 429 with Retry-After). When the AI path
-- is wanted, checks the caller's hour and day and everyone's day; within all three it counts one
-- generation and answers 'ai', else 'hour', 'day' or 'global' (the function serves the rules with
-- a notice). Without p_wants_ai it answers 'rules'. Windows are whole minutes and hours, and days
-- in Swedish time; `retryAfter` is the seconds until the window that refused ends. p_now is the
-- function's clock, so tests can move time without sleeping.
create or replace function public.consume_generation_quota(
  p_function text,
  p_subject text,
  p_wants_ai boolean,
  p_burst_per_minute integer,
  p_per_hour integer,
  p_per_day integer,
  p_global_per_day integer,
  p_now timestamptz default now()
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  minute_start timestamptz := date_trunc('minute', p_now);
  hour_start timestamptz := date_trunc('hour', p_now);
  day_start timestamptz := date_trunc('day', p_now, 'Europe/Stockholm');
  day_end timestamptz := date_trunc('day', p_now + interval '1 day', 'Europe/Stockholm');
  requests integer;
  used integer;
begin
  if p_function is null or p_subject is null or p_now is null or p_wants_ai is null
     or p_subject = 'global'
     or coalesce(least(p_burst_per_minute, p_per_hour, p_per_day, p_global_per_day), 0) < 1 then
    raise exception 'consume_generation_quota: invalid arguments' using errcode = '22023';
  end if;

  -- Old windows go: nothing older than two days is ever needed.
  delete from private.generation_counters where period_start < p_now - interval '2 days';

  insert into private.generation_counters as c (subject, function_name, period, period_start, hits)
  values (p_subject, p_function, 'minute', minute_start, 1)
  on conflict (subject, function_name, period, period_start) do update set hits = c.hits + 1
  returning hits into requests;
  if requests > p_burst_per_minute then
    return jsonb_build_object('decision', 'burst',
      'retryAfter', greatest(1, ceil(extract(epoch from (minute_start + interval '1 minute' - p_now))))::int);
  end if;
  if not p_wants_ai then
    return jsonb_build_object('decision', 'rules');
  end if;

  -- One caller's checks and counts happen one at a time, so parallel requests cannot overshoot.
  perform pg_advisory_xact_lock(hashtextextended(p_function || ':' || p_subject, 0));

  select coalesce(sum(hits), 0) into used from private.generation_counters
  where subject = p_subject and function_name = p_function and period = 'hour' and period_start = hour_start;
  if used >= p_per_hour then
    return jsonb_build_object('decision', 'hour',
      'retryAfter', greatest(1, ceil(extract(epoch from (hour_start + interval '1 hour' - p_now))))::int);
  end if;
  select coalesce(sum(hits), 0) into used from private.generation_counters
  where subject = p_subject and function_name = p_function and period = 'day' and period_start = day_start;
  if used >= p_per_day then
    return jsonb_build_object('decision', 'day',
      'retryAfter', greatest(1, ceil(extract(epoch from (day_end - p_now))))::int);
  end if;
  select coalesce(sum(hits), 0) into used from private.generation_counters
  where subject = 'global' and function_name = p_function and period = 'day' and period_start = day_start;
  if used >= p_global_per_day then
    return jsonb_build_object('decision', 'global',
      'retryAfter', greatest(1, ceil(extract(epoch from (day_end - p_now))))::int);
  end if;

  insert into private.generation_counters as c (subject, function_name, period, period_start, hits)
  values (p_subject, p_function, 'hour', hour_start, 1),
         (p_subject, p_function, 'day', day_start, 1),
         ('global', p_function, 'day', day_start, 1)
  on conflict (subject, function_name, period, period_start) do update set hits = c.hits + 1;
  return jsonb_build_object('decision', 'ai');
end;
$$;

comment on function public.consume_generation_quota(text, text, boolean, integer, integer, integer, integer, timestamptz) is
  'Counts one edge-function request and decides: ai, rules, hour, day, global (AI quota spent) or burst (429).';

revoke all on function public.consume_generation_quota(text, text, boolean, integer, integer, integer, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.consume_generation_quota(text, text, boolean, integer, integer, integer, integer, timestamptz)
  to service_role;
