import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { showToast } from '@/shared/ui/toast';
import { TextField } from '@/shared/ui/text-field';
import type { WorkOrderView } from '../../use-work-order-view';
import '../../work-order.css';

/** A technician accepts the work, or rejects it with a reason (back to the manager for dispatch). */
export function AcceptStep({ view }: { view: WorkOrderView }) {
  const { t } = useLingui();
  const { wo, actions, send } = view;
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await send('accept', () => ({ id: wo.id }), [], t`Accept ${wo.workNo}`);
      showToast(t`Work order accepted`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wo-buttons">
      {actions.accept && (
        <button
          type="button"
          className="roda-button roda-button--primary"
          disabled={busy}
          onClick={() => void accept()}
        >
          <Trans>Accept</Trans>
        </button>
      )}
      {actions.reject && <RejectForm view={view} />}
    </div>
  );
}

function RejectForm({ view }: { view: WorkOrderView }) {
  const { t } = useLingui();
  const { wo, send } = view;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return showToast(t`Please enter the reason for rejecting`);
    setBusy(true);
    try {
      await send('reject', () => ({ id: wo.id, reason: reason.trim() }), [], t`Reject ${wo.workNo}`);
      setOpen(false);
      showToast(t`Work order rejected`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="roda-button roda-button--danger" onClick={() => setOpen(true)}>
        <Trans>Reject</Trans>
      </button>
      <BottomPopup open={open} onClose={() => setOpen(false)} title={t`Reject the work order`}>
        <form onSubmit={(e) => void submit(e)} noValidate className="wo-form">
          <TextField
            label={<Trans>Reason for rejecting</Trans>}
            value={reason}
            onChange={setReason}
            maxLength={200}
            rows={3}
          />
          <button type="submit" className="roda-button roda-button--danger app-block" disabled={busy}>
            <Trans>Confirm rejection</Trans>
          </button>
        </form>
      </BottomPopup>
    </>
  );
}
