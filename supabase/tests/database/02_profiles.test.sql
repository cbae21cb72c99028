-- profiles: the sign-up trigger, and an allowed and a denied case for every policy.
begin;
select plan(20);

select tests.create_user('agare', '{"display_name": "Ägare"}');
select tests.create_user('annan.person');

select results_eq(
  $$ select display_name from public.profiles where user_id = tests.uid('agare') $$,
  $$ values ('Ägare'::text) $$,
  'the sign-up trigger names the profile after the display name in the sign-up metadata'
);
select results_eq(
  $$ select display_name from public.profiles where user_id = tests.uid('annan.person') $$,
  $$ values ('annan.person'::text) $$,
  'without a display name the profile is named after the part of the e-mail before @'
);

-- The owner.
select tests.authenticate_as('agare');

select results_eq(
  $$ select user_id from public.profiles $$,
  $$ values (tests.uid('agare')) $$,
  'select: the owner sees their own profile and no other'
);
select results_eq(
  $$ update public.profiles set weight = 72.5, height = 176, health_data_consent_at = now() where user_id = tests.uid('agare') returning weight, height $$,
  $$ values (72.5::numeric, 176::numeric) $$,
  'update: the owner changes their weight and height'
);
select throws_ok(
  $$ update public.profiles set weight = 0.5 where user_id = tests.uid('agare') $$,
  '23514', null,
  'update: a weight below 1 kg is refused by the CHECK constraint'
);
select throws_ok(
  $$ update public.profiles set user_id = tests.uid('annan.person') where user_id = tests.uid('agare') $$,
  '42501', null,
  'update: the owner cannot hand the profile to another user'
);
select throws_ok(
  $$ update public.profiles set created_at = now() where user_id = tests.uid('agare') $$,
  '42501', null,
  'update: columns the form does not edit cannot be written'
);
select results_eq(
  $$ delete from public.profiles where user_id = tests.uid('agare') returning user_id $$,
  $$ values (tests.uid('agare')) $$,
  'delete: the owner deletes their profile'
);
select results_eq(
  $$ insert into public.profiles (user_id, display_name, weight, health_data_consent_at) values (tests.uid('agare'), 'Ny', 80, now()) returning display_name $$,
  $$ values ('Ny'::text) $$,
  'insert: the owner creates their profile again'
);
select throws_ok(
  $$ insert into public.profiles (user_id, display_name) values (tests.uid('annan.person'), 'Falsk') $$,
  '42501', null,
  'insert: the owner cannot create a profile for another user'
);

-- Another signed-in user.
select tests.authenticate_as('annan.person');

select is_empty(
  $$ select 1 from public.profiles where user_id = tests.uid('agare') $$,
  'select: another user sees nothing of the owner''s profile'
);
select is_empty(
  $$ update public.profiles set display_name = 'Kapad' where user_id = tests.uid('agare') returning 1 $$,
  'update: another user changes nothing in the owner''s profile'
);
select is_empty(
  $$ delete from public.profiles where user_id = tests.uid('agare') returning 1 $$,
  'delete: another user deletes nothing of the owner''s'
);

-- Anonymous visitors.
select tests.clear_authentication();

select throws_ok($$ select * from public.profiles $$, '42501', null, 'select: anon is refused');
select throws_ok(
  $$ insert into public.profiles (user_id, display_name) values (tests.uid('agare'), 'Anon') $$,
  '42501', null, 'insert: anon is refused'
);
select throws_ok($$ update public.profiles set display_name = 'Anon' $$, '42501', null, 'update: anon is refused');
select throws_ok($$ delete from public.profiles $$, '42501', null, 'delete: anon is refused');

reset role;

select results_eq(
  $$ select display_name, weight from public.profiles where user_id = tests.uid('agare') $$,
  $$ values ('Ny'::text, 80::numeric) $$,
  'the owner''s profile is exactly as the owner left it'
);
select isnt(
  (select updated_at from public.profiles where user_id = tests.uid('annan.person')),
  null,
  'updated_at is set'
);
select is(
  (select count(*)::int from public.profiles),
  (select count(*)::int from auth.users),
  'there is exactly one profile per user'
);

select * from finish();
rollback;
