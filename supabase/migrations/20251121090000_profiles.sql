-- Profiles: one row per user, created by a trigger when the user signs up.
--
-- Privileges: anon has none. authenticated may read and delete its own row and write only the
-- columns the profile form edits (user_id is in the insert/update lists because PostgREST's
-- upsert writes every payload column; the WITH CHECK policy keeps it equal to auth.uid()).

create schema if not exists private;
revoke all on schema private from public;

-- Keeps updated_at honest whoever writes the row.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text check (display_name is null or char_length(display_name) <= 100),
  weight numeric(4, 1) check (weight between 1 and 999),
  height numeric(4, 1) check (height between 50 and 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'Display name and body measures of one user; weight in kg, height in cm.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

alter table public.profiles enable row level security;

create policy "profiles: owner reads" on public.profiles
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "profiles: owner inserts" on public.profiles
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "profiles: owner updates" on public.profiles
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "profiles: owner deletes" on public.profiles
  for delete to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.profiles from anon, authenticated;
grant select, delete on table public.profiles to authenticated;
grant insert (user_id, display_name, weight, height) on table public.profiles to authenticated;
grant update (user_id, display_name, weight, height) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- The profile row for a new user: display name from the sign-up metadata, else the part of the
-- e-mail before '@'. SECURITY DEFINER with an empty search_path because GoTrue inserts
-- into auth.users as supabase_auth_admin, which has no privileges on public.
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
        nullif(pg_catalog.btrim(new.raw_user_meta_data ->> 'display_name'), ''),
        pg_catalog.split_part(coalesce(new.email, ''), '@', 1)
      ),
      100
    )
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;

revoke all on function private.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();
