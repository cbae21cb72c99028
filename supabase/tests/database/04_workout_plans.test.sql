-- workout_plans: an allowed and a denied case for every policy, and the owner's row unchanged afterwards.
begin;
select plan(17);

insert into auth.users (id, email, raw_user_meta_data, aud, role) values
  ('11111111-1111-4111-8111-111111111111', 'agare@example.com', '{}', 'authenticated', 'authenticated'),
  ('22222222-2222-4222-8222-222222222222', 'annan@example.com', '{}', 'authenticated', 'authenticated');
insert into public.workout_plans (id, user_id, name, plan_data) values
  ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', '11111111-1111-4111-8111-111111111111', 'Ägarens plan', '{"workoutPlan": "DAG 1: Styrka"}'),
  ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', '22222222-2222-4222-8222-222222222222', 'Den andras plan', '{"workoutPlan": "DAG 1: Styrka"}');

-- The owner.
set local role authenticated;
set local request.jwt.claims = '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}';

select results_eq(
  $$ select id from public.workout_plans $$,
  $$ values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid) $$,
  'select: the owner sees their own plan and no other'
);
select results_eq(
  $$ insert into public.workout_plans (name, plan_data) values ('Ny plan', '{"workoutPlan": "DAG 1: Vila"}') returning user_id $$,
  $$ values ('11111111-1111-4111-8111-111111111111'::uuid) $$,
  'insert: the owner saves a plan, and user_id defaults to the caller'
);
select throws_ok(
  $$ insert into public.workout_plans (user_id, name, plan_data) values ('22222222-2222-4222-8222-222222222222', 'Falsk', '{"workoutPlan": "DAG 1: Vila"}') $$,
  '42501', null,
  'insert: the owner cannot save a plan for another user'
);
select results_eq(
  $$ update public.workout_plans set name = 'Omdöpt' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' returning name $$,
  $$ values ('Omdöpt'::text) $$,
  'update: the owner renames their plan'
);
select throws_ok(
  $$ update public.workout_plans set plan_data = '{"workoutPlan": "DAG 1: Vila"}' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  '42501', null,
  'update: a saved plan''s contents cannot be changed'
);
select throws_ok(
  $$ update public.workout_plans set user_id = '22222222-2222-4222-8222-222222222222' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  '42501', null,
  'update: the owner cannot hand the plan to another user'
);
select results_eq(
  $$ delete from public.workout_plans where name = 'Ny plan' returning name $$,
  $$ values ('Ny plan'::text) $$,
  'delete: the owner deletes their plan'
);

-- Another signed-in user.
set local request.jwt.claims = '{"sub": "22222222-2222-4222-8222-222222222222", "role": "authenticated"}';

select is_empty(
  $$ select 1 from public.workout_plans where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  'select: another user sees nothing of the owner''s plan'
);
select is_empty(
  $$ update public.workout_plans set name = 'Kapad' where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' returning 1 $$,
  'update: another user changes nothing in the owner''s plan'
);
select is_empty(
  $$ delete from public.workout_plans where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' returning 1 $$,
  'delete: another user deletes nothing of the owner''s'
);
select results_eq(
  $$ select name from public.workout_plans $$,
  $$ values ('Den andras plan'::text) $$,
  'select: another user still sees their own plan'
);

-- Anonymous visitors.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';

select throws_ok($$ select * from public.workout_plans $$, '42501', null, 'select: anon is refused');
select throws_ok(
  $$ insert into public.workout_plans (user_id, name, plan_data) values ('11111111-1111-4111-8111-111111111111', 'Anon', '{"workoutPlan": "DAG 1: Vila"}') $$,
  '42501', null, 'insert: anon is refused'
);
select throws_ok($$ update public.workout_plans set name = 'Anon' $$, '42501', null, 'update: anon is refused');
select throws_ok($$ delete from public.workout_plans $$, '42501', null, 'delete: anon is refused');

reset role;

select results_eq(
  $$ select name, user_id from public.workout_plans where id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' $$,
  $$ values ('Omdöpt'::text, '11111111-1111-4111-8111-111111111111'::uuid) $$,
  'the owner''s plan is exactly as the owner left it'
);
select throws_ok(
  $$ insert into public.workout_plans (user_id, name, plan_data) values ('11111111-1111-4111-8111-111111111111', '', '{"workoutPlan": "DAG 1: Vila"}') $$,
  '23514', null,
  'a plan needs a name (CHECK constraint)'
);

select * from finish();
rollback;
