-- The training log (Träningsdagbok) and the weight log (Vikt och energi): each person's own rows,
-- written by the device with ids it makes itself, so a retried or queued write is an idempotent
-- upsert and never a duplicate.
--
-- Both are health data: like the profile's weight and the allergies of saved plans they are stored
-- only with consent (profiles.health_data_consent_at), and withdrawing consent (any path) deletes
-- them. Deleting the account deletes them through ON DELETE CASCADE. Each table has a cap per user,
-- answered with SQLSTATE HP001 as the saved plans' cap is.
--
-- Privileges: anon has none; authenticated reads, writes and deletes only its own rows, and only
-- the columns the site sends.

-- One weigh-in per person and calendar day: the day is the row's identity, so a second weigh-in
-- for the day replaces the first (upsert on user_id, day).
create table public.weight_entries (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  day date not null,
  kg numeric(4, 1) not null check (kg between 20 and 400),
  waist_cm numeric(4, 1) check (waist_cm is null or waist_cm between 40 and 250),
  updated_at timestamptz not null default now(),
  primary key (user_id, day),
  -- A calendar day, never a future one (a day ahead of the database's UTC date is allowed: it is
  -- already tomorrow in Sweden for an hour or two after midnight).
  constraint weight_entries_not_future check (day <= (now() at time zone 'utc')::date + 1)
);

comment on table public.weight_entries is 'A person''s weigh-ins, one per calendar day (health data: needs consent).';

-- A training session: one day of a workout plan, as done.
create table public.training_sessions (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  day date not null,
  title text not null check (char_length(title) between 1 and 200 and not private.has_unsafe_characters(title)),
  kind text not null check (kind in ('strength', 'cardio', 'mobility')),
  -- Cardio: minutes, optional kilometres, effort 1–10 (RPE).
  duration_min numeric(5, 1) check (duration_min is null or duration_min > 0 and duration_min <= 1440),
  distance_km numeric(5, 2) check (distance_km is null or distance_km > 0 and distance_km <= 500),
  rpe smallint check (rpe is null or rpe between 1 and 10),
  started_at timestamptz not null,
  finished_at timestamptz check (finished_at is null or finished_at >= started_at),
  updated_at timestamptz not null default now(),
  constraint training_sessions_not_future check (day <= (now() at time zone 'utc')::date + 1)
);

comment on table public.training_sessions is 'A training session a person logged (health data: needs consent).';

create index training_sessions_user_id_day_idx on public.training_sessions (user_id, day desc);

-- A set of an exercise in a session: weight in steps of 0.5 kg (none for bodyweight work) and
-- reps, or seconds for a hold.
create table public.training_sets (
  id uuid primary key,
  session_id uuid not null references public.training_sessions (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  exercise text not null check (char_length(exercise) between 1 and 200 and not private.has_unsafe_characters(exercise)),
  position smallint not null check (position between 0 and 199),
  kg numeric(5, 1) check (kg is null or (kg >= 0 and kg <= 600 and kg * 2 = trunc(kg * 2))),
  reps smallint check (reps is null or reps between 1 and 200),
  seconds integer check (seconds is null or seconds between 1 and 14400),
  done boolean not null default false,
  -- What the log suggested for the set, so the next suggestion can tell a lowered weight from a
  -- full session.
  suggested_kg numeric(5, 1) check (suggested_kg is null or suggested_kg between 0 and 600),
  target_reps smallint check (target_reps is null or target_reps between 1 and 200),
  updated_at timestamptz not null default now()
);

comment on table public.training_sets is 'A set of an exercise in a logged training session.';

create index training_sets_session_id_idx on public.training_sets (session_id, position);
create index training_sets_user_id_exercise_idx on public.training_sets (user_id, exercise);

-- A set belongs to a session of the same person.
create or replace function private.training_set_owner_matches()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.training_sessions s where s.id = new.session_id and s.user_id = new.user_id
  ) then
    raise exception 'A set belongs to a session of the same person' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger training_sets_owner_matches
  before insert or update of session_id, user_id on public.training_sets
  for each row execute function private.training_set_owner_matches();

-- Health data needs consent, whoever writes it (a trigger, so the service role is held to it too).
create or replace function private.log_needs_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.profiles p where p.user_id = new.user_id and p.health_data_consent_at is not null
  ) then
    raise exception 'The % needs consent to health data', replace(tg_table_name, '_', ' ')
      using errcode = '42501',
            hint = 'Give consent (profiles.health_data_consent_at) before saving the log.';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger weight_entries_need_consent
  before insert or update on public.weight_entries
  for each row execute function private.log_needs_consent();
create trigger training_sessions_need_consent
  before insert or update on public.training_sessions
  for each row execute function private.log_needs_consent();
create trigger training_sets_need_consent
  before insert or update on public.training_sets
  for each row execute function private.log_needs_consent();

-- Caps, one rule for every table that grows with use: at most TG_ARGV[0] rows with the same value
-- in the column TG_ARGV[1] (the person, or the session). A transaction-scoped advisory lock per
-- table and value makes concurrent inserts count one after another, so a cap holds under a race
-- too. One more raises SQLSTATE HP001 (answered 400 by PostgREST), which the site shows in Swedish.
-- The saved plans' cap (200 of each kind per person) moves onto it.
create or replace function private.row_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap constant integer := tg_argv[0]::integer;
  scope constant text := tg_argv[1];
  owner constant uuid := (to_jsonb(new) ->> scope)::uuid;
  saved integer;
begin
  perform pg_advisory_xact_lock(hashtext(tg_table_name), hashtext(owner::text));
  execute format('select count(*) from %I.%I where %I = $1', tg_table_schema, tg_table_name, scope)
    into saved using owner;
  if saved >= cap then
    raise exception '% limit reached: at most % rows per %', replace(tg_table_name, '_', ' '), cap, scope
      using errcode = 'HP001',
            hint = 'Delete some before adding new ones.';
  end if;
  return new;
end;
$$;

-- Ten years of daily weigh-ins, two thousand sessions, a hundred sets a session.
create trigger weight_entries_cap
  before insert on public.weight_entries
  for each row execute function private.row_cap('3660', 'user_id');
create trigger training_sessions_cap
  before insert on public.training_sessions
  for each row execute function private.row_cap('2000', 'user_id');
create trigger training_sets_cap
  before insert on public.training_sets
  for each row execute function private.row_cap('100', 'session_id');

drop trigger meal_plans_cap on public.meal_plans;
drop trigger workout_plans_cap on public.workout_plans;
drop function private.saved_plan_cap();
create trigger meal_plans_cap
  before insert on public.meal_plans
  for each row execute function private.row_cap('200', 'user_id');
create trigger workout_plans_cap
  before insert on public.workout_plans
  for each row execute function private.row_cap('200', 'user_id');

-- Withdrawing consent (any path) or deleting the profile deletes the logs, as it clears the
-- allergies of saved plans.
create or replace function private.clear_saved_health_data(owner uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.meal_plans
    set preferences = private.jsonb_without_health_data(preferences),
        plan_data = private.jsonb_without_health_data(plan_data)
    where user_id = owner
      and (private.jsonb_names_health_data(preferences) or private.jsonb_names_health_data(plan_data));
  update public.workout_plans
    set plan_data = private.jsonb_without_health_data(plan_data),
        description = private.description_without_specific_goals(description)
    where user_id = owner
      and (private.jsonb_names_health_data(plan_data) or private.description_names_specific_goals(description));
  delete from public.weight_entries where user_id = owner;
  delete from public.training_sessions where user_id = owner;
end;
$$;

revoke all on function private.clear_saved_health_data(uuid) from public;

alter table public.weight_entries enable row level security;
alter table public.training_sessions enable row level security;
alter table public.training_sets enable row level security;

-- Each person reads, writes and deletes only their own rows.
do $$
declare
  t text;
begin
  foreach t in array array['weight_entries', 'training_sessions', 'training_sets'] loop
    execute format('create policy %I on public.%I for select to authenticated using ((select auth.uid()) = user_id)',
                   t || ': owner reads', t);
    execute format('create policy %I on public.%I for insert to authenticated with check ((select auth.uid()) = user_id)',
                   t || ': owner inserts', t);
    execute format('create policy %I on public.%I for update to authenticated using ((select auth.uid()) = user_id) '
                   'with check ((select auth.uid()) = user_id)', t || ': owner updates', t);
    execute format('create policy %I on public.%I for delete to authenticated using ((select auth.uid()) = user_id)',
                   t || ': owner deletes', t);
  end loop;
end;
$$;

revoke all on table public.weight_entries, public.training_sessions, public.training_sets from anon, authenticated;
grant select, delete on table public.weight_entries, public.training_sessions, public.training_sets to authenticated;
-- Insert and update the same columns: an upsert (PostgREST's merge-duplicates) updates every column
-- it sends, the conflict key included; the policies keep user_id the caller's.
grant insert (user_id, day, kg, waist_cm), update (user_id, day, kg, waist_cm)
  on table public.weight_entries to authenticated;
grant insert (id, user_id, day, title, kind, duration_min, distance_km, rpe, started_at, finished_at),
  update (id, user_id, day, title, kind, duration_min, distance_km, rpe, started_at, finished_at)
  on table public.training_sessions to authenticated;
grant insert (id, session_id, user_id, exercise, position, kg, reps, seconds, done, suggested_kg, target_reps),
  update (id, session_id, user_id, exercise, position, kg, reps, seconds, done, suggested_kg, target_reps)
  on table public.training_sets to authenticated;
grant all on table public.weight_entries, public.training_sessions, public.training_sets to service_role;
