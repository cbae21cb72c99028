/**
 * The user menu's two actions, loaded by src/scripts/auth-corner.ts only when one is picked: signing
 * out (which loads supabase-js) and the profile dialog (which loads React).
 */
export { signOutAndLeave } from '@/lib/supabase/sign-out';

/** Opens Profil & inställningar; React and the dialog load here, on demand. */
export async function openProfile(): Promise<void> {
  const { openProfileDialog } = await import('@/islands/profile/mount');
  openProfileDialog();
}
