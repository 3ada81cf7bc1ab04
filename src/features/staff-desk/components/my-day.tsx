import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDayPlan } from '@/shared/api/get-day-plan';
import type { PlanAppointment } from '@/shared/contract/staff';
import { useClientState } from '@/shared/lib/client-state';
import { formatDate, formatRM } from '@/shared/lib/format';
import { orderStatusLabels, workStatusLabels } from '@/shared/lib/labels';
import { formatPlate } from '@/shared/lib/plate';
import '../my-day.css';

/** How many of the day's jobs the start screen lists before pointing at the whole day. */
const LISTED = 5;

/**
 * The staff start screen's head (docs/product.md#workshop-day): today at the caller's workshop. A
 * technician sees the jobs assigned to them; sales and managers the workshop's next jobs, and
 * managers the takings and the jobs nobody holds yet.
 */
export function MyDay() {
  const { t, i18n } = useLingui();
  const me = useClientState((s) => s.userInfo);
  // the company has no workshop of its own: its days are on the manager desk, store by store
  const ownStore = !!me && me.role !== 'company';
  const query = useDayPlan({}, ownStore);
  const manager = me?.role === 'manager';
  if (!me || !ownStore) return null;
  if (query.isPending) return <section className="desk-today desk-today--loading" aria-busy="true" />;
  if (query.isError) {
    return (
      <section className="desk-today" aria-labelledby="desk-today">
        <h2 id="desk-today" className="desk-today__title">{t`Today`}</h2>
        <p className="app-muted">{t`Today's jobs could not be loaded.`}</p>
        <button type="button" className="roda-button" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  }
  const plan = query.data;
  const store = plan.storeName;
  const jobs = me.role === 'technician' ? plan.appointments.filter((a) => a.technicianId === me.id) : plan.appointments;
  const summary =
    me.role === 'technician'
      ? jobs.length === 0
        ? t`No jobs booked for you today`
        : plural(jobs.length, { one: '# job booked for you', other: '# jobs booked for you' })
      : jobs.length === 0
        ? t`No appointments today at ${store}`
        : plural(jobs.length, { one: `# appointment at ${store}`, other: `# appointments at ${store}` });
  return (
    <section className="desk-today" aria-labelledby="desk-today" data-testid="my-day">
      <h2 id="desk-today" className="desk-today__title">
        {t`Today`}
        <span className="app-muted">{formatDate(plan.date, i18n.locale)}</span>
      </h2>
      <p className="desk-today__sum">
        {summary}
        {manager && plan.unassigned > 0 && (
          <span className="desk-today__alert">
            {' · '}
            {plural(plan.unassigned, { one: '# not assigned', other: '# not assigned' })}
          </span>
        )}
      </p>
      {plan.takings && (
        <p className="desk-today__sum">{t`Takings so far: ${formatRM(plan.takings.revenueSen, i18n.locale)}`}</p>
      )}
      {jobs.length > 0 && (
        <ul className="desk-today__jobs">
          {jobs.slice(0, LISTED).map((job) => (
            <TodayJob key={job.orderId} job={job} />
          ))}
        </ul>
      )}
      {manager && (
        <Link to="/pages-staff/manager/ManagerDesk" search={{ section: 'day' }} className="app-link">
          <Trans>See the whole day by hour and technician</Trans>
        </Link>
      )}
      {!manager && jobs.length > LISTED && (
        <p className="app-muted">{plural(jobs.length - LISTED, { one: 'and # more', other: 'and # more' })}</p>
      )}
    </section>
  );
}

function TodayJob({ job }: { job: PlanAppointment }) {
  const { i18n } = useLingui();
  const status = job.workStatus ? workStatusLabels[job.workStatus] : orderStatusLabels[job.orderStatus];
  const line = (
    <>
      <strong className="desk-today__time">{job.slot}</strong>
      <span className="desk-today__what">
        <strong>{formatPlate(job.plate)}</strong> {job.firstItemName}
      </span>
      <span className="desk-today__status">{i18n._(status)}</span>
    </>
  );
  return (
    <li data-testid="today-job" data-order-no={job.orderNo}>
      {job.workOrderId ? (
        <Link to="/pages-staff/workorder/WorkOrderDetail" search={{ id: job.workOrderId }} className="desk-today__job">
          {line}
        </Link>
      ) : (
        <span className="desk-today__job">{line}</span>
      )}
    </li>
  );
}
