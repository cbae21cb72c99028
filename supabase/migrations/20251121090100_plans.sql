-- Saved meal and workout plans. A user reads, saves, renames and deletes only their own.
--
-- Privileges: anon has none. authenticated may select and delete, insert only the columns the
-- save dialogs send, and update only name and description: a saved plan's contents never change.

create table public.meal_plans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  description text check (description is null or char_length(description) <= 2000),
  preferences jsonb not null default '{}'::jsonb
    check (jsonb_typeof(preferences) = 'object' and octet_length(preferences::text) <= 16384),
  plan_data jsonb not null
    check (jsonb_typeof(plan_data) in ('object', 'array') and octet_length(plan_data::text) <= 524288),
  created_at timestamptz not null default now()
);

comment on table public.meal_plans is 'A generated meal plan a user saved, with the preferences it was made from.';

create index meal_plans_user_id_created_at_idx on public.meal_plans (user_id, created_at desc);

create table public.workout_plans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  description text check (description is null or char_length(description) <= 2000),
  -- { workoutPlan: text in the 'DAG n' format, duration, formData, createdAt: ISO timestamp }
  plan_data jsonb not null
    check (
      jsonb_typeof(plan_data) = 'object'
      and jsonb_typeof(plan_data -> 'workoutPlan') = 'string'
      and octet_length(plan_data::text) <= 262144
    ),
  created_at timestamptz not null default now()
);

comment on table public.workout_plans is 'A generated workout schedule a user saved.';

create index workout_plans_user_id_created_at_idx on public.workout_plans (user_id, created_at desc);

alter table public.meal_plans enable row level security;
alter table public.workout_plans enable row level security;

create policy "meal_plans: owner reads" on public.meal_plans
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "meal_plans: owner inserts" on public.meal_plans
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "meal_plans: owner updates" on public.meal_plans
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "meal_plans: owner deletes" on public.meal_plans
  for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "workout_plans: owner reads" on public.workout_plans
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "workout_plans: owner inserts" on public.workout_plans
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "workout_plans: owner updates" on public.workout_plans
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "workout_plans: owner deletes" on public.workout_plans
  for delete to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.meal_plans, public.workout_plans from anon, authenticated;
grant select, delete on table public.meal_plans, public.workout_plans to authenticated;
grant insert (user_id, name, description, preferences, plan_data) on table public.meal_plans to authenticated;
grant insert (user_id, name, description, plan_data) on table public.workout_plans to authenticated;
grant update (name, description) on table public.meal_plans, public.workout_plans to authenticated;
grant all on table public.meal_plans, public.workout_plans to service_role;
