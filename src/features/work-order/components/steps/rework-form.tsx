import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { showToast } from '@/shared/ui/toast';
import { TextField } from '@/shared/ui/text-field';
import type { WorkOrderView } from '../../use-work-order-view';
import '../../work-order.css';

/** Open a rework: a reason and a description; the work goes back in service. */
export function ReworkForm({ view }: { view: WorkOrderView }) {
  const { t } = useLingui();
  const { wo, send } = view;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return showToast(t`Please enter the reason for the rework`);
    if (!description.trim()) return showToast(t`Please describe the rework`);
    setBusy(true);
    try {
      await send(
        'rework',
        () => ({ id: wo.id, reason: reason.trim(), description: description.trim() }),
        [],
        t`Rework ${wo.plate}`,
      );
      setOpen(false);
      showToast(t`Rework opened`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="roda-button roda-button--secondary" onClick={() => setOpen(true)}>
        <Trans>Open a rework</Trans>
      </button>
      <BottomPopup open={open} onClose={() => setOpen(false)} title={t`Open a rework`}>
        <form onSubmit={(e) => void submit(e)} noValidate className="wo-form">
          <TextField label={<Trans>Reason for the rework</Trans>} value={reason} onChange={setReason} maxLength={200} />
          <TextField
            label={<Trans>Rework description</Trans>}
            value={description}
            onChange={setDescription}
            maxLength={1000}
            rows={3}
          />
          <button type="submit" className="roda-button roda-button--primary app-block" disabled={busy}>
            <Trans>Confirm rework</Trans>
          </button>
        </form>
      </BottomPopup>
    </>
  );
}
