-- Consent holds on every path (Data API UPDATE, profile DELETE, nested keys), and the
-- saved-plan cap. An allowed and a denied case for each rule.
begin;
select plan(22);

select tests.create_user('samtycke2');
select tests.create_user('utan2');
select tests.create_user('raderar');
select tests.create_user('manga');

-- Without consent: allergies hidden anywhere in the row are refused.
select tests.authenticate_as('utan2');
select throws_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('utan2'), 'V', '{"extra": {"allergies": ["nötter"]}}', '[]') $$,
  '42501', null,
  'without consent, allergies nested inside preferences are refused'
);
select throws_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('utan2'), 'V', '{}', '{"preferences": {"Allergies": "laktos"}}') $$,
  '42501', null,
  'without consent, allergies inside plan_data (any case) are refused'
);
select throws_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('utan2'), 'V', '{}', '[{"day": "Måndag", "restrictions": {"a": "gluten"}}]') $$,
  '42501', null,
  'without consent, restrictions inside a plan day are refused'
);
select throws_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('utan2'), 'V', '{"allergies": ["", "soja"]}', '[]') $$,
  '42501', null,
  'without consent, an allergy list with one real entry is refused'
);
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('utan2'), 'V',
             '{"allergies": [], "restrictions": " ", "extra": {"allergy": null}}',
             '[{"day": "Måndag", "breakfast": {"name": "Gröt", "items": [{"food": 1}]}}]') $$,
  'without consent, a plan whose allergy fields are all empty is saved'
);

-- With consent: saved, and clearing consent through the Data API clears every path.
select tests.authenticate_as('samtycke2');
select lives_ok(
  $$ update public.profiles set health_data_consent_at = now() where user_id = tests.uid('samtycke2') $$,
  'the owner gives consent'
);
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('samtycke2'), 'V',
             '{"dietType": "vegan", "allergies": "nötter", "extra": {"restrictions": "gluten"}}',
             '[{"day": "Måndag", "allergies": ["soja"], "breakfast": {"name": "Gröt"}}]') $$,
  'with consent, a plan naming allergies in several places is saved'
);
select lives_ok(
  $$ update public.profiles set health_data_consent_at = null where user_id = tests.uid('samtycke2') $$,
  'the owner clears consent with a plain UPDATE (the Data API), not the RPC'
);
select results_eq(
  $$ select preferences, plan_data from public.meal_plans where user_id = tests.uid('samtycke2') $$,
  $$ values ('{"dietType": "vegan", "extra": {}}'::jsonb, '[{"day": "Måndag", "breakfast": {"name": "Gröt"}}]'::jsonb) $$,
  'clearing consent by UPDATE removes allergies and restrictions at every depth, and keeps the rest'
);
select throws_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('samtycke2'), 'V', '{"allergies": "nötter"}', '[]') $$,
  '42501', null,
  'after consent is cleared, a new plan naming allergies is refused again'
);

-- The RPC clears nested paths too.
select lives_ok(
  $$ update public.profiles set health_data_consent_at = now() where user_id = tests.uid('samtycke2') $$,
  'consent given again'
);
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('samtycke2'), 'W', '{"x": [{"allergy": "ägg"}]}', '[]') $$,
  'a plan with a nested allergy is saved with consent'
);
select lives_ok($$ select public.withdraw_health_data_consent() $$, 'the RPC withdraws consent');
select is_empty(
  $$ select 1 from public.meal_plans where user_id = tests.uid('samtycke2')
       and preferences::text like '%allergy%' $$,
  'the RPC cleared the nested allergy too'
);

-- Deleting the profile row clears the plans' allergies.
select tests.authenticate_as('raderar');
select lives_ok(
  $$ update public.profiles set health_data_consent_at = now() where user_id = tests.uid('raderar') $$,
  'a third user gives consent'
);
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('raderar'), 'V', '{"restrictions": "laktos"}', '[]') $$,
  'and saves a plan naming a restriction'
);
select lives_ok(
  $$ delete from public.profiles where user_id = tests.uid('raderar') $$,
  'the owner deletes their profile row through the Data API'
);
select results_eq(
  $$ select preferences from public.meal_plans where user_id = tests.uid('raderar') $$,
  $$ values ('{}'::jsonb) $$,
  'deleting the profile cleared the restriction from the saved plan'
);

-- The cap: 200 saved plans of each kind.
reset role;
insert into public.meal_plans (user_id, name, preferences, plan_data)
  select tests.uid('manga'), 'Plan ' || n, '{}', '[]' from generate_series(1, 199) n;
insert into public.workout_plans (user_id, name, plan_data)
  select tests.uid('manga'), 'Pass ' || n, '{"workoutPlan": "DAG 1"}' from generate_series(1, 200) n;
select tests.authenticate_as('manga');
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('manga'), 'Nummer 200', '{}', '[]') $$,
  'the 200th meal plan is saved'
);
select throws_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('manga'), 'Nummer 201', '{}', '[]') $$,
  'HP001', null,
  'the 201st meal plan is refused with HP001'
);
select throws_ok(
  $$ insert into public.workout_plans (user_id, name, plan_data)
     values (tests.uid('manga'), 'Pass 201', '{"workoutPlan": "DAG 1"}') $$,
  'HP001', null,
  'the 201st workout plan is refused with HP001'
);
select tests.authenticate_as('utan2');
select lives_ok(
  $$ insert into public.workout_plans (user_id, name, plan_data)
     values (tests.uid('utan2'), 'Annan', '{"workoutPlan": "DAG 1"}') $$,
  'another user is not held to the first user''s cap'
);

select * from finish();
rollback;
