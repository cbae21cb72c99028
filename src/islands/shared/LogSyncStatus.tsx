import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';

import { COMMON } from '@/lib/messages/common';
import { LOG_SYNC, type LogNoun } from '@/lib/messages/log-sync';
import type { SyncedLog } from '@/lib/sync/synced-log';
import { $session } from '@/stores/session';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { loadOnDemand } from '@/ui/on-demand';

/**
 * The profile's calls, loaded when consent is given: few who see this part ever give it here, and the
 * module builds the profile form's schemas as it loads (main-thread work a log page's load need not do).
 */
const loadProfile = loadOnDemand(() => import('@/lib/supabase/profile'));

interface Props<T> {
  log: SyncedLog<T>;
  /** How the log names its rows ("vägning" / "vägningar"). */
  noun: LogNoun;
}

/**
 * Where a log is kept and how its syncing goes, the same on every log page: on the device only
 * (signed out), saved in the account, changes waiting offline, consent to health data asked for,
 * rows refused, and the offer to move the device's log into the account after a sign-in. The page
 * starts the log; this part only shows it and acts on it.
 */
export function LogSyncStatus<T>({ log, noun }: Props<T>) {
  const view = useStore(log.$view);
  const session = useStore($session);
  const [consenting, setConsenting] = useState(false);

  useEffect(() => {
    if (view.discarded > 0) toast.info(LOG_SYNC.discarded(view.discarded, noun));
  }, [view.discarded, noun]);

  if (!view.ready) return null;

  const giveConsent = async () => {
    if (session.status !== 'signedIn') return;
    setConsenting(true);
    const profile = await loadProfile();
    if (profile === undefined) {
      setConsenting(false);
      return;
    }
    const given = await profile.giveHealthDataConsent(session.user.id);
    setConsenting(false);
    if (given.ok) log.syncNow();
    else toast.error(LOG_SYNC.consentFailed);
  };

  const move = () => {
    const rows = view.deviceRows;
    if (log.moveDeviceLog()) toast.success(LOG_SYNC.moved(rows, noun));
    else toast.error(COMMON.storageFull);
  };

  if (view.owner === 'device') {
    return (
      <p className="text-sm text-muted" data-testid="log-sync-status">
        {LOG_SYNC.deviceOnly}{' '}
        <a href="/auth" className="text-brand-800 underline">
          {LOG_SYNC.signInToKeep}
        </a>
        .
      </p>
    );
  }

  return (
    <div className="space-y-3 text-sm" data-testid="log-sync-status">
      <p role="status" className={view.problem === undefined ? 'text-muted' : ''}>
        {view.problem === 'offline'
          ? LOG_SYNC.offline(view.waiting)
          : view.problem === 'signedOut'
            ? LOG_SYNC.signedOut(view.waiting)
            : view.problem === 'consent'
              ? ''
              : view.syncing || view.waiting > 0
                ? LOG_SYNC.sending
                : LOG_SYNC.saved}
      </p>
      {view.problem === 'offline' && (
        <Button variant="secondary" onClick={() => log.syncNow()}>
          {LOG_SYNC.retry}
        </Button>
      )}
      {view.problem === 'signedOut' && (
        <a href="/auth" className="text-brand-800 underline">
          {LOG_SYNC.signIn}
        </a>
      )}
      {view.problem === 'consent' && (
        <div className="rounded-md border border-line bg-white p-3" data-testid="log-consent">
          <h3 className="font-semibold">{LOG_SYNC.consentHeading}</h3>
          <p className="mt-1">{LOG_SYNC.consentText}</p>
          <Button
            className="mt-2"
            busy={consenting}
            busyLabel={LOG_SYNC.consentBusy}
            onClick={() => void giveConsent()}
          >
            {LOG_SYNC.consentButton}
          </Button>
          <p className="mt-2 text-xs text-muted">
            {LOG_SYNC.consentHint}{' '}
            <a href="/integritet" className="text-brand-800 underline">
              {LOG_SYNC.privacyLink}
            </a>
          </p>
        </div>
      )}
      {view.refused.count > 0 && (
        <p role="alert">{view.refused.cap ? LOG_SYNC.cap : LOG_SYNC.refused(view.refused.count)}</p>
      )}
      {view.deviceRows > 0 && (
        <div className="rounded-md border border-line bg-white p-3" data-testid="log-device-offer">
          <p>{LOG_SYNC.offer(view.deviceRows, noun)}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button onClick={move}>{LOG_SYNC.move}</Button>
            <Button variant="secondary" onClick={() => log.keepDeviceLog()}>
              {LOG_SYNC.keep}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
