-- Generation quotas: the counters are out of every client role's reach, only service_role may
-- call consume_generation_quota(), and the function counts bursts, hours, days and the global
-- ceiling as the edge functions expect.
begin;
select plan(22);

select ok((select relrowsecurity from pg_class where oid = 'private.generation_counters'::regclass),
  'generation_counters has row level security enabled');
select table_privs_are('private', 'generation_counters', 'anon', array[]::text[],
  'anon has no privilege on generation_counters');
select table_privs_are('private', 'generation_counters', 'authenticated', array[]::text[],
  'authenticated has no privilege on generation_counters');
select is_definer('public', 'consume_generation_quota',
  array['text', 'text', 'boolean', 'integer', 'integer', 'integer', 'integer', 'timestamp with time zone'],
  'consume_generation_quota runs as its owner (the table has no grants)');
select function_privs_are('public', 'consume_generation_quota',
  array['text', 'text', 'boolean', 'integer', 'integer', 'integer', 'integer', 'timestamp with time zone'],
  'authenticated', array[]::text[], 'authenticated cannot execute consume_generation_quota');

-- Denied: the client roles.
select tests.create_user('user');
select tests.clear_authentication();
select throws_ok($$ select count(*) from private.generation_counters $$, '42501', null,
  'anon cannot read the counters');
select throws_ok($$ select public.consume_generation_quota('generate-workout-plan', 'addr:x', true, 30, 5, 10, 100) $$,
  '42501', null, 'anon cannot spend or reset a quota through the function');

select tests.authenticate_as('user');
select throws_ok($$ select count(*) from private.generation_counters $$, '42501', null,
  'a signed-in user cannot read the counters');
select throws_ok($$ insert into private.generation_counters (subject, function_name, period, period_start)
  values ('user:11111111-1111-4111-8111-111111111111', 'generate-meal-plan', 'hour', now()) $$, '42501', null,
  'a signed-in user cannot write a counter');
select throws_ok($$ select public.consume_generation_quota('generate-meal-plan', 'user:11111111-1111-4111-8111-111111111111', true, 30, 2, 3, 100) $$,
  '42501', null, 'a signed-in user cannot call consume_generation_quota');

-- Allowed: service_role, through the function only.
select tests.authenticate_as_service_role();
select throws_ok($$ select count(*) from private.generation_counters $$, '42501', null,
  'service_role cannot read the table directly either');

select is(public.consume_generation_quota('generate-meal-plan', 'user:a', true, 30, 2, 3, 100, '2026-11-24 10:00:00+00') ->> 'decision',
  'ai', 'service_role: the first generation of the hour takes the AI path');
select is(public.consume_generation_quota('generate-meal-plan', 'user:a', true, 30, 2, 3, 100, '2026-11-24 10:10:00+00') ->> 'decision',
  'ai', 'the second one too (2 per hour)');
select is(public.consume_generation_quota('generate-meal-plan', 'user:a', true, 30, 2, 3, 100, '2026-11-24 10:20:00+00'),
  '{"decision": "hour", "retryAfter": 2400}'::jsonb, 'the third in the hour is refused, with the seconds to the next hour');
select is(public.consume_generation_quota('generate-meal-plan', 'user:b', true, 30, 2, 3, 100, '2026-11-24 10:20:00+00') ->> 'decision',
  'ai', 'another user has a quota of their own');
select is(public.consume_generation_quota('generate-workout-plan', 'user:a', true, 30, 2, 3, 100, '2026-11-24 10:20:00+00') ->> 'decision',
  'ai', 'each function has its own quota');
select is(public.consume_generation_quota('generate-meal-plan', 'user:a', true, 30, 2, 3, 100, '2026-11-24 11:00:00+00') ->> 'decision',
  'ai', 'a new hour brings the AI path back');
select is(public.consume_generation_quota('generate-meal-plan', 'user:a', true, 30, 2, 3, 100, '2026-11-24 12:00:00+00'),
  '{"decision": "day", "retryAfter": 39600}'::jsonb, 'the day''s limit (3) holds until midnight in Stockholm');
select is(public.consume_generation_quota('generate-meal-plan', 'user:c', true, 30, 2, 3, 2, '2026-11-24 12:00:00+00') ->> 'decision',
  'global', 'the global ceiling stops everyone once the day''s AI generations are spent');
select is(public.consume_generation_quota('generate-meal-plan', 'user:a', false, 30, 2, 3, 100, '2026-11-24 12:00:00+00') ->> 'decision',
  'rules', 'without the AI path only the request is counted');
select is(
  (with calls as materialized (
     select s, public.consume_generation_quota('generate-workout-plan', 'addr:burst', false, 3, 2, 3, 100,
       ('2026-11-24 12:00:' || lpad(s::text, 2, '0') || '+00')::timestamptz) as answer
     from generate_series(1, 4) s)
   select answer from calls where s = 4),
  '{"decision": "burst", "retryAfter": 56}'::jsonb,
  'the fourth request in a minute over a burst limit of 3 is a burst, retry when the minute ends');
select throws_ok($$ select public.consume_generation_quota('generate-meal-plan', 'global', true, 30, 2, 3, 100) $$,
  '22023', null, 'the global counter cannot be used as a caller');

select * from finish();
rollback;
