-- Test helpers in the style of basejump's supabase_test_helpers: users are created and signed in by
-- a name the test chooses, never by hand-written auth.users rows and JWT claims. This file runs
-- first (pg_prove and `supabase test db` take the files in name order) and commits, so the `tests`
-- schema exists for every file after it; it is not a migration, so the product's database never
-- has it. Each test file still runs in its own transaction and rolls back the users it made.
--
--   select tests.create_user('owner');               -- owner@example.com, with a profile
--   select tests.authenticate_as('owner');           -- role authenticated, sub = the owner's id
--   select tests.uid('owner');                       -- the owner's id, also after the user is gone
--   select tests.authenticate_as_service_role();     -- role service_role (the edge functions)
--   select tests.clear_authentication();             -- an anonymous visitor (role anon)
--   select tests.act_as(role, claims);               -- any other token, e.g. one without a user
--   reset role;                                      -- back to the superuser that seeds rows

create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

-- The users a test made, by name; rolled back with the test's transaction like the users themselves.
create table if not exists tests.users (
  identifier text primary key,
  id uuid not null unique
);

-- Creates an auth user (and so, through the sign-up trigger, its profile) and returns its id.
-- The e-mail is the identifier @example.com unless the identifier is itself an e-mail address.
create or replace function tests.create_user(
  identifier text,
  metadata jsonb default '{}'::jsonb,
  id uuid default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  user_id uuid := coalesce(id, gen_random_uuid());
begin
  insert into auth.users (id, email, raw_user_meta_data, aud, role)
  values (
    user_id,
    case when identifier like '%@%' then identifier else identifier || '@example.com' end,
    metadata,
    'authenticated',
    'authenticated'
  );
  insert into tests.users (identifier, id) values (create_user.identifier, user_id);
  return user_id;
end
$$;

-- The id of a user made by tests.create_user; raises when there is none, so a typo fails loudly.
create or replace function tests.uid(identifier text) returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found uuid;
begin
  select u.id into found from tests.users u where u.identifier = uid.identifier;
  if found is null then
    raise exception 'tests.uid: no test user named %', identifier;
  end if;
  return found;
end
$$;

-- Takes a role and its JWT claims for the rest of the transaction: what PostgREST does with a
-- request's token. Not security definer: a security definer function may not change the role.
create or replace function tests.act_as(role text, claims jsonb) returns void
language plpgsql
as $$
begin
  perform set_config('role', role, true);
  perform set_config('request.jwt.claims', claims::text, true);
end
$$;

-- Signs in as a test user: role authenticated, sub = the user's id.
create or replace function tests.authenticate_as(identifier text) returns void
language sql
as $$
  select tests.act_as('authenticated', jsonb_build_object('sub', tests.uid(identifier), 'role', 'authenticated'))
$$;

-- The service_role key, as the edge functions use it.
create or replace function tests.authenticate_as_service_role() returns void
language sql
as $$
  select tests.act_as('service_role', '{"role": "service_role"}')
$$;

-- An anonymous visitor: the anon key and no user.
create or replace function tests.clear_authentication() returns void
language sql
as $$
  select tests.act_as('anon', '{"role": "anon"}')
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

-- The helpers do what the other files rely on.
begin;
select plan(9);

select tests.create_user('helper.owner', '{"display_name": "Hjälpare"}');
select tests.create_user('helper.other');

select is(
  (select email from auth.users where id = tests.uid('helper.owner')),
  'helper.owner@example.com',
  'create_user makes an auth user with the identifier as its e-mail'
);
select is(
  (select display_name from public.profiles where user_id = tests.uid('helper.owner')),
  'Hjälpare',
  'create_user passes the metadata to the sign-up trigger, which makes the profile'
);
select throws_ok($$ select tests.uid('nobody') $$, 'P0001', 'tests.uid: no test user named nobody',
  'uid refuses a user that was never made');

select tests.authenticate_as('helper.owner');
select is(current_user::text, 'authenticated', 'authenticate_as takes the authenticated role');
select is(auth.uid(), tests.uid('helper.owner'), 'authenticate_as makes auth.uid() the user''s id');
select tests.authenticate_as('helper.other');
select is(auth.uid(), tests.uid('helper.other'), 'authenticate_as switches from one user to another');

select tests.clear_authentication();
select is(current_user::text, 'anon', 'clear_authentication takes the anon role');
select is(auth.uid(), null, 'clear_authentication leaves no user');

select tests.authenticate_as_service_role();
select is(auth.role(), 'service_role', 'authenticate_as_service_role takes the service_role claims');

select * from finish();
rollback;
