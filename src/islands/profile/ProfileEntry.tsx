import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';

import { PROFILE } from '@/lib/messages/profile';
import { $session } from '@/stores/session';
import { Dialog } from '@/ui/Dialog';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { HUBS } from '@/lib/messages/common';

import { AccountData } from './AccountData';
import { ProfileForm } from './ProfileForm';

/**
 * Profil & inställningar: the profile form, then the user's data
 * (download, delete the account). Opens at once; closes on Esc, the close button or after saving.
 */
function Profile() {
  const session = useStore($session);
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (session.status === 'signedOut') setOpen(false);
  }, [session.status]);

  if (session.status !== 'signedIn') return null;
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onClose={close} title={PROFILE.dialogTitle} busy={busy}>
      <ProfileForm key={session.user.id} user={session.user} onSaved={close} onBusyChange={setBusy} />
      <AccountData user={session.user} onBusyChange={setBusy} />
    </Dialog>
  );
}

/** The island inside its catch-all ('Ett oväntat fel uppstod', a way back to the start page). */
export const ProfileEntry = withIslandBoundary(Profile, HUBS.home);
