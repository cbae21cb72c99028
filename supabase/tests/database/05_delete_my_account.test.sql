-- delete_my_account(): the caller's auth user and every row they own go; nobody else's.
begin;
select plan(8);

select tests.create_user('lamnar');
select tests.create_user('stannar');
insert into public.meal_plans (user_id, name, plan_data) values
  (tests.uid('lamnar'), 'Plan', '[]'),
  (tests.uid('stannar'), 'Plan', '[]');
insert into public.workout_plans (user_id, name, plan_data) values
  (tests.uid('lamnar'), 'Pass', '{"workoutPlan": "DAG 1: Vila"}'),
  (tests.uid('stannar'), 'Pass', '{"workoutPlan": "DAG 1: Vila"}');

select tests.clear_authentication();
select throws_ok($$ select public.delete_my_account() $$, '42501', null, 'anon cannot call delete_my_account');

-- A signed-in role whose token names no user.
select tests.act_as('authenticated', '{"role": "authenticated"}');
select throws_ok($$ select public.delete_my_account() $$, '42501', null, 'a token without a user id deletes nothing');

select tests.authenticate_as('lamnar');
select lives_ok($$ select public.delete_my_account() $$, 'a signed-in user deletes their own account');

reset role;
select is((select count(*)::int from auth.users where id = tests.uid('lamnar')), 0,
  'the auth user is gone');
select is((select count(*)::int from public.profiles where user_id = tests.uid('lamnar')), 0,
  'their profile is gone');
select is(
  (select count(*)::int from public.meal_plans where user_id = tests.uid('lamnar'))
    + (select count(*)::int from public.workout_plans where user_id = tests.uid('lamnar')),
  0,
  'their plans are gone'
);
select is((select count(*)::int from auth.users where id = tests.uid('stannar')), 1,
  'the other user is still there');
select is(
  (select count(*)::int from public.meal_plans where user_id = tests.uid('stannar'))
    + (select count(*)::int from public.workout_plans where user_id = tests.uid('stannar'))
    + (select count(*)::int from public.profiles where user_id = tests.uid('stannar')),
  3,
  'the other user''s profile and plans are untouched'
);

select * from finish();
rollback;
