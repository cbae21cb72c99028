-- "Radera mitt konto": the signed-in user deletes their auth user; every row they own goes with
-- it through ON DELETE CASCADE (profiles, meal_plans, workout_plans, sessions, identities).
-- Called over the Data API as rpc('delete_my_account'). SECURITY DEFINER because only the
-- function's owner may delete from auth.users; it can only ever delete the caller.

create or replace function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Only a signed-in user can delete their account'
      using errcode = '42501';
  end if;
  delete from auth.users where id = caller;
end;
$$;

comment on function public.delete_my_account() is 'Deletes the calling user and, by cascade, all their data.';

revoke all on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
