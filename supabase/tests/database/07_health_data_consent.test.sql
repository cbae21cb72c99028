-- Health data consent (GDPR art. 9): an allowed and a denied case for each rule.
begin;
select plan(11);

insert into auth.users (id, email, raw_user_meta_data, aud, role) values
  ('71111111-1111-4111-8111-111111111111', 'samtycker@example.com', '{}', 'authenticated', 'authenticated'),
  ('72222222-2222-4222-8222-222222222222', 'utan.samtycke@example.com', '{}', 'authenticated', 'authenticated');

set local role authenticated;
set local request.jwt.claims = '{"sub": "72222222-2222-4222-8222-222222222222", "role": "authenticated"}';

select throws_ok(
  $$ update public.profiles set weight = 70 where user_id = '72222222-2222-4222-8222-222222222222' $$,
  '23514', null,
  'without consent a weight is refused'
);
select throws_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values ('72222222-2222-4222-8222-222222222222', 'Vecka', '{"restrictions": "nötter"}', '[]') $$,
  '42501', null,
  'without consent a meal plan naming allergies is refused'
);
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values ('72222222-2222-4222-8222-222222222222', 'Vecka', '{"restrictions": "  "}', '[]') $$,
  'without consent a meal plan with no allergies is saved'
);

set local request.jwt.claims = '{"sub": "71111111-1111-4111-8111-111111111111", "role": "authenticated"}';

select results_eq(
  $$ update public.profiles set weight = 70, height = 180, health_data_consent_at = '2001-01-01'
     where user_id = '71111111-1111-4111-8111-111111111111'
     returning weight, height, health_data_consent_at = now() $$,
  $$ values (70::numeric, 180::numeric, true) $$,
  'with consent weight and height are saved, and the consent time is the database''s, not the client''s'
);
select results_eq(
  $$ update public.profiles set health_data_consent_at = now() + interval '1 day'
     where user_id = '71111111-1111-4111-8111-111111111111' returning health_data_consent_at = now() $$,
  $$ values (true) $$,
  'a later write keeps the time consent was first given'
);
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values ('71111111-1111-4111-8111-111111111111', 'Vecka', '{"restrictions": "laktos", "allergies": "nötter"}', '[]') $$,
  'with consent a meal plan naming allergies is saved'
);
select throws_ok(
  $$ update public.profiles set health_data_consent_at = null where user_id = '71111111-1111-4111-8111-111111111111' $$,
  '23514', null,
  'consent cannot be dropped while weight and height are still stored'
);

select lives_ok($$ select public.withdraw_health_data_consent() $$, 'the owner withdraws consent');
select results_eq(
  $$ select weight, height, health_data_consent_at from public.profiles where user_id = '71111111-1111-4111-8111-111111111111' $$,
  $$ values (null::numeric, null::numeric, null::timestamptz) $$,
  'withdrawing clears weight, height and the consent'
);
select results_eq(
  $$ select count(*)::int from public.meal_plans
     where user_id = '71111111-1111-4111-8111-111111111111' and (preferences ? 'restrictions' or preferences ? 'allergies') $$,
  $$ values (0) $$,
  'withdrawing removes the allergies from every saved meal plan'
);

reset role;
set local role anon;
select throws_ok(
  $$ select public.withdraw_health_data_consent() $$,
  '42501', null,
  'anon cannot call withdraw_health_data_consent'
);

select * from finish();
rollback;
