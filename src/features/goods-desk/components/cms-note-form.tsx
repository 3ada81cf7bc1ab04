import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { StaffOrderDetail } from '@/shared/contract/staff';
import { showToast } from '@/shared/ui/toast';
import { useNoteOrder } from '../api/note-order';
import { actionErrorText, toastUnanswered } from '../action-error';
import '../goods-desk.css';

/** The order's CMS number and arrival remarks: filled by sales (managers may correct them). */
export function CmsNoteForm({ order }: { order: StaffOrderDetail }) {
  const { t } = useLingui();
  const ids = useId();
  const note = useNoteOrder();
  const [cmsOrderNo, setCmsOrderNo] = useState(order.cmsOrderNo ?? '');
  const [remarks, setRemarks] = useState(order.arrivalRemarks);
  const [error, setError] = useState('');
  const unchanged = cmsOrderNo.trim() === (order.cmsOrderNo ?? '') && remarks.trim() === order.arrivalRemarks;
  if (order.status === 'unpaid') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    note.mutate(
      { orderId: order.id, cmsOrderNo: cmsOrderNo.trim(), arrivalRemarks: remarks.trim() },
      {
        onSuccess: () => showToast(t`Saved`),
        onError: (e) => {
          setError(actionErrorText(e));
          toastUnanswered(e);
        },
      },
    );
  };

  return (
    <form className="goods-section goods-form" aria-labelledby={`${ids}-title`} onSubmit={submit}>
      <h2 id={`${ids}-title`}>{t`Records`}</h2>
      <label htmlFor={`${ids}-cms`}>{t`CMS order number`}</label>
      <input
        id={`${ids}-cms`}
        className="app-input"
        maxLength={40}
        autoComplete="off"
        value={cmsOrderNo}
        onChange={(e) => setCmsOrderNo(e.target.value)}
      />
      <label htmlFor={`${ids}-remarks`}>{t`Arrival remarks`}</label>
      <textarea
        id={`${ids}-remarks`}
        className="app-input"
        rows={2}
        maxLength={500}
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
      />
      {error && (
        <p role="alert" className="app-error">
          {error}
        </p>
      )}
      <button type="submit" className="roda-button goods-button--plain" disabled={note.isPending || unchanged}>
        <Trans>Save records</Trans>
      </button>
    </form>
  );
}
