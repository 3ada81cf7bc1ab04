import { Trans, useLingui } from '@lingui/react/macro';
import { handoverSlots, type ImageRef, type WorkOrderDetail } from '@/shared/contract/staff';
import { formatDate, formatDateTime } from '@/shared/lib/format';
import { CheckInSummary } from '@/shared/ui/check-in-summary';
import { slotLabels } from '../labels';
import '../work-order.css';

function Gallery({ images, label }: { images: (ImageRef | null)[]; label: (i: number) => string }) {
  return (
    <div className="wo-photos__grid">
      {images.map((img, i) =>
        img ? (
          <a key={img.id} href={img.url} target="_blank" rel="noreferrer" className="wo-slot wo-slot--filled">
            <img src={img.url} alt={label(i)} className="wo-slot__img" loading="lazy" />
          </a>
        ) : null,
      )}
    </div>
  );
}

/** What the work order holds so far, as saved on the server: photos, progress, signatures, reworks. */
export function WorkOrderRecord({ wo }: { wo: WorkOrderDetail }) {
  const { t, i18n } = useLingui();
  const h = wo.handover;
  const p = wo.progress;
  const empty = !h && !p.estimatedCompletionAt && !p.expectedDeliveryDate && wo.signoffs.every((s) => !s.signedAt);
  return (
    <section className="wo-card" aria-labelledby="wo-record">
      <h2 id="wo-record" className="wo-card__title">
        <Trans>Record</Trans>
      </h2>
      {empty && (
        <p className="app-muted">
          <Trans>Photos, progress and signatures appear here as the work goes on.</Trans>
        </p>
      )}
      {h && (
        <>
          <h3>
            <Trans>Vehicle handover</Trans>
          </h3>
          <Gallery
            images={handoverSlots.map((s) => h.photos[s])}
            label={(i) => i18n._(slotLabels[handoverSlots[i]!])}
          />
          <CheckInSummary
            mileageKm={h.mileageKm}
            fuelQuarters={h.fuelQuarters}
            damage={h.damage}
            signedBy={h.customerSignerName}
            signature={h.customerSignature}
          />
          {h.cameEarlyFor && (
            <p data-testid="came-early">{t`The customer came early: booked for ${formatDate(h.cameEarlyFor, i18n.locale)}.`}</p>
          )}
          {h.remarks && <p>{t`Remarks: ${h.remarks}`}</p>}
          {h.unexpectedSituation && <p>{t`Unexpected situation: ${h.unexpectedSituation}`}</p>}
          <Gallery images={h.unexpectedImages} label={(i) => t`Unexpected situation photo ${i + 1}`} />
          {h.groupPhoto && (
            <>
              <h3>
                <Trans>Group photo</Trans>
              </h3>
              <Gallery images={[h.groupPhoto]} label={() => t`Group photo`} />
            </>
          )}
        </>
      )}
      {(p.estimatedCompletionAt || p.expectedDeliveryDate) && (
        <>
          <h3>
            <Trans>Service progress</Trans>
          </h3>
          <dl className="wo-facts">
            <dt>
              <Trans>Estimated completion</Trans>
            </dt>
            <dd>{p.estimatedCompletionAt ? formatDateTime(p.estimatedCompletionAt, i18n.locale) : '—'}</dd>
            <dt>
              <Trans>Expected delivery</Trans>
            </dt>
            <dd>{p.expectedDeliveryDate ? formatDate(p.expectedDeliveryDate, i18n.locale) : '—'}</dd>
            {p.oldFilmRemoved !== null && (
              <>
                <dt>
                  <Trans>Old film removed</Trans>
                </dt>
                <dd>{p.oldFilmRemoved ? t`Yes (${p.oldFilmQuantity ?? 0})` : t`No`}</dd>
              </>
            )}
          </dl>
          {p.remarks && <p>{p.remarks}</p>}
        </>
      )}
      {wo.signoffs.length > 0 && (
        <>
          <h3>
            <Trans>Product sign-off</Trans>
          </h3>
          <ul className="wo-items">
            {wo.signoffs.map((s) => (
              <li key={s.id} data-testid="signoff-row">
                {s.productName} × {s.quantity} ·{' '}
                {s.status === 'signed' ? t`Signed off by ${s.signerName ?? ''}` : t`Pending signature`}
                {s.signature && (
                  <img
                    src={s.signature.url}
                    alt={t`Signature of ${s.signerName ?? ''}`}
                    className="wo-signature__img"
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {wo.returns.map((r) => (
        <div key={r.createdAt}>
          <h3>
            <Trans>Vehicle return photos</Trans>
          </h3>
          <Gallery images={r.photos} label={(i) => t`Return photo ${i + 1}`} />
          {r.remarks && <p>{r.remarks}</p>}
        </div>
      ))}
      {wo.reworks.length > 0 && (
        <>
          <h3>
            <Trans>Reworks</Trans>
          </h3>
          <ul className="wo-items">
            {wo.reworks.map((r) => (
              <li key={r.id}>
                <strong>{r.reason}</strong> — {r.description}
              </li>
            ))}
          </ul>
        </>
      )}
      {wo.complaints.length > 0 && (
        <>
          <h3>
            <Trans>Complaints</Trans>
          </h3>
          <ul className="wo-items">
            {wo.complaints.map((c) => (
              <li key={c.id}>{c.content}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
