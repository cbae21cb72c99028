import { useState } from 'react';

import { PROFILE } from '@/lib/messages/profile';
import { COMMON } from '@/lib/messages/common';
import { clearAppStorage } from '@/lib/storage/keys';
import type { StoredUser } from '@/stores/stored-session';
import { deleteMyAccount, exportMyData } from '@/lib/supabase/profile';
import { toast } from '@/stores/toasts';
import { Form } from '@/ui/Form';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { useForm } from '@/ui/useForm';

interface Props {
  user: StoredUser;
  onBusyChange: (busy: boolean) => void;
}

/** Saves `text` as a file through a temporary link (no server round trip). */
function download(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'Ladda ner mina data' (every row the user owns, as JSON) and 'Radera mitt konto'. */
export function AccountData({ user, onBusyChange }: Props) {
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useForm({ confirmEmail: '' });

  const exportData = async () => {
    setExporting(true);
    const result = await exportMyData(user);
    setExporting(false);
    if (!result.ok) {
      toast.error(PROFILE.downloadFailed);
      return;
    }
    download(result.value, `halsoplaneraren-mina-data-${new Date().toISOString().slice(0, 10)}.json`);
    toast.success(PROFILE.downloadDone);
  };

  const remove = async ({ confirmEmail }: { confirmEmail: string }) => {
    if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
      form.fail({ confirmEmail: PROFILE.deleteMismatch });
      return;
    }
    form.fail({});
    onBusyChange(true);
    const result = await deleteMyAccount();
    onBusyChange(false);
    if (!result.ok) {
      toast.error(PROFILE.deleteFailed);
      return;
    }
    clearAppStorage();
    toast.success(PROFILE.deleted);
    location.assign('/');
  };

  return (
    <section className="mt-6 border-t border-line pt-4" aria-labelledby="account-data-heading">
      <h3 id="account-data-heading" className="text-sm font-semibold">
        {PROFILE.dataTitle}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={exporting}
          busyLabel={PROFILE.downloading}
          onClick={() => void exportData()}
        >
          {PROFILE.download}
        </Button>
        {!confirming && (
          <Button variant="secondary" className="text-danger-600" onClick={() => setConfirming(true)}>
            {PROFILE.deleteOpen}
          </Button>
        )}
      </div>
      {confirming && (
        <Form
          onSubmit={form.submit(remove)}
          className="mt-4 grid gap-3 rounded-md border border-danger-600/40 bg-danger-50 p-3"
        >
          <p className="text-sm">
            <strong>{PROFILE.deleteTitle}.</strong> {PROFILE.deleteIntro}
          </p>
          <Field
            label={PROFILE.deleteConfirmLabel}
            type="email"
            autoComplete="off"
            {...form.field('confirmEmail')}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={form.busy} onClick={() => setConfirming(false)}>
              {COMMON.cancel}
            </Button>
            <Button type="submit" variant="danger" busy={form.busy} busyLabel={PROFILE.deleting}>
              {PROFILE.deleteConfirm}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
