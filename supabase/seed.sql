-- Local demo data (run by `supabase db reset` and by the local server on a brand-new database).
-- Demo account: demo@example.com / demo-losenord (already confirmed).
-- Never used in production: hosted projects are not seeded.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000',
  'd0d0d0d0-0000-4000-8000-000000000001',
  'authenticated',
  'authenticated',
  'demo@example.com',
  -- bcrypt (cost 10) of 'demo-losenord'
  '$2a$10$xTRWM6vK2pOAYFqHPt43S.bir1PoLMSSeSvtMYmrlJDuPUfdy5yGm',
  now(),
  '{"provider": "email", "providers": ["email"]}',
  '{"display_name": "Demo", "email_verified": true}',
  now(),
  now(),
  '', '', '', ''
);

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0d0d0d0-0000-4000-8000-000000000002',
  'd0d0d0d0-0000-4000-8000-000000000001',
  'd0d0d0d0-0000-4000-8000-000000000001',
  '{"sub": "d0d0d0d0-0000-4000-8000-000000000001", "email": "demo@example.com", "email_verified": true, "phone_verified": false}',
  'email',
  now(),
  now(),
  now()
);

-- The sign-up trigger has created the profile; add the body measures.
update public.profiles
set weight = 72.5, height = 176
where user_id = 'd0d0d0d0-0000-4000-8000-000000000001';

-- A balanced 2 000 kcal week from the coming Monday (today, if it is Monday). Meals split as spec §9 (snack 10 %, then
-- breakfast 25 / lunch 35 / dinner 40 % of the rest); macros from each meal's share of energy.
insert into public.meal_plans (user_id, name, description, preferences, plan_data)
select
  'd0d0d0d0-0000-4000-8000-000000000001',
  'Exempelvecka: balanserad kost',
  'Demoplan för lokal utveckling.',
  '{"calories": 2000, "dietType": "balanced", "cuisine": ["swedish"], "goal": "maintenance", "restrictions": "", "includeSnacks": true}',
  jsonb_agg(
    jsonb_build_object(
      'day', d.name,
      'date', to_char(current_date + (8 - extract(isodow from current_date)::int) % 7 + (d.n::int - 1), 'YYYY-MM-DD'),
      'totalCalories', 2000,
      'breakfast', jsonb_build_object('name', 'Havregrynsgröt med blåbär', 'description', 'Gröt på mjölk med blåbär och en nypa kanel.',
        'calories', 450, 'protein', 22.5, 'carbs', 56.3, 'fat', 15),
      'lunch', jsonb_build_object('name', 'Linssoppa med rågbröd', 'description', 'Röda linser, morot och tomat, serverad med rågbröd.',
        'calories', 630, 'protein', 39.4, 'carbs', 70.9, 'fat', 21),
      'dinner', jsonb_build_object('name', 'Ugnsbakad lax med potatis', 'description', 'Lax, kokt potatis, broccoli och citron.',
        'calories', 720, 'protein', 54, 'carbs', 72, 'fat', 24),
      'snack', jsonb_build_object('name', 'Yoghurt med nötter', 'description', 'Naturell yoghurt med hasselnötter.',
        'calories', 200, 'protein', 7.5, 'carbs', 25, 'fat', 7.8)
    )
    order by d.n
  )
from unnest(array['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag']) with ordinality as d(name, n);

insert into public.workout_plans (user_id, name, description, plan_data)
values (
  'd0d0d0d0-0000-4000-8000-000000000001',
  'Exempelschema: styrka och kondition',
  'Demoschema för lokal utveckling.',
  jsonb_build_object(
    'workoutPlan', concat_ws(E'\n',
      'DAG 1: Styrka helkropp', 'Fokus: Stora muskelgrupper', '- Knäböj 3 x 10', '- Armhävningar 3 x 8', '- Rodd med hantel 3 x 10',
      'DAG 2: Vila',
      'DAG 3: Kondition', 'Fokus: Uthållighet', '- Rask promenad eller jogging 30 minuter',
      'DAG 4: Vila',
      'DAG 5: Styrka helkropp', 'Fokus: Ben och bål', '- Utfall 3 x 10 per ben', '- Plankan 3 x 30 sekunder', '- Höftlyft 3 x 12',
      'DAG 6: Rörlighet', 'Fokus: Stretching', '- Stretching 20 minuter',
      'DAG 7: Vila'),
    'duration', '7-days',
    'formData', jsonb_build_object('goals', jsonb_build_array('Ökad styrka', 'Förbättrad kondition'), 'frequency', '4-5', 'duration', '7-days', 'specificGoals', ''),
    'createdAt', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
);
