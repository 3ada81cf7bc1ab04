import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { showToast } from '@/shared/ui/toast';
import '../manager-desk.css';

/** A reason popup shared by the refusals: the reason is required. */
export function ReasonPopup({
  open,
  title,
  label,
  onClose,
  onSubmit,
  busy,
}: {
  open: boolean;
  title: string;
  label: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return showToast(t`Please enter a reason`);
    onSubmit(reason.trim());
  };
  return (
    <BottomPopup open={open} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate className="mgr-form">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          className="app-input"
          rows={3}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <button type="submit" className="roda-button roda-button--primary app-block" disabled={busy}>
          <Trans>Confirm</Trans>
        </button>
      </form>
    </BottomPopup>
  );
}
