import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { handoverSlots, type ImageRef, type WorkOrderDetail } from '@/shared/contract/staff';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { useAcceptWorkOrder } from '../api/accept-work-order';
import { useDeliverWorkOrder } from '../api/deliver-work-order';
import { useWorkOrder } from '../api/get-work-order';
import { useOutboxSteps } from '../api/outbox-step';
import { slotLabels, statusLabels, stepLabels } from '../labels';
import { stepKeys, stepStates, type StepState } from '../steps';
import {
  DispatchForm,
  GroupPhotoForm,
  ProgressForm,
  RejectForm,
  ReturnForm,
  ReworkForm,
  SignoffForm,
} from './step-forms';
import '../work-order.css';
import { formatAppointment, formatDate, formatDateTime } from '@/shared/lib/format';

/** One work order for staff: its car, customer and items, the steps this person may take now, the record. */
export function WorkOrderDetailPage({ id, outbox }: { id?: number; outbox?: ReactNode }) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const query = useWorkOrder(id ?? 0);
  return (
    <>
      <NavBar title={t`Work order`} onBack={goBack} />
      <main className="app-page wo-page">
        {!id ? (
          <EmptyState title={t`No work order chosen`} />
        ) : query.isPending ? (
          <PageLoading onRetry={() => void query.refetch()} />
        ) : query.isError ? (
          <EmptyState
            title={t`This work order could not be loaded`}
            action={
              <button type="button" className="roda-button" onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </button>
            }
          />
        ) : (
          <WorkOrderBody wo={query.data} />
        )}
        {outbox}
      </main>
    </>
  );
}

function StepBadge({ state }: { state: StepState }) {
  const { t } = useLingui();
  const text: Record<StepState, string> = {
    done: t`Done`,
    available: t`To do`,
    waiting: t`Waiting to send`,
    later: t`Later`,
    none: '—',
  };
  return <span className={`wo-badge wo-badge--${state}`}>{text[state]}</span>;
}

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

function WorkOrderBody({ wo }: { wo: WorkOrderDetail }) {
  const { t, i18n } = useLingui();
  const role = useClientState((s) => s.userInfo?.role);
  const { waiting, send } = useOutboxSteps(wo.id);
  const accept = useAcceptWorkOrder();
  const deliver = useDeliverWorkOrder();
  const states = stepStates(wo, waiting);
  const a = wo.actions;
  const canTryDelivery =
    role === 'sales' &&
    (wo.status === 'inService' || wo.status === 'pendingCollection' || wo.status === 'pendingHandover');

  return (
    <>
      <section className="wo-card" aria-labelledby="wo-title">
        <h2 id="wo-title" className="wo-card__title">
          {wo.plate} · {wo.vehicleModel}
        </h2>
        <p>
          <span className={`wo-status wo-status--${wo.status}`} data-testid="work-order-status">
            {i18n._(statusLabels[wo.status])}
          </span>
        </p>
        <dl className="wo-facts">
          <dt>
            <Trans>Work order</Trans>
          </dt>
          <dd>{wo.workNo}</dd>
          <dt>
            <Trans>Order</Trans>
          </dt>
          <dd>{wo.orderNo}</dd>
          <dt>
            <Trans>Customer</Trans>
          </dt>
          <dd>
            {wo.customerName} · <a href={`tel:${wo.customerPhone}`}>{wo.customerPhone}</a>
          </dd>
          <dt>
            <Trans>Appointment</Trans>
          </dt>
          <dd>{wo.appointmentDate ? formatAppointment(wo.appointmentDate, wo.appointmentSlot, i18n.locale) : '—'}</dd>
          <dt>
            <Trans>Store</Trans>
          </dt>
          <dd>{wo.storeName}</dd>
          <dt>
            <Trans>Technician</Trans>
          </dt>
          <dd>{wo.technicianName ?? t`Not assigned`}</dd>
          <dt>
            <Trans>Sales consultant</Trans>
          </dt>
          <dd>{wo.salesName ?? t`Not assigned`}</dd>
          {wo.rejectReason && (
            <>
              <dt>
                <Trans>Reason for rejecting</Trans>
              </dt>
              <dd>{wo.rejectReason}</dd>
            </>
          )}
        </dl>
        <h3>
          <Trans>Items</Trans>
        </h3>
        <ul className="wo-items">
          {wo.items.map((item) => (
            <li key={item.orderItemId}>
              {item.name} × {item.quantity}
              {item.size ? ` · ${item.size}` : ''}
            </li>
          ))}
        </ul>
        {wo.orderRemarks && <p className="app-muted">{wo.orderRemarks}</p>}
      </section>

      <section className="wo-card" aria-labelledby="wo-steps">
        <h2 id="wo-steps" className="wo-card__title">
          <Trans>Steps</Trans>
        </h2>
        <ol className="wo-steps">
          {stepKeys.map((key) => (
            <li key={key} className="wo-steps__item" data-step={key} data-state={states[key]}>
              <span>{i18n._(stepLabels[key])}</span> <StepBadge state={states[key]} />
            </li>
          ))}
        </ol>
      </section>

      <section className="wo-card" aria-labelledby="wo-actions">
        <h2 id="wo-actions" className="wo-card__title">
          <Trans>What you can do</Trans>
        </h2>
        {a.dispatch && <DispatchForm wo={wo} />}
        {(a.accept || a.reject) && (
          <div className="wo-buttons">
            {a.accept && (
              <button
                type="button"
                className="roda-button roda-button--primary"
                disabled={accept.isPending}
                onClick={() => accept.mutate(wo.id, { onSuccess: () => showToast(t`Work order accepted`) })}
              >
                <Trans>Accept</Trans>
              </button>
            )}
            {a.reject && <RejectForm id={wo.id} onDone={() => {}} />}
          </div>
        )}
        {a.handover && !waiting.has('handover') && (
          <Link
            to="/pages-staff/workorder/Handover"
            search={{ id: wo.id }}
            className="roda-button roda-button--primary app-block"
          >
            {wo.handover ? t`Continue the vehicle handover` : t`Start the vehicle handover`}
          </Link>
        )}
        {a.groupPhoto && !waiting.has('groupPhoto') && <GroupPhotoForm id={wo.id} send={send} />}
        {a.progress && !waiting.has('progress') && <ProgressForm wo={wo} send={send} />}
        {a.signoff && !waiting.has('signoff') && (
          <div className="wo-buttons">
            {wo.signoffs
              .filter((s) => s.status === 'pending')
              .map((s) => (
                <SignoffForm key={s.id} id={wo.id} signoff={s} defaultSigner={wo.customerName} send={send} />
              ))}
          </div>
        )}
        {a.returnPhotos && !waiting.has('returnPhotos') && <ReturnForm id={wo.id} send={send} />}
        {canTryDelivery && (
          <button
            type="button"
            className="roda-button roda-button--primary app-block"
            disabled={deliver.isPending}
            onClick={() => deliver.mutate(wo.id, { onSuccess: () => showToast(t`Delivery confirmed`) })}
          >
            <Trans>Confirm delivery</Trans>
          </button>
        )}
        {a.rework && <ReworkForm id={wo.id} />}
        {waiting.size > 0 && (
          <p className="wo-waiting" role="status">
            <Trans>Waiting to send: the step is saved on this phone and will be sent when the signal allows.</Trans>
          </p>
        )}
        {!Object.values(a).some(Boolean) && !canTryDelivery && waiting.size === 0 && (
          <p className="app-muted">
            <Trans>Nothing for you to do on this work order now.</Trans>
          </p>
        )}
      </section>

      <Record wo={wo} />
    </>
  );
}

function Record({ wo }: { wo: WorkOrderDetail }) {
  const { t, i18n } = useLingui();
  const h = wo.handover;
  return (
    <section className="wo-card" aria-labelledby="wo-record">
      <h2 id="wo-record" className="wo-card__title">
        <Trans>Record</Trans>
      </h2>
      {h && (
        <>
          <h3>
            <Trans>Vehicle handover</Trans>
          </h3>
          <Gallery
            images={handoverSlots.map((s) => h.photos[s])}
            label={(i) => i18n._(slotLabels[handoverSlots[i]!])}
          />
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
      {(wo.progress.estimatedCompletionAt || wo.progress.expectedDeliveryDate) && (
        <>
          <h3>
            <Trans>Service progress</Trans>
          </h3>
          <p>
            {t`Estimated completion: ${wo.progress.estimatedCompletionAt ? formatDateTime(wo.progress.estimatedCompletionAt, i18n.locale) : '—'}`}
          </p>
          <p>{t`Expected delivery: ${wo.progress.expectedDeliveryDate ? formatDate(wo.progress.expectedDeliveryDate, i18n.locale) : '—'}`}</p>
          {wo.progress.oldFilmRemoved !== null && (
            <p>
              {wo.progress.oldFilmRemoved
                ? t`Old film removed: yes (${wo.progress.oldFilmQuantity ?? 0})`
                : t`Old film removed: no`}
            </p>
          )}
        </>
      )}
      <h3>
        <Trans>Product sign-off</Trans>
      </h3>
      <ul className="wo-items">
        {wo.signoffs.map((s) => (
          <li key={s.id} data-testid="signoff-row">
            {s.productName} × {s.quantity} ·{' '}
            {s.status === 'signed' ? t`Signed off by ${s.signerName ?? ''}` : t`Pending signature`}
            {s.signature && (
              <img src={s.signature.url} alt={t`Signature of ${s.signerName ?? ''}`} className="wo-signature__img" />
            )}
          </li>
        ))}
      </ul>
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
