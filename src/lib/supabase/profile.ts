/**
 * Profile and account data calls: load and save the profile, export everything the
 * user has stored, and delete the account. Rows are read under RLS with the user's own token.
 */
import { err, ok } from '@shared/result.ts';

import type { LoadedProfile, ProfileValues } from '@/lib/forms/profile-form';
import { profileRowSchema } from '@/lib/forms/profile-form';

import { markAccountChange } from '@/lib/storage/mark-account-change';

import { attempt, callError, settled, type CallResult } from './call';
import { LOG_PAGE_SIZE, readAllRows } from './plans';

/** The user's profile; a missing row is not an error but an empty profile. */
export function loadProfile(userId: string): Promise<CallResult<LoadedProfile>> {
  return attempt(async (supabase) => {
    const { data, error } = await supabase
      .from('profiles')
      .select('display_name, weight, height, health_data_consent_at')
      .eq('user_id', userId)
      .maybeSingle();
    if (error !== null) return err(callError(error));
    if (data === null) return ok({ displayName: '', weight: null, height: null, healthDataConsentAt: null });
    const row = profileRowSchema.safeParse(data);
    if (!row.success) return err(callError(row.error));
    return ok({
      displayName: row.data.display_name ?? '',
      weight: row.data.weight,
      height: row.data.height,
      healthDataConsentAt: row.data.health_data_consent_at ?? null,
    });
  });
}

/**
 * Saves the profile with an upsert on user_id. `consent` keeps or gives consent to health
 * data; the database stamps the time itself and refuses weight or height without it.
 */
export function saveProfile(
  userId: string,
  values: ProfileValues,
  consent: boolean,
): Promise<CallResult<undefined>> {
  return attempt(async (supabase) => {
    const { error } = await supabase.from('profiles').upsert({
      user_id: userId,
      display_name: values.displayName,
      weight: values.weight,
      height: values.height,
      health_data_consent_at: consent ? new Date().toISOString() : null,
    });
    return settled(error);
  });
}

/** Withdraws consent to health data: weight, height and saved allergies are cleared in the database. */
export function withdrawHealthDataConsent(): Promise<CallResult<undefined>> {
  return attempt(async (supabase) => {
    const { error } = await supabase.rpc('withdraw_health_data_consent');
    return settled(error);
  });
}

/**
 * Everything stored about the user, as one JSON document: the account as the auth server keeps it
 * (e-mail, display name, when it was created, confirmed and last signed in to), the profile and
 * every saved plan and both logs (weigh-ins, training sessions and their sets; all pages).
 */
export function exportMyData(user: { id: string; email: string }): Promise<CallResult<string>> {
  return attempt(async (supabase) => {
    const [account, profile, meals, workouts, weighIns, sessions, sets] = await Promise.all([
      supabase.auth.getUser(),
      supabase.from('profiles').select('*').eq('user_id', user.id).maybeSingle(),
      readAllRows(supabase, 'meal_plans'),
      readAllRows(supabase, 'workout_plans'),
      readAllRows(supabase, 'weight_entries', LOG_PAGE_SIZE),
      readAllRows(supabase, 'training_sessions', LOG_PAGE_SIZE),
      readAllRows(supabase, 'training_sets', LOG_PAGE_SIZE),
    ]);
    if (account.error !== null) return err(callError(account.error));
    if (profile.error !== null) return err(callError(profile.error));
    if (!meals.ok) return meals;
    if (!workouts.ok) return workouts;
    if (!weighIns.ok) return weighIns;
    if (!sessions.ok) return sessions;
    if (!sets.ok) return sets;
    const stored = account.data.user;
    const metadataName: unknown = stored.user_metadata.display_name;
    const document = {
      exporteradVid: new Date().toISOString(),
      konto: {
        id: stored.id,
        epost: stored.email ?? user.email,
        visningsnamn: typeof metadataName === 'string' ? metadataName : null,
        skapat: stored.created_at,
        epostBekraftad: stored.email_confirmed_at ?? null,
        senastInloggad: stored.last_sign_in_at ?? null,
        senastAndrat: stored.updated_at ?? null,
      },
      profil: profile.data,
      maltidsplaner: meals.value,
      traningsplaner: workouts.value,
      vagningar: weighIns.value,
      traningspass: sessions.value,
      traningsset: sets.value,
    };
    return ok(JSON.stringify(document, null, 2));
  });
}

/** Deletes the account and, by cascade, every row the user owns; then signs out locally. */
export function deleteMyAccount(): Promise<CallResult<undefined>> {
  return attempt(async (supabase) => {
    const deleted = settled((await supabase.rpc('delete_my_account')).error);
    if (!deleted.ok) return deleted;
    // The user no longer exists, so the server-side logout would fail: end the session here only,
    // in every tab (they follow the account mark).
    await supabase.auth.signOut({ scope: 'local' });
    markAccountChange();
    return deleted;
  });
}

/** Whether the user has consented to health data (for saving a meal plan that names allergies). */
export function loadHealthDataConsent(userId: string): Promise<CallResult<boolean>> {
  return attempt(async (supabase) => {
    const { data, error } = await supabase
      .from('profiles')
      .select('health_data_consent_at')
      .eq('user_id', userId)
      .maybeSingle();
    if (error !== null) return err(callError(error));
    return ok(typeof data?.health_data_consent_at === 'string');
  });
}

/** Records consent to health data; the database stamps the time (and keeps an earlier one). */
export function giveHealthDataConsent(userId: string): Promise<CallResult<undefined>> {
  return attempt(async (supabase) => {
    const { error } = await supabase
      .from('profiles')
      .upsert({ user_id: userId, health_data_consent_at: new Date().toISOString() });
    return settled(error);
  });
}
