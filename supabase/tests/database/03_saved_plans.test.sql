-- meal_plans and workout_plans have the same policies and grants, so the same cases run for both:
-- an allowed and a denied case for every policy, and the owner's row unchanged afterwards.
begin;
select plan(34);

select tests.create_user('owner');
select tests.create_user('other');

-- The cases for one table; `contents` is a valid plan_data for it. Returns pgTAP's lines.
create function pg_temp.saved_plan_cases(plans text, contents jsonb) returns setof text
language plpgsql
as $fn$
declare
  owner uuid := tests.uid('owner');
  other uuid := tests.uid('other');
  owners_plan uuid;
  t text := format('public.%I', plans);
  said text := plans || ': ';
begin
  reset role;
  execute format('insert into %s (user_id, name, plan_data) values ($1, %L, $2) returning id', t, 'Ägarens plan')
    into owners_plan using owner, contents;
  execute format('insert into %s (user_id, name, plan_data) values ($1, %L, $2)', t, 'Den andras plan')
    using other, contents;

  -- The owner.
  perform tests.authenticate_as('owner');
  return next results_eq(
    format('select id from %s', t),
    format('values (%L::uuid)', owners_plan),
    said || 'select: the owner sees their own plan and no other'
  );
  return next results_eq(
    format('insert into %s (name, plan_data) values (%L, %L) returning user_id', t, 'Ny plan', contents),
    format('values (%L::uuid)', owner),
    said || 'insert: the owner saves a plan, and user_id defaults to the caller'
  );
  return next throws_ok(
    format('insert into %s (user_id, name, plan_data) values (%L, %L, %L)', t, other, 'Falsk', contents),
    '42501', null,
    said || 'insert: the owner cannot save a plan for another user'
  );
  return next results_eq(
    format('update %s set name = %L where id = %L returning name', t, 'Omdöpt', owners_plan),
    $$ values ('Omdöpt'::text) $$,
    said || 'update: the owner renames their plan'
  );
  return next throws_ok(
    format('update %s set plan_data = %L where id = %L', t, contents, owners_plan),
    '42501', null,
    said || 'update: a saved plan''s contents cannot be changed'
  );
  return next throws_ok(
    format('update %s set user_id = %L where id = %L', t, other, owners_plan),
    '42501', null,
    said || 'update: the owner cannot hand the plan to another user'
  );
  return next results_eq(
    format('delete from %s where name = %L returning name', t, 'Ny plan'),
    $$ values ('Ny plan'::text) $$,
    said || 'delete: the owner deletes their plan'
  );

  -- Another signed-in user.
  perform tests.authenticate_as('other');
  return next is_empty(
    format('select 1 from %s where id = %L', t, owners_plan),
    said || 'select: another user sees nothing of the owner''s plan'
  );
  return next is_empty(
    format('update %s set name = %L where id = %L returning 1', t, 'Kapad', owners_plan),
    said || 'update: another user changes nothing in the owner''s plan'
  );
  return next is_empty(
    format('delete from %s where id = %L returning 1', t, owners_plan),
    said || 'delete: another user deletes nothing of the owner''s'
  );
  return next results_eq(
    format('select name from %s', t),
    $$ values ('Den andras plan'::text) $$,
    said || 'select: another user still sees their own plan'
  );

  -- Anonymous visitors.
  perform tests.clear_authentication();
  return next throws_ok(format('select * from %s', t), '42501', null, said || 'select: anon is refused');
  return next throws_ok(
    format('insert into %s (user_id, name, plan_data) values (%L, %L, %L)', t, owner, 'Anon', contents),
    '42501', null, said || 'insert: anon is refused'
  );
  return next throws_ok(format('update %s set name = %L', t, 'Anon'), '42501', null, said || 'update: anon is refused');
  return next throws_ok(format('delete from %s', t), '42501', null, said || 'delete: anon is refused');

  reset role;
  return next results_eq(
    format('select name, user_id from %s where id = %L', t, owners_plan),
    format('values (%L::text, %L::uuid)', 'Omdöpt', owner),
    said || 'the owner''s plan is exactly as the owner left it'
  );
  return next throws_ok(
    format('insert into %s (user_id, name, plan_data) values (%L, %L, %L)', t, owner, '', contents),
    '23514', null,
    said || 'a plan needs a name (CHECK constraint)'
  );
end
$fn$;

select * from pg_temp.saved_plan_cases('meal_plans', '[]');
select * from pg_temp.saved_plan_cases('workout_plans', '{"workoutPlan": "DAG 1: Vila"}');

select * from finish();
rollback;
