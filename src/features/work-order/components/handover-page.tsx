import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { WorkOrderDetail } from '@/shared/contract/staff';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { formatAppointment } from '@/shared/lib/format';
import { malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { useWorkOrder } from '../api/get-work-order';
import { useWorkOrderView } from '../use-work-order-view';
import { HandoverForm } from './handover-form';
import '../work-order.css';

/** The vehicle handover: check-in, nine labelled photos, remarks, an unexpected situation with images; draft or complete. */
export function HandoverPage({ id }: { id?: number }) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const query = useWorkOrder(id ?? 0);
  return (
    <>
      <NavBar title={t`Vehicle handover`} onBack={goBack} />
      <main className="app-page wo-page">
        {!id ? (
          <EmptyState title={t`No work order chosen`} />
        ) : query.data ? (
          <HandoverGate wo={query.data} fetchedAt={query.dataUpdatedAt} />
        ) : query.isError ? (
          <EmptyState title={t`This work order could not be loaded`} />
        ) : (
          <PageLoading onRetry={() => void query.refetch()} />
        )}
      </main>
    </>
  );
}

/** Open when the handover is the caller's step, counting an acceptance still waiting in the outbox. */
function HandoverGate({ wo, fetchedAt }: { wo: WorkOrderDetail; fetchedAt: number }) {
  const { t } = useLingui();
  const view = useWorkOrderView(wo, fetchedAt);
  if (!view.actions.handover || view.next !== 'handover')
    return (
      <EmptyState
        title={t`The vehicle handover is not open for you on this work order.`}
        action={
          <Link
            to="/pages-staff/workorder/WorkOrderDetail"
            search={{ id: wo.id }}
            replace
            className="roda-button roda-button--primary"
          >
            <Trans>Open the work order</Trans>
          </Link>
        }
      />
    );
  return <EarlyGate wo={wo} />;
}

/**
 * Work follows the booking: a car brought in before its appointment day is taken in only once the
 * technician confirms the customer came early, which the handover records (docs/product.md#handover).
 */
function EarlyGate({ wo }: { wo: WorkOrderDetail }) {
  const { t, i18n } = useLingui();
  const [confirmed, setConfirmed] = useState(false);
  const early = wo.appointmentDate !== null && wo.appointmentDate > malaysiaDateOf(new Date());
  if (!early || confirmed) return <HandoverForm wo={wo} cameEarly={early} />;
  const booked = formatAppointment(wo.appointmentDate, wo.appointmentSlot, i18n.locale);
  return (
    <section className="wo-early" aria-labelledby="wo-early">
      <h2 id="wo-early">{t`The appointment is not today`}</h2>
      <p>{t`${wo.plate} is booked for ${booked}. Start the handover now only if the customer brought the car early.`}</p>
      <div className="wo-buttons">
        <Link
          to="/pages-staff/workorder/WorkOrderDetail"
          search={{ id: wo.id }}
          replace
          className="roda-button roda-button--secondary"
        >
          <Trans>Not now</Trans>
        </Link>
        <button type="button" className="roda-button roda-button--primary" onClick={() => setConfirmed(true)}>
          <Trans>The customer came early</Trans>
        </button>
      </div>
    </section>
  );
}
