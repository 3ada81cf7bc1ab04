import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { WorkOrderDetail } from '@/shared/contract/staff';
import { PERMISSIONS, STEP_ACTION, workOrderSteps } from '@/shared/contract/work-order-flow';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { formatAppointment } from '@/shared/lib/format';
import { formatMalaysianPhone, phoneHref } from '@/shared/lib/phone';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { useWorkOrder } from '../api/get-work-order';
import { roleLabels, statusLabels, stepLabels } from '../labels';
import { useWorkOrderView, type StepView, type WorkOrderView } from '../use-work-order-view';
import { FindingsSection } from './findings/findings-section';
import { OrderReferencesForm } from './order-references-form';
import { AcceptStep } from './steps/accept-step';
import { DeliverStep } from './steps/deliver-step';
import { DispatchForm } from './steps/dispatch-form';
import { GroupPhotoStep } from './steps/group-photo-step';
import { ProgressStep } from './steps/progress-step';
import { ReturnStep } from './steps/return-step';
import { ReworkForm } from './steps/rework-form';
import { SignoffStep } from './steps/signoff-step';
import { WorkOrderRecord } from './work-order-record';
import '../work-order.css';

/** One work order for staff: its car, customer and items, the next step, and the record. */
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
        ) : query.data ? (
          // a copy already loaded stays on screen when a refresh fails (no signal in the workshop)
          <WorkOrderBody wo={query.data} fetchedAt={query.dataUpdatedAt} />
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
          <PageLoading onRetry={() => void query.refetch()} />
        )}
        {outbox}
      </main>
    </>
  );
}

function StepBadge({ view }: { view: StepView }) {
  const { t } = useLingui();
  const text: Record<StepView, string> = {
    done: t`Done`,
    next: t`Next`,
    waiting: t`Waiting to send`,
    later: t`Later`,
  };
  return <span className={`wo-badge wo-badge--${view}`}>{text[view]}</span>;
}

function WorkOrderBody({ wo, fetchedAt }: { wo: WorkOrderDetail; fetchedAt: number }) {
  const { i18n } = useLingui();
  const view = useWorkOrderView(wo, fetchedAt);
  return (
    <>
      <Summary view={view} />
      <section className="wo-card" aria-labelledby="wo-steps">
        <h2 id="wo-steps" className="wo-card__title">
          <Trans>Steps</Trans>
        </h2>
        <ol className="wo-steps">
          {workOrderSteps.map((step) => (
            <li
              key={step}
              className={`wo-steps__item wo-steps__item--${view.steps[step]}`}
              data-step={step}
              data-state={view.steps[step]}
              aria-current={view.steps[step] === 'next' ? 'step' : undefined}
            >
              <span>{i18n._(stepLabels[step])}</span> <StepBadge view={view.steps[step]} />
            </li>
          ))}
        </ol>
      </section>
      <section className="wo-card" aria-labelledby="wo-actions">
        <h2 id="wo-actions" className="wo-card__title">
          <Trans>What you can do</Trans>
        </h2>
        <Actions view={view} />
      </section>
      <FindingsSection view={view} />
      <WorkOrderRecord wo={wo} />
    </>
  );
}

function Summary({ view }: { view: WorkOrderView }) {
  const { t, i18n } = useLingui();
  const { wo, state } = view;
  return (
    <section className="wo-card" aria-labelledby="wo-title">
      <h2 id="wo-title" className="wo-card__title">
        {wo.plate} · {wo.vehicleModel}
      </h2>
      <p>
        <span className={`wo-status wo-status--${state.status}`} data-testid="work-order-status">
          {i18n._(statusLabels[state.status])}
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
          {wo.customerName && <span>{wo.customerName} · </span>}
          <a href={phoneHref(wo.customerPhone)}>{formatMalaysianPhone(wo.customerPhone)}</a>
        </dd>
        <dt>
          <Trans>Appointment</Trans>
        </dt>
        <dd>{wo.appointmentDate ? formatAppointment(wo.appointmentDate, wo.appointmentSlot, i18n.locale) : '—'}</dd>
        <dt>
          <Trans context="workshop">Store</Trans>
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
        {wo.cmsOrderNo && (
          <>
            <dt>
              <Trans>CMS order number</Trans>
            </dt>
            <dd>{wo.cmsOrderNo}</dd>
          </>
        )}
        {wo.arrivalRemarks && (
          <>
            <dt>
              <Trans>Arrival remarks</Trans>
            </dt>
            <dd>{wo.arrivalRemarks}</dd>
          </>
        )}
        {wo.rejectReason && state.status === 'rejected' && (
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
      <details className="wo-notes">
        <summary>
          <Trans>Order notes</Trans>
        </summary>
        <OrderReferencesForm view={view} />
      </details>
    </section>
  );
}

/** The next step's form when it is the caller's, else who takes it; and the side actions. */
function Actions({ view }: { view: WorkOrderView }) {
  const { t, i18n } = useLingui();
  const { wo, actions, next, queued, attention, role } = view;
  const nextIsMine =
    next !== null &&
    {
      accept: actions.accept || actions.reject,
      handover: actions.handover,
      groupPhoto: actions.groupPhoto,
      progress: actions.progress,
      signoff: actions.signoff,
      returnPhotos: actions.returnPhotos,
      deliver: actions.deliver,
    }[next];
  const taker = next ? PERMISSIONS[STEP_ACTION[next]].find((r) => r !== 'manager' && r !== 'company') : undefined;
  // the spec's own message when sales try to hand the car back too early
  const tooEarly =
    role === 'sales' && !actions.deliver && ['inService', 'pendingCollection'].includes(view.state.status);
  return (
    <>
      {attention.length > 0 && (
        <p className="wo-attention" role="alert">
          <Trans>A step of this work order was not accepted. See the list below for what to do.</Trans>
        </p>
      )}
      {queued.length > 0 && (
        <p className="wo-waiting" role="status">
          <Trans>Waiting to send: the step is saved on this phone and will be sent when the signal allows.</Trans>
        </p>
      )}
      {next && nextIsMine && (
        <div className="wo-next" data-testid="next-step">
          <h3>{i18n._(stepLabels[next])}</h3>
          {next === 'accept' && <AcceptStep view={view} />}
          {next === 'handover' && (
            <Link
              to="/pages-staff/workorder/Handover"
              search={{ id: wo.id }}
              className="roda-button roda-button--primary app-block"
            >
              {wo.handover || view.waiting('handover')
                ? t`Continue the vehicle handover`
                : t`Start the vehicle handover`}
            </Link>
          )}
          {next === 'groupPhoto' && <GroupPhotoStep view={view} />}
          {next === 'progress' && <ProgressStep view={view} />}
          {next === 'signoff' && <SignoffStep view={view} />}
          {next === 'returnPhotos' && <ReturnStep view={view} />}
          {next === 'deliver' && <DeliverStep view={view} />}
        </div>
      )}
      {next && !nextIsMine && taker && (
        <p className="app-muted" data-testid="next-step-other">
          {t`Next: ${i18n._(stepLabels[next])} (${i18n._(roleLabels[taker])})`}
        </p>
      )}
      {tooEarly && (
        <button
          type="button"
          className="roda-button roda-button--secondary app-block"
          onClick={() =>
            showToast(
              t`Please wait for the construction team to complete the vehicle pick-up and upload the information`,
            )
          }
        >
          <Trans>Confirm delivery</Trans>
        </button>
      )}
      {actions.dispatch && <DispatchForm view={view} />}
      {actions.rework && (
        <div className="wo-buttons">
          <ReworkForm view={view} />
        </div>
      )}
      {!next && !actions.dispatch && !actions.rework && queued.length === 0 && (
        <p className="app-muted">
          <Trans>Nothing for you to do on this work order now.</Trans>
        </p>
      )}
    </>
  );
}
