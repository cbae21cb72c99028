-- Names and descriptions are plain text (no CR/LF, control or bidi characters); health data is
-- found however its key is spelled; a workout plan's specific goals need consent like allergies.
-- An allowed and a denied case for each rule.
begin;
select plan(29);

select tests.create_user('text.owner');
select tests.create_user('keys.utan');
select tests.create_user('traning.utan');
select tests.create_user('traning.med');

-- Plain text in plan names and descriptions.
select tests.authenticate_as('text.owner');
select throws_ok(
  format($$ insert into public.meal_plans (user_id, name, preferences, plan_data)
            values (tests.uid('text.owner'), %L, '{}', '[]') $$, E'Plan\r\nX-WR-CALNAME:Falsk'),
  '23514', null,
  'a meal plan name with CR/LF is refused'
);
select throws_ok(
  format($$ insert into public.meal_plans (user_id, name, description, preferences, plan_data)
            values (tests.uid('text.owner'), 'Plan', %L, '{}', '[]') $$, E'rad ett\nrad två'),
  '23514', null,
  'a meal plan description with a line break is refused'
);
select throws_ok(
  format($$ insert into public.meal_plans (user_id, name, preferences, plan_data)
            values (tests.uid('text.owner'), %L, '{}', '[]') $$, E'Plan\u0007'),
  '23514', null,
  'a meal plan name with another control character is refused'
);
select throws_ok(
  format($$ insert into public.meal_plans (user_id, name, preferences, plan_data)
            values (tests.uid('text.owner'), %L, '{}', '[]') $$, E'Plan \u202Egnalb'),
  '23514', null,
  'a meal plan name with a right-to-left override is refused'
);
select throws_ok(
  format($$ insert into public.workout_plans (user_id, name, plan_data)
            values (tests.uid('text.owner'), %L, '{"workoutPlan": "DAG 1"}') $$, E'Pass\u2066x\u2069'),
  '23514', null,
  'a workout plan name with a bidi isolate is refused'
);
select throws_ok(
  format($$ insert into public.workout_plans (user_id, name, description, plan_data)
            values (tests.uid('text.owner'), 'Pass', %L, '{"workoutPlan": "DAG 1"}') $$, E'a\rb'),
  '23514', null,
  'a workout plan description with a CR is refused'
);
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, description, preferences, plan_data)
     values (tests.uid('text.owner'), 'Veckans plan – åäö, "citat" & 😀 עברית', 'Lugn vecka; mycket grönt', '{}', '[]') $$,
  'a name with punctuation, emoji and right-to-left letters (no override) is saved'
);
select throws_ok(
  $$ update public.meal_plans set name = E'Ny\nrad' where user_id = tests.uid('text.owner') $$,
  '23514', null,
  'renaming a plan to a name with a line break is refused'
);
select throws_ok(
  format($$ update public.profiles set display_name = %L where user_id = tests.uid('text.owner') $$, E'Ann\u202E'),
  '23514', null,
  'a display name with a bidi override is refused'
);
select lives_ok(
  $$ update public.profiles set display_name = 'Ann-Britt Ö' where user_id = tests.uid('text.owner') $$,
  'a plain display name is saved'
);

-- Sign-up never fails on its display name: the profile gets it made plain.
select tests.clear_authentication();
select lives_ok(
  format($$ select tests.create_user('bidi.signup', %L::jsonb) $$,
         json_build_object('display_name', E'Eve\u202E\r\nAdmin')::text),
  'a sign-up whose display name holds an override and a line break succeeds'
);
select tests.authenticate_as_service_role();
select is(
  (select display_name from public.profiles where user_id = tests.uid('bidi.signup')),
  'Eve Admin',
  'and its profile gets the display name without them'
);

-- Health-data keys, however spelled, need consent.
select tests.authenticate_as('keys.utan');
select throws_ok(
  format($$ insert into public.meal_plans (user_id, name, preferences, plan_data)
            values (tests.uid('keys.utan'), 'V', %L::jsonb, '[]') $$, json_build_object(k, 'nötter')::text),
  '42501', null,
  format('without consent, the key %s is refused', k)
)
from unnest(array['allergies ', 'allergi', 'dietaryRestrictions', E'aller\u200bgies', 'ALLERGIES', 'Allergies_list', E'\u0430llergies', 'intolerances', 'Överkänslighet']) as k;
select lives_ok(
  $$ insert into public.meal_plans (user_id, name, preferences, plan_data)
     values (tests.uid('keys.utan'), 'V', '{"dietType": "vegan", "goal": "maintenance", "cuisines": ["svensk"]}',
             '[{"day": "Måndag", "breakfast": {"name": "Gröt", "calories": 400}}]') $$,
  'without consent, a plan with no health key is saved'
);

-- A workout plan's specific goals are health data.
select tests.authenticate_as('traning.utan');
select throws_ok(
  $$ insert into public.workout_plans (user_id, name, description, plan_data)
     values (tests.uid('traning.utan'), 'Träningsschema 7 dagar', 'Mål: styrka | Frekvens: 3',
             '{"workoutPlan": "DAG 1", "formData": {"goals": ["styrka"], "specificGoals": "ont i knät"}}') $$,
  '42501', null,
  'without consent, a workout plan with specific goals in formData is refused'
);
select throws_ok(
  $$ insert into public.workout_plans (user_id, name, description, plan_data)
     values (tests.uid('traning.utan'), 'Träningsschema 7 dagar',
             'Mål: styrka | Frekvens: 3 | Specifika mål: ont i knät', '{"workoutPlan": "DAG 1"}') $$,
  '42501', null,
  'without consent, a workout plan whose description names specific goals is refused'
);
select lives_ok(
  $$ insert into public.workout_plans (user_id, name, description, plan_data)
     values (tests.uid('traning.utan'), 'Träningsschema 7 dagar', 'Mål: styrka | Frekvens: 3',
             '{"workoutPlan": "DAG 1", "formData": {"goals": ["styrka"], "specificGoals": ""}}') $$,
  'without consent, a workout plan without specific goals is saved'
);

select tests.authenticate_as('traning.med');
select lives_ok(
  $$ update public.profiles set health_data_consent_at = now() where user_id = tests.uid('traning.med') $$,
  'the owner gives consent'
);
select lives_ok(
  $$ insert into public.workout_plans (user_id, name, description, plan_data)
     values (tests.uid('traning.med'), 'Träningsschema 7 dagar',
             'Mål: styrka | Frekvens: 3 | Specifika mål: ont i knät',
             '{"workoutPlan": "DAG 1", "formData": {"goals": ["styrka"], "specificGoals": "ont i knät"}}') $$,
  'with consent, a workout plan with specific goals is saved'
);
select lives_ok(
  $$ select public.withdraw_health_data_consent() $$,
  'the owner withdraws consent'
);
select results_eq(
  $$ select description, plan_data from public.workout_plans where user_id = tests.uid('traning.med') $$,
  $$ values ('Mål: styrka | Frekvens: 3'::text,
             '{"workoutPlan": "DAG 1", "formData": {"goals": ["styrka"]}}'::jsonb) $$,
  'withdrawing consent removes the specific goals from the saved workout plan and keeps the rest'
);

select * from finish();
rollback;
