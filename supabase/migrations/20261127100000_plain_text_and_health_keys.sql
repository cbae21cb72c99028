-- Names and descriptions are plain text; health data is found however its key is spelled; a
-- workout plan's specific goals are health data too.
--
-- 1. Plan names and descriptions and display names hold no control characters (a CR/LF in a plan
--    name used to forge lines in the exported calendar) and no bidi embeddings, overrides or
--    isolates (U+202A–U+202E, U+2066–U+2069, which reverse text on screen). Existing rows are
--    cleaned first (a line break becomes a space, the rest is removed), then CHECK constraints
--    hold every write. The profile made at sign-up strips them from the sign-up metadata, so a
--    sign-up never fails on its display name.
-- 2. A key names health data when, normalised (NFKC, lower case, look-alike Cyrillic and Greek
--    letters as Latin, everything but letters and digits removed: whitespace, zero-width and other
--    format characters, punctuation), it contains a health stem: 'allergies ', 'allergi',
--    'dietaryRestrictions', 'Intolerances', 'aller\u200bgies', 'specificGoals' all do.
-- 3. A workout plan naming specific goals (plan_data's formData.specificGoals, the description's
--    'Specifika mål: …' part) needs the owner's consent, exactly as a meal plan naming allergies;
--    withdrawing consent clears them from saved workout plans too.

-- True when `value` holds a control character (C0, DEL, C1) or a bidi embedding, override or
-- isolate. Tab and line breaks count: names and descriptions are one line.
create or replace function private.has_unsafe_characters(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '[\x01-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]'
$$;

-- `value` made plain: line breaks and tabs become a space, the other unsafe characters go.
create or replace function private.plain_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    pg_catalog.regexp_replace(value, '[\t\n\r\u2028\u2029]+', ' ', 'g'),
    '[\x01-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]', '', 'g'
  )
$$;

update public.meal_plans
  set name = coalesce(nullif(btrim(private.plain_text(name)), ''), 'Måltidsplan'),
      description = private.plain_text(description)
  where private.has_unsafe_characters(name) or private.has_unsafe_characters(description);
update public.workout_plans
  set name = coalesce(nullif(btrim(private.plain_text(name)), ''), 'Träningsschema'),
      description = private.plain_text(description)
  where private.has_unsafe_characters(name) or private.has_unsafe_characters(description);
update public.profiles
  set display_name = private.plain_text(display_name)
  where private.has_unsafe_characters(display_name);

alter table public.meal_plans
  add constraint meal_plans_name_plain check (not private.has_unsafe_characters(name)),
  add constraint meal_plans_description_plain
    check (description is null or not private.has_unsafe_characters(description));
alter table public.workout_plans
  add constraint workout_plans_name_plain check (not private.has_unsafe_characters(name)),
  add constraint workout_plans_description_plain
    check (description is null or not private.has_unsafe_characters(description));
alter table public.profiles
  add constraint profiles_display_name_plain
    check (display_name is null or not private.has_unsafe_characters(display_name));

-- The profile row for a new user, as before, with the display name made plain.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, display_name)
  values (
    new.id,
    left(
      coalesce(
        nullif(pg_catalog.btrim(private.plain_text(new.raw_user_meta_data ->> 'display_name')), ''),
        private.plain_text(pg_catalog.split_part(coalesce(new.email, ''), '@', 1))
      ),
      100
    )
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;

-- A key as the health rule compares it: NFKC, lower case, look-alike Cyrillic and Greek letters
-- mapped to Latin, and only letters and digits kept (Latin, the Swedish å ä ö, é ü).
create or replace function private.normalised_key(key text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    pg_catalog.translate(
      pg_catalog.lower(pg_catalog.normalize(key, 'NFKC')),
      'аеорсухіјѕԁκνοαειρτυχ',
      'aeopcyxijsdkvoaeiptux'
    ),
    '[^a-z0-9åäöéü]', '', 'g'
  )
$$;

-- The object keys that carry health data: allergies, restrictions, intolerances, hypersensitivity
-- (Swedish or English, any spelling the normalisation folds together) and a workout form's
-- specific goals.
create or replace function private.is_health_data_key(key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.normalised_key(key)
    ~ '(allerg|restrict|restrikt|intoleran|overkanslig|överkänslig|specificgoal|specifikamal|specifikamål)'
$$;

-- True when a workout plan's description carries specific goals ('… | Specifika mål: ont i knät').
create or replace function private.description_names_specific_goals(description text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(private.normalised_key(description) ~ 'specifikam[aå]l.', false)
$$;

-- The description without its specific-goals part.
create or replace function private.description_without_specific_goals(description text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when description is null then null
    else nullif(pg_catalog.regexp_replace(description, '\s*\|?\s*Specifika\s+m.l\s*:.*$', '', 'i'), '')
  end
$$;

-- A workout plan naming specific goals needs the owner's consent, whoever writes it (42501, as
-- for meal plans).
create or replace function private.workout_plan_health_data_needs_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (private.jsonb_names_health_data(new.plan_data) or private.description_names_specific_goals(new.description))
     and not exists (
       select 1 from public.profiles p
       where p.user_id = new.user_id and p.health_data_consent_at is not null
     ) then
    raise exception 'A workout plan that names specific goals needs consent to health data'
      using errcode = '42501',
            hint = 'Give consent (profiles.health_data_consent_at) before saving specific goals.';
  end if;
  return new;
end;
$$;

create trigger workout_plans_health_data_needs_consent
  before insert or update of description, plan_data on public.workout_plans
  for each row execute function private.workout_plan_health_data_needs_consent();

-- Clearing consent (any path) clears the health data of saved workout plans too.
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
end;
$$;

revoke all on function private.clear_saved_health_data(uuid) from public;
