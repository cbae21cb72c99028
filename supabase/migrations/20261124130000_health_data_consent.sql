-- Health data (GDPR art. 9): weight, height and allergies are stored on an account only with the
-- user's explicit consent. The database records when consent was given (its own clock, never the
-- client's), refuses weight and height without it, refuses saving a meal plan that names allergies
-- or restrictions without it, and withdrawing it clears them all.

alter table public.profiles add column health_data_consent_at timestamptz;

comment on column public.profiles.health_data_consent_at is
  'When the user consented to storing health data (weight, height, allergies); null = no consent.';

-- NOT VALID: enforced for every write from now on without rewriting rows stored before consent existed.
alter table public.profiles
  add constraint profiles_health_data_needs_consent
  check (health_data_consent_at is not null or (weight is null and height is null)) not valid;

-- The consent time is the database's: a new consent gets now(), an existing one keeps its time.
create or replace function private.stamp_health_data_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.health_data_consent_at is not null then
    if tg_op = 'UPDATE' and old.health_data_consent_at is not null then
      new.health_data_consent_at := old.health_data_consent_at;
    else
      new.health_data_consent_at := now();
    end if;
  end if;
  return new;
end;
$$;

create trigger profiles_stamp_health_data_consent
  before insert or update on public.profiles
  for each row execute function private.stamp_health_data_consent();

grant insert (health_data_consent_at), update (health_data_consent_at) on table public.profiles to authenticated;

-- A saved meal plan whose preferences name allergies or restrictions is health data too.
drop policy "meal_plans: owner inserts" on public.meal_plans;
create policy "meal_plans: owner inserts" on public.meal_plans
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and (
      coalesce(nullif(btrim(preferences ->> 'restrictions'), ''), nullif(btrim(preferences ->> 'allergies'), '')) is null
      or exists (
        select 1 from public.profiles p
        where p.user_id = (select auth.uid()) and p.health_data_consent_at is not null
      )
    )
  );

-- Withdrawing consent: weight, height and the consent go, and so do the allergies and restrictions
-- in every saved meal plan (plan rows are otherwise read-only for their owner).
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
  update public.meal_plans
    set preferences = preferences - 'restrictions' - 'allergies'
    where user_id = caller and (preferences ? 'restrictions' or preferences ? 'allergies');
end;
$$;

comment on function public.withdraw_health_data_consent() is
  'Withdraws the caller''s consent to health data and clears weight, height and saved allergies.';

revoke all on function public.withdraw_health_data_consent() from public, anon;
grant execute on function public.withdraw_health_data_consent() to authenticated;
