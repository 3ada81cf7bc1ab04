import { Trans, useLingui } from '@lingui/react/macro';
import type { OfficeOrderDetail } from '@/shared/contract/office-orders';
import { formatDateTime } from '@/shared/lib/format';
import { complaintStatusLabels } from '@/shared/lib/labels';
import { PhotoThumbs } from '@/shared/ui/photo-thumbs';
import './office-orders.css';

type Complaint = OfficeOrderDetail['complaints'][number];

/** What the customer complained about the order, with the screenshots they sent (enlargeable). */
export function OrderComplaints({ complaints }: { complaints: Complaint[] }) {
  const { t } = useLingui();
  return (
    <section className="office-card office-detail__card" aria-labelledby="office-complaints-title">
      <h2 id="office-complaints-title">
        <Trans>Complaints</Trans>
      </h2>
      {complaints.length === 0 ? (
        <p className="app-muted">{t`No complaints`}</p>
      ) : (
        complaints.map((c) => <ComplaintItem key={c.id} complaint={c} />)
      )}
    </section>
  );
}

function ComplaintItem({ complaint }: { complaint: Complaint }) {
  const { t, i18n } = useLingui();
  return (
    <article className="office-complaint" data-testid="office-complaint">
      <h3>
        {complaint.complaintNo} · {i18n._(complaintStatusLabels[complaint.status])}
      </h3>
      <p className="office-product__meta">
        <time dateTime={complaint.createdAt}>{formatDateTime(complaint.createdAt, i18n.locale)}</time>
      </p>
      <p className="office-complaint__text">{complaint.content}</p>
      <PhotoThumbs
        label={t`Screenshots the customer sent`}
        photos={complaint.screenshots.map((url, i) => ({ url, label: t`Screenshot ${i + 1}` }))}
      />
      {complaint.processingResult && <p>{t`Result: ${complaint.processingResult}`}</p>}
    </article>
  );
}
