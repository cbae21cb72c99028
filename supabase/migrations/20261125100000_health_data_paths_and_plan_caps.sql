-- Security round two: health-data consent holds on every path, and a cap of 200 saved plans of each kind.
--
-- 1. Consent is enforced on every path, not only through the RPC: clearing
--    profiles.health_data_consent_at through the Data API, or deleting the profile row, clears the
--    allergies and restrictions in the user's saved meal plans exactly as
--    withdraw_health_data_consent() does.
-- 2. Allergies are looked for wherever a meal_plans row can carry them: any key named allergies /
--    allergy / restrictions / restriction (any case), at any depth of preferences AND plan_data,
--    with a non-blank value. A row naming them without consent is refused on insert and update,
--    whoever writes it (a trigger, so the service role is held to it too).
-- 3. At most 200 saved meal plans and 200 saved workout plans per user, so no list grows without
--    bound: one more raises SQLSTATE HP001 (answered 400 by PostgREST), which the site shows in
--    Swedish.

-- True when `value` holds something: a non-blank string, a number, true, or an array/object
-- holding such a value. null, '', '   ', false, [] and {} hold nothing.
create or replace function private.jsonb_has_content(value jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  item jsonb;
begin
  case jsonb_typeof(value)
    when 'string' then
      return btrim(value #>> '{}', E' \t\r\n\u00a0') <> '';
    when 'array' then
      for item in select a.value from jsonb_array_elements(value) a loop
        if private.jsonb_has_content(item) then return true; end if;
      end loop;
      return false;
    when 'object' then
      for item in select e.value from jsonb_each(value) e loop
        if private.jsonb_has_content(item) then return true; end if;
      end loop;
      return false;
    when 'boolean' then
      return value = 'true'::jsonb;
    when 'number' then
      return true;
    else
      return false;
  end case;
end;
$$;

-- The object keys that carry allergies or restrictions (compared lower-cased).
create or replace function private.is_health_data_key(key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select lower(key) in ('allergies', 'allergy', 'restrictions', 'restriction')
$$;

-- True when a document names allergies or restrictions anywhere, at any depth.
create or replace function private.jsonb_names_health_data(value jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  entry record;
  item jsonb;
begin
  case jsonb_typeof(value)
    when 'object' then
      for entry in select e.key, e.value from jsonb_each(value) e loop
        if private.is_health_data_key(entry.key) and private.jsonb_has_content(entry.value) then
          return true;
        end if;
        if jsonb_typeof(entry.value) in ('object', 'array') and private.jsonb_names_health_data(entry.value) then
          return true;
        end if;
      end loop;
      return false;
    when 'array' then
      for item in select a.value from jsonb_array_elements(value) a loop
        if jsonb_typeof(item) in ('object', 'array') and private.jsonb_names_health_data(item) then
          return true;
        end if;
      end loop;
      return false;
    else
      return false;
  end case;
end;
$$;

-- The document without any allergies/restrictions key, at any depth (array order kept).
create or replace function private.jsonb_without_health_data(value jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
  case jsonb_typeof(value)
    when 'object' then
      return coalesce(
        (select jsonb_object_agg(e.key, private.jsonb_without_health_data(e.value))
         from jsonb_each(value) e
         where not private.is_health_data_key(e.key)),
        '{}'::jsonb
      );
    when 'array' then
      return coalesce(
        (select jsonb_agg(private.jsonb_without_health_data(a.value) order by a.ordinality)
         from jsonb_array_elements(value) with ordinality a),
        '[]'::jsonb
      );
    else
      return value;
  end case;
end;
$$;

-- Clears the allergies and restrictions in every saved meal plan of `owner`.
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
end;
$$;

revoke all on function private.clear_saved_health_data(uuid) from public;

-- Consent cleared through any path (the Data API's UPDATE, the RPC) or the profile deleted: the
-- saved allergies go too.
create or replace function private.clear_health_data_without_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.clear_saved_health_data(old.user_id);
  return null;
end;
$$;

create trigger profiles_consent_withdrawn_clears_plans
  after update of health_data_consent_at on public.profiles
  for each row
  when (old.health_data_consent_at is not null and new.health_data_consent_at is null)
  execute function private.clear_health_data_without_consent();

create trigger profiles_deleted_clears_plans
  after delete on public.profiles
  for each row execute function private.clear_health_data_without_consent();

-- A meal plan naming allergies or restrictions anywhere needs the owner's consent, whoever writes
-- it. 42501, as the insert policy answers for the top-level case.
create or replace function private.meal_plan_health_data_needs_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (private.jsonb_names_health_data(new.preferences) or private.jsonb_names_health_data(new.plan_data))
     and not exists (
       select 1 from public.profiles p
       where p.user_id = new.user_id and p.health_data_consent_at is not null
     ) then
    raise exception 'A meal plan that names allergies or restrictions needs consent to health data'
      using errcode = '42501',
            hint = 'Give consent (profiles.health_data_consent_at) before saving allergies.';
  end if;
  return new;
end;
$$;

-- The insert policy goes back to ownership alone: the trigger above is the one consent rule (the
-- policy's top-level test read an empty list '[]' as naming allergies).
drop policy "meal_plans: owner inserts" on public.meal_plans;
create policy "meal_plans: owner inserts" on public.meal_plans
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create trigger meal_plans_health_data_needs_consent
  before insert or update of preferences, plan_data on public.meal_plans
  for each row execute function private.meal_plan_health_data_needs_consent();

-- withdraw_health_data_consent() clears every path too (also rows stored before consent existed).
create or replace function public.withdraw_health_data_consent()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Only a signed-in user can withdraw consent' using errcode = '42501';
  end if;
  update public.profiles
    set weight = null, height = null, health_data_consent_at = null
    where user_id = caller;
  perform private.clear_saved_health_data(caller);
end;
$$;

-- Saved plans per user: at most 200 of each kind. A transaction-scoped advisory lock per user and
-- table makes concurrent inserts count one after another, so the cap holds under a race too.
create or replace function private.saved_plan_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap constant integer := 200;
  saved integer;
begin
  perform pg_advisory_xact_lock(hashtext(tg_table_name), hashtext(new.user_id::text));
  if tg_table_name = 'meal_plans' then
    select count(*) into saved from public.meal_plans where user_id = new.user_id;
  else
    select count(*) into saved from public.workout_plans where user_id = new.user_id;
  end if;
  if saved >= cap then
    raise exception 'plan limit reached: at most % saved % per user', cap, replace(tg_table_name, '_', ' ')
      using errcode = 'HP001',
            hint = 'Delete a saved plan before saving a new one.';
  end if;
  return new;
end;
$$;

create trigger meal_plans_cap
  before insert on public.meal_plans
  for each row execute function private.saved_plan_cap();

create trigger workout_plans_cap
  before insert on public.workout_plans
  for each row execute function private.saved_plan_cap();
