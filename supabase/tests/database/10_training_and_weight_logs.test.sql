-- The training log and the weight log: each person's own rows, health data under consent,
-- idempotent upserts on the ids the device makes, caps. An allowed and a denied case for each rule.
begin;
select plan(30);

select tests.create_user('loggare');
select tests.create_user('granne');
select tests.create_user('utan.samtycke3');

-- Consent, as the profile's consent box gives it.
select tests.authenticate_as('loggare');
update public.profiles set health_data_consent_at = now() where user_id = tests.uid('loggare');
select tests.authenticate_as('granne');
update public.profiles set health_data_consent_at = now() where user_id = tests.uid('granne');

-- Anonymous visitors have nothing.
select tests.clear_authentication();
select throws_ok($$ select * from public.weight_entries $$, '42501', null, 'anon cannot read weigh-ins');
select throws_ok(
  $$ insert into public.training_sessions (id, user_id, day, title, kind, started_at)
     values (gen_random_uuid(), tests.uid('loggare'), current_date, 'Pass', 'strength', now()) $$,
  '42501', null,
  'anon cannot log a session'
);

-- Consent.
select tests.authenticate_as('utan.samtycke3');
select throws_ok(
  $$ insert into public.weight_entries (user_id, day, kg) values (tests.uid('utan.samtycke3'), current_date, 80) $$,
  '42501', null,
  'without consent a weigh-in is refused'
);
select throws_ok(
  $$ insert into public.training_sessions (id, user_id, day, title, kind, started_at)
     values (gen_random_uuid(), tests.uid('utan.samtycke3'), current_date, 'Pass', 'strength', now()) $$,
  '42501', null,
  'without consent a session is refused'
);

-- The weight log: one weigh-in a day, replaced by the next; never a future day.
select tests.authenticate_as('loggare');
select lives_ok(
  $$ insert into public.weight_entries (user_id, day, kg, waist_cm) values (tests.uid('loggare'), current_date - 1, 82.4, 90) $$,
  'with consent the owner logs a weigh-in'
);
select lives_ok(
  $$ insert into public.weight_entries (user_id, day, kg) values (tests.uid('loggare'), current_date - 1, 82.1)
     on conflict (user_id, day) do update set kg = excluded.kg, waist_cm = excluded.waist_cm $$,
  'a second weigh-in the same day is an upsert'
);
select results_eq(
  $$ select kg, waist_cm from public.weight_entries where user_id = tests.uid('loggare') $$,
  $$ values (82.1::numeric, null::numeric) $$,
  'the day keeps one weigh-in: the later one'
);
select throws_ok(
  $$ insert into public.weight_entries (user_id, day, kg) values (tests.uid('loggare'), current_date + 3, 80) $$,
  '23514', null,
  'a future day is refused'
);
select throws_ok(
  $$ insert into public.weight_entries (user_id, day, kg) values (tests.uid('loggare'), current_date, 2000) $$,
  '22003', null,
  'a weight of 2 000 kg is refused'
);

-- The training log: a session and its sets, written twice as a retried queue would.
select lives_ok(
  $$ insert into public.training_sessions (id, user_id, day, title, kind, started_at)
     values ('00000000-0000-4000-8000-00000000a001', tests.uid('loggare'), current_date, 'Dag 1: Styrka', 'strength', now()) $$,
  'the owner logs a session'
);
select lives_ok(
  $$ insert into public.training_sets (id, session_id, user_id, exercise, position, kg, reps, done, suggested_kg, target_reps)
     values ('00000000-0000-4000-8000-00000000b001', '00000000-0000-4000-8000-00000000a001', tests.uid('loggare'),
             'Bänkpress', 0, 42.5, 10, true, 42.5, 10)
     on conflict (id) do update set kg = excluded.kg, reps = excluded.reps, done = excluded.done $$,
  'the owner logs a set'
);
select lives_ok(
  $$ insert into public.training_sets (id, session_id, user_id, exercise, position, kg, reps, done, suggested_kg, target_reps)
     values ('00000000-0000-4000-8000-00000000b001', '00000000-0000-4000-8000-00000000a001', tests.uid('loggare'),
             'Bänkpress', 0, 42.5, 9, true, 42.5, 10)
     on conflict (id) do update set kg = excluded.kg, reps = excluded.reps, done = excluded.done $$,
  'the same set sent again is an upsert'
);
select results_eq(
  $$ select count(*)::int, min(reps)::int from public.training_sets where session_id = '00000000-0000-4000-8000-00000000a001' $$,
  $$ values (1, 9) $$,
  'a retried write makes no duplicate'
);
select throws_ok(
  $$ insert into public.training_sets (id, session_id, user_id, exercise, position, kg, reps)
     values (gen_random_uuid(), '00000000-0000-4000-8000-00000000a001', tests.uid('loggare'), 'Bänkpress', 1, 40.25, 10) $$,
  '23514', null,
  'a weight between half-kilogram steps is refused'
);
select throws_ok(
  $$ insert into public.training_sets (id, session_id, user_id, exercise, position, reps)
     values (gen_random_uuid(), '00000000-0000-4000-8000-00000000a001', tests.uid('loggare'), 'Armhävningar', 1, 500) $$,
  '23514', null,
  '500 reps are refused'
);

-- Another person sees and changes nothing of it.
select tests.authenticate_as('granne');
select is((select count(*)::int from public.weight_entries), 0, 'another person reads no weigh-in of the owner');
select is((select count(*)::int from public.training_sets), 0, 'another person reads no set of the owner');
select results_eq(
  $$ with changed as (update public.weight_entries set kg = 50 returning 1) select count(*)::int from changed $$,
  $$ values (0) $$,
  'another person updates no weigh-in of the owner'
);
select results_eq(
  $$ with gone as (delete from public.training_sessions returning 1) select count(*)::int from gone $$,
  $$ values (0) $$,
  'another person deletes no session of the owner'
);
select throws_ok(
  $$ insert into public.weight_entries (user_id, day, kg) values (tests.uid('loggare'), current_date, 50) $$,
  '42501', null,
  'another person cannot write into the owner''s log'
);
select throws_ok(
  $$ insert into public.training_sets (id, session_id, user_id, exercise, position, reps)
     values (gen_random_uuid(), '00000000-0000-4000-8000-00000000a001', tests.uid('granne'), 'Bänkpress', 5, 10) $$,
  '42501', null,
  'a set cannot be hung on another person''s session'
);

-- A session holds at most 100 sets.
select tests.authenticate_as('loggare');
select lives_ok(
  $$ insert into public.training_sets (id, session_id, user_id, exercise, position, reps)
     select gen_random_uuid(), '00000000-0000-4000-8000-00000000a001', tests.uid('loggare'), 'Knäböj', n, 5
     from generate_series(1, 99) n $$,
  'a session takes its 100th set'
);
select throws_ok(
  $$ insert into public.training_sets (id, session_id, user_id, exercise, position, reps)
     values (gen_random_uuid(), '00000000-0000-4000-8000-00000000a001', tests.uid('loggare'), 'Knäböj', 150, 5) $$,
  'HP001', null,
  'the 101st set of a session is refused with HP001'
);

-- Withdrawing consent deletes the logs; the owner deletes their own rows.
select lives_ok($$ delete from public.weight_entries where day = current_date - 1 $$, 'the owner deletes a weigh-in');
select lives_ok($$ select public.withdraw_health_data_consent() $$, 'the owner withdraws consent');
select tests.authenticate_as_service_role();
select results_eq(
  $$ select (select count(*)::int from public.training_sessions where user_id = tests.uid('loggare')),
            (select count(*)::int from public.training_sets where user_id = tests.uid('loggare')) $$,
  $$ values (0, 0) $$,
  'withdrawing consent deleted the sessions and their sets'
);

-- Deleting the account deletes the logs with it.
select tests.authenticate_as('granne');
select lives_ok(
  $$ insert into public.weight_entries (user_id, day, kg) values (tests.uid('granne'), current_date - 3, 70) $$,
  'the neighbour logs a weigh-in'
);
select lives_ok(
  $$ insert into public.training_sessions (id, user_id, day, title, kind, started_at)
     values ('00000000-0000-4000-8000-00000000b001', tests.uid('granne'), current_date, 'Pass', 'strength', now()) $$,
  'the neighbour logs a session'
);
create temporary table gone_user on commit drop as select tests.uid('granne') as id;
grant select on gone_user to service_role;
select lives_ok($$ select public.delete_my_account() $$, 'the neighbour deletes their account');
select tests.authenticate_as_service_role();
select results_eq(
  $$ select (select count(*)::int from public.weight_entries where user_id = (select id from gone_user)),
            (select count(*)::int from public.training_sessions where user_id = (select id from gone_user)) $$,
  $$ values (0, 0) $$,
  'deleting the account deleted its weigh-ins and sessions'
);

select * from finish();
rollback;
