import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { staffComplaintSchema } from '@/shared/contract/staff';
import { formatDateTime } from '@/shared/lib/format';
import { complaintStatusLabels } from '@/shared/lib/labels';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { PhotoThumbs } from '@/shared/ui/photo-thumbs';
import { TextField } from '@/shared/ui/text-field';
import { showToast } from '@/shared/ui/toast';
import { useStaffComplaints } from '../api/get-complaints';
import { useUpdateComplaint } from '../api/update-complaint';
import '../manager-desk.css';

type StaffComplaint = z.infer<typeof staffComplaintSchema>;

/** Complaints on the store's orders: start handling, then record the result (optionally a rework). */
export function Complaints() {
  const { t } = useLingui();
  const query = useStaffComplaints();
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (!query.data?.list.length) return <EmptyState title={t`No complaints`} />;
  return (
    <ul className="mgr-list">
      {query.data.list.map((c) => (
        <ComplaintRow key={c.id} complaint={c} />
      ))}
    </ul>
  );
}

function ComplaintRow({ complaint }: { complaint: StaffComplaint }) {
  const { t, i18n } = useLingui();
  const update = useUpdateComplaint();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  const [withRework, setWithRework] = useState(false);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const ids = { result: useId(), rework: useId() };

  const process = (e: FormEvent) => {
    e.preventDefault();
    if (!result.trim()) return showToast(t`Please enter the processing result`);
    if (withRework && (!reason.trim() || !description.trim()))
      return showToast(t`Please enter the reason and the description of the rework`);
    update.mutate(
      {
        id: complaint.id,
        status: 'processed',
        processingResult: result.trim(),
        rework: withRework ? { reason: reason.trim(), description: description.trim() } : undefined,
      },
      {
        onSuccess: () => {
          setOpen(false);
          showToast(t`Complaint processed`);
        },
      },
    );
  };

  return (
    <li className="mgr-card" data-testid="complaint-row">
      <h2 className="mgr-card__title">
        {complaint.complaintNo} · {i18n._(complaintStatusLabels[complaint.status])}
      </h2>
      <p>{complaint.content}</p>
      <PhotoThumbs
        label={t`Screenshots the customer sent`}
        photos={complaint.screenshots.map((url, i) => ({ url, label: t`Screenshot ${i + 1}` }))}
      />
      <p className="app-muted">
        {[complaint.customerName, complaint.plate, complaint.orderNo].filter(Boolean).join(' · ')} ·{' '}
        {formatDateTime(complaint.createdAt, i18n.locale)}
      </p>
      {complaint.processingResult && <p>{t`Result: ${complaint.processingResult}`}</p>}
      <div className="mgr-buttons">
        {complaint.status === 'pending' && (
          <button
            type="button"
            className="roda-button"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: complaint.id, status: 'in_progress' },
                { onSuccess: () => showToast(t`Complaint in progress`) },
              )
            }
          >
            <Trans>Start handling</Trans>
          </button>
        )}
        {complaint.status !== 'processed' && (
          <button type="button" className="roda-button roda-button--primary" onClick={() => setOpen(true)}>
            <Trans>Record the result</Trans>
          </button>
        )}
      </div>
      <BottomPopup open={open} onClose={() => setOpen(false)} title={t`Process complaint ${complaint.complaintNo}`}>
        <form onSubmit={process} noValidate className="mgr-form">
          <TextField
            label={<Trans>Processing result (the customer sees it)</Trans>}
            value={result}
            onChange={setResult}
            maxLength={1000}
            rows={3}
          />
          {complaint.workOrderId !== null && (
            <div>
              <input
                id={ids.rework}
                type="checkbox"
                checked={withRework}
                onChange={(e) => setWithRework(e.target.checked)}
              />{' '}
              <label htmlFor={ids.rework}>
                <Trans>Open a rework for this complaint</Trans>
              </label>
            </div>
          )}
          {withRework && (
            <>
              <TextField
                label={<Trans>Reason for the rework</Trans>}
                value={reason}
                onChange={setReason}
                maxLength={200}
              />
              <TextField
                label={<Trans>Rework description</Trans>}
                value={description}
                onChange={setDescription}
                maxLength={1000}
                rows={3}
              />
            </>
          )}
          <button type="submit" className="roda-button roda-button--primary app-block" disabled={update.isPending}>
            <Trans>Mark as processed</Trans>
          </button>
        </form>
      </BottomPopup>
    </li>
  );
}
