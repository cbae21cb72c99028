-- delete_my_account(): the caller's auth user and every row they own go; nobody else's.
begin;
select plan(8);

insert into auth.users (id, email, raw_user_meta_data, aud, role) values
  ('11111111-1111-4111-8111-111111111111', 'lamnar@example.com', '{}', 'authenticated', 'authenticated'),
  ('22222222-2222-4222-8222-222222222222', 'stannar@example.com', '{}', 'authenticated', 'authenticated');
insert into public.meal_plans (user_id, name, plan_data) values
  ('11111111-1111-4111-8111-111111111111', 'Plan', '[]'),
  ('22222222-2222-4222-8222-222222222222', 'Plan', '[]');
insert into public.workout_plans (user_id, name, plan_data) values
  ('11111111-1111-4111-8111-111111111111', 'Pass', '{"workoutPlan": "DAG 1: Vila"}'),
  ('22222222-2222-4222-8222-222222222222', 'Pass', '{"workoutPlan": "DAG 1: Vila"}');

set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select throws_ok($$ select public.delete_my_account() $$, '42501', null, 'anon cannot call delete_my_account');

set local role authenticated;
set local request.jwt.claims = '{"role": "authenticated"}';
select throws_ok($$ select public.delete_my_account() $$, '42501', null, 'a token without a user id deletes nothing');

set local request.jwt.claims = '{"sub": "11111111-1111-4111-8111-111111111111", "role": "authenticated"}';
select lives_ok($$ select public.delete_my_account() $$, 'a signed-in user deletes their own account');

reset role;
select is((select count(*)::int from auth.users where id = '11111111-1111-4111-8111-111111111111'), 0,
  'the auth user is gone');
select is((select count(*)::int from public.profiles where user_id = '11111111-1111-4111-8111-111111111111'), 0,
  'their profile is gone');
select is(
  (select count(*)::int from public.meal_plans where user_id = '11111111-1111-4111-8111-111111111111')
    + (select count(*)::int from public.workout_plans where user_id = '11111111-1111-4111-8111-111111111111'),
  0,
  'their plans are gone'
);
select is((select count(*)::int from auth.users where id = '22222222-2222-4222-8222-222222222222'), 1,
  'the other user is still there');
select is(
  (select count(*)::int from public.meal_plans where user_id = '22222222-2222-4222-8222-222222222222')
    + (select count(*)::int from public.workout_plans where user_id = '22222222-2222-4222-8222-222222222222')
    + (select count(*)::int from public.profiles where user_id = '22222222-2222-4222-8222-222222222222'),
  3,
  'the other user''s profile and plans are untouched'
);

select * from finish();
rollback;
