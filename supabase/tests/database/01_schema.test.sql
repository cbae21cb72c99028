-- Schema-wide guarantees: RLS on every exposed table, no privileges for anon, only the
-- privileges the app uses for authenticated, and the security-definer functions locked down.
-- Runs with `supabase test db` and with scripts/pgtap.sh (pg_prove).
begin;
select plan(24);

select is(
  (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity),
  0,
  'every table in public has row level security enabled'
);

select table_privs_are('public', 'profiles', 'anon', array[]::text[], 'anon has no privilege on profiles');
select table_privs_are('public', 'meal_plans', 'anon', array[]::text[], 'anon has no privilege on meal_plans');
select table_privs_are('public', 'workout_plans', 'anon', array[]::text[], 'anon has no privilege on workout_plans');

select table_privs_are('public', 'profiles', 'authenticated', array['SELECT', 'DELETE'],
  'authenticated may read and delete profiles as whole rows, nothing more');
select table_privs_are('public', 'meal_plans', 'authenticated', array['SELECT', 'DELETE'],
  'authenticated may read and delete meal_plans as whole rows, nothing more');
select table_privs_are('public', 'workout_plans', 'authenticated', array['SELECT', 'DELETE'],
  'authenticated may read and delete workout_plans as whole rows, nothing more');

select column_privs_are('public', 'profiles', 'weight', 'authenticated', array['INSERT', 'SELECT', 'UPDATE'],
  'authenticated may write the weight column of profiles');
select column_privs_are('public', 'profiles', 'created_at', 'authenticated', array['SELECT'],
  'authenticated cannot write created_at of profiles');
select column_privs_are('public', 'meal_plans', 'name', 'authenticated', array['INSERT', 'SELECT', 'UPDATE'],
  'a meal plan''s name can be written (saved and renamed)');
select column_privs_are('public', 'meal_plans', 'plan_data', 'authenticated', array['INSERT', 'SELECT'],
  'a saved meal plan''s contents can be inserted but never changed');
select column_privs_are('public', 'meal_plans', 'user_id', 'authenticated', array['INSERT', 'SELECT'],
  'a meal plan cannot be moved to another user');
select column_privs_are('public', 'workout_plans', 'plan_data', 'authenticated', array['INSERT', 'SELECT'],
  'a saved workout plan''s contents can be inserted but never changed');
select column_privs_are('public', 'workout_plans', 'id', 'authenticated', array['SELECT'],
  'authenticated cannot choose or change a workout plan''s id');

select policies_are('public', 'profiles',
  array['profiles: owner reads', 'profiles: owner inserts', 'profiles: owner updates', 'profiles: owner deletes'],
  'profiles has one policy per command');
select policies_are('public', 'meal_plans',
  array['meal_plans: owner reads', 'meal_plans: owner inserts', 'meal_plans: owner updates', 'meal_plans: owner deletes'],
  'meal_plans has one policy per command');
select policies_are('public', 'workout_plans',
  array['workout_plans: owner reads', 'workout_plans: owner inserts', 'workout_plans: owner updates', 'workout_plans: owner deletes'],
  'workout_plans has one policy per command');

select is(
  (select count(*)::int from pg_policies where schemaname = 'public' and roles <> array['authenticated']::name[]),
  0,
  'every policy applies to authenticated only'
);

select has_trigger('auth', 'users', 'on_auth_user_created', 'a trigger on auth.users creates the profile');
select is_definer('private', 'handle_new_user', array[]::name[], 'the profile trigger runs as its owner');
select is_definer('public', 'delete_my_account', array[]::name[], 'delete_my_account runs as its owner');
select is(
  (select count(*)::int from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where p.prosecdef and n.nspname in ('public', 'private')
     and not coalesce(p.proconfig @> array['search_path=""'], false)),
  0,
  'every security definer function pins an empty search_path'
);
select function_privs_are('public', 'delete_my_account', array[]::name[], 'anon', array[]::text[],
  'anon cannot execute delete_my_account');
select function_privs_are('public', 'delete_my_account', array[]::name[], 'authenticated', array['EXECUTE'],
  'authenticated can execute delete_my_account');

select * from finish();
rollback;
