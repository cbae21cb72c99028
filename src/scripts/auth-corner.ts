/**
 * The header corner on every page, without React and without supabase-js on load: reads the session
 * supabase-js stored, keeps <html data-auth> and the menu's e-mail in step with the session store,
 * follows sign-in and sign-out in other tabs (storage events), and loads the sign-out or the profile
 * dialog only when the user picks Logga ut or Profil & inställningar.
 */
import { ACCOUNT_MARK_KEY, PENDING_REVOCATIONS_KEY, followAccountChange } from '@/stores/account-mark';
import { readStoredSession } from '@/stores/stored-session';
import { $session, sessionFromStorage, storedSessionChanged } from '@/stores/session';
import { toast } from '@/stores/toasts';

const root = document.documentElement;

/** supabase-js's storage key, written into the page at build time (lib/supabase/config.ts). */
const key = root.dataset.sessionKey ?? '';

// The account on the device changed (a sign-out or sign-in, maybe in another tab) since this tab
// wrote its sessionStorage: what it held belonged to the one before. Runs before any island reads it.
followAccountChange();

// Sessions ended on this device that the server has not heard of yet: told now, and when the
// browser comes back online.
try {
  if (localStorage.getItem(PENDING_REVOCATIONS_KEY) !== null) void import('./revoke-pending');
} catch {
  // Storage unavailable: nothing was kept.
}

const stored = readStoredSession(key);
sessionFromStorage(stored);
// On a tool page (it has islands) an expired access token is refreshed at once, so the screen knows
// whether the user is still signed in; content pages leave it until the user acts.
if (stored?.expired === true && document.querySelector('astro-island') !== null) {
  void import('@/lib/supabase/client').then(({ getSupabase }) => getSupabase());
}

$session.subscribe((state) => {
  if (state.status === 'loading') return;
  root.dataset.auth = state.status === 'signedIn' ? 'in' : 'out';
  const email = state.status === 'signedIn' ? state.user.email : '';
  const node = document.querySelector('[data-auth-email]');
  if (node) node.textContent = email;
});

addEventListener('storage', (event) => {
  // Signed out or in elsewhere: this tab drops what it kept, and a tool page shows itself again
  // without it (a plan, its restrictions, a signed-in view).
  if (event.key === ACCOUNT_MARK_KEY && followAccountChange() && document.querySelector('astro-island')) {
    location.reload();
  }
  if (event.key !== key && event.key !== null) return;
  const changed = readStoredSession(key);
  storedSessionChanged(changed === undefined || changed.expired ? undefined : changed.user);
});

/** Failure texts come from the messages module through the HTML, so this script carries none. */
const corner = document.querySelector<HTMLElement>('[data-auth-corner]');

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const action = target?.closest('[data-auth-signout]')
    ? 'signout'
    : target?.closest('[data-auth-profile]')
      ? 'profile'
      : undefined;
  if (action === undefined) return;
  const menu = document.getElementById('user-menu');
  if (menu?.matches(':popover-open')) menu.hidePopover();
  import('./account-menu').then(
    (actions) => (action === 'signout' ? actions.signOutAndLeave() : actions.openProfile()),
    () => toast.error(corner?.dataset[action === 'signout' ? 'signoutError' : 'profileError'] ?? ''),
  );
});
