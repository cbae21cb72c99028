-- Health data consent (GDPR art. 9): an allowed and a denied case for each rule.
begin;
select plan(11);

select tests.create_user('samtycker');
select tests.create_user('utan.samtycke');

select tests.authenticate_as('utan.samtycke');

select throws_ok(
  $$ update public.profiles set weight = 70 where user_id = tests.uid('utan.samtycke') $$,
  '23514', null,
  'without consent a weight is refused'
);
select throws_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('utan.samtycke'), 'Vecka', '{"restrictions": "nötter"}', '[]') $$,
  '42501', null,
  'without consent a meal plan naming allergies is refused'
);
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('utan.samtycke'), 'Vecka', '{"restrictions": "  "}', '[]') $$,
  'without consent a meal plan with no allergies is saved'
);

select tests.authenticate_as('samtycker');

select results_eq(
  $$ update public.profiles set weight = 70, height = 180, health_data_consent_at = '2001-01-01'
     where user_id = tests.uid('samtycker')
     returning weight, height, health_data_consent_at = now() $$,
  $$ values (70::numeric, 180::numeric, true) $$,
  'with consent weight and height are saved, and the consent time is the database''s, not the client''s'
);
select results_eq(
  $$ update public.profiles set health_data_consent_at = now() + interval '1 day'
     where user_id = tests.uid('samtycker') returning health_data_consent_at = now() $$,
  $$ values (true) $$,
  'a later write keeps the time consent was first given'
);
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('samtycker'), 'Vecka', '{"restrictions": "laktos", "allergies": "nötter"}', '[]') $$,
  'with consent a meal plan naming allergies is saved'
);
select throws_ok(
  $$ update public.profiles set health_data_consent_at = null where user_id = tests.uid('samtycker') $$,
  '23514', null,
  'consent cannot be dropped while weight and height are still stored'
);

select lives_ok($$ select public.withdraw_health_data_consent() $$, 'the owner withdraws consent');
select results_eq(
  $$ select weight, height, health_data_consent_at from public.profiles where user_id = tests.uid('samtycker') $$,
  $$ values (null::numeric, null::numeric, null::timestamptz) $$,
  'withdrawing clears weight, height and the consent'
);
select results_eq(
  $$ select count(*)::int from public.meal_plans
     where user_id = tests.uid('samtycker') and (preferences ? 'restrictions' or preferences ? 'allergies') $$,
  $$ values (0) $$,
  'withdrawing removes the allergies from every saved meal plan'
);

select tests.clear_authentication();
select throws_ok(
  $$ select public.withdraw_health_data_consent() $$,
  '42501', null,
  'anon cannot call withdraw_health_data_consent'
);

select * from finish();
rollback;
