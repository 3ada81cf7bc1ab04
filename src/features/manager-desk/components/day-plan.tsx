import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useDayPlan } from '@/shared/api/get-day-plan';
import type { PlanAppointment } from '@/shared/contract/staff';
import { formatDate, formatRM } from '@/shared/lib/format';
import { orderStatusLabels, workStatusLabels } from '@/shared/lib/labels';
import { addDays } from '@/shared/lib/malaysia-time';
import { formatPlate } from '@/shared/lib/plate';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { StatusPill, type StatusTone } from '@/shared/ui/status-pill';
import '../manager-desk.css';

export interface DayPlanChoice {
  /** YYYY-MM-DD; today when left out. */
  date?: string;
  /** The company's choice of workshop. */
  storeId?: number;
}

/** Everyone's jobs, or one technician's (their id), or the jobs nobody holds yet. */
type Who = 'all' | 'unassigned' | number;

/** A workshop's day (docs/product.md#workshop-day): takings, each technician's load, the jobs hour by hour. */
export function DayPlan({ choice, onChoose }: { choice: DayPlanChoice; onChoose: (next: DayPlanChoice) => void }) {
  const { t, i18n } = useLingui();
  const query = useDayPlan({ date: choice.date, storeId: choice.storeId });
  const [who, setWho] = useState<Who>('all');
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (query.isError) {
    return (
      <EmptyState
        title={t`The day could not be loaded`}
        action={
          <button type="button" className="roda-button" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  }
  const plan = query.data;
  const tomorrow = addDays(plan.today, 1);
  const shown = plan.appointments.filter((a) =>
    who === 'all' ? true : who === 'unassigned' ? a.technicianId === null : a.technicianId === who,
  );
  const hours = [...new Set(shown.map((a) => a.slot))];
  const busiest = Math.max(1, plan.unassigned, ...plan.technicians.map((x) => x.jobs));
  const choose = (next: DayPlanChoice) => {
    setWho('all');
    onChoose({ ...choice, ...next });
  };

  return (
    <div className="mgr-day">
      <div className="mgr-day__pick">
        <div className="mgr-day__days" role="group" aria-label={t`Day`}>
          <button
            type="button"
            className="mgr-chip"
            aria-pressed={plan.date === plan.today}
            onClick={() => choose({ date: undefined })}
          >
            <Trans>Today</Trans>
          </button>
          <button
            type="button"
            className="mgr-chip"
            aria-pressed={plan.date === tomorrow}
            onClick={() => choose({ date: tomorrow })}
          >
            <Trans>Tomorrow</Trans>
          </button>
        </div>
        <label className="mgr-day__field">
          <span>{t`Date`}</span>
          <input
            type="date"
            className="app-input"
            value={plan.date}
            onChange={(e) => e.target.value && choose({ date: e.target.value })}
          />
        </label>
        {plan.stores.length > 1 && (
          <label className="mgr-day__field">
            <span>{t`Workshop`}</span>
            <select
              className="app-input"
              value={plan.storeId}
              onChange={(e) => choose({ storeId: Number(e.target.value) })}
            >
              {plan.stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      <h2 className="mgr-day__title">
        {plan.storeName}
        <span className="app-muted">{formatDate(plan.date, i18n.locale)}</span>
      </h2>

      {plan.takings && (
        <section className="mgr-card mgr-day__takings" aria-labelledby="mgr-takings">
          <h3 id="mgr-takings" className="mgr-card__title">
            {plan.date === plan.today ? t`Today's takings` : t`Takings on this day`}
          </h3>
          <p className="mgr-day__money" data-testid="day-takings">
            {formatRM(plan.takings.revenueSen, i18n.locale)}
          </p>
          <p className="app-muted">
            {plural(plan.takings.orders, { one: 'from # paid order', other: 'from # paid orders' })}
          </p>
        </section>
      )}

      <section className="mgr-card" aria-labelledby="mgr-load">
        <h3 id="mgr-load" className="mgr-card__title">{t`Technicians`}</h3>
        {plan.technicians.length === 0 && <p className="app-muted">{t`No technicians at this workshop yet.`}</p>}
        <ul className="mgr-load" data-testid="technician-load">
          <LoadRow
            label={t`Everyone`}
            jobs={plan.appointments.length}
            max={plan.appointments.length || 1}
            pressed={who === 'all'}
            onPress={() => setWho('all')}
          />
          {plan.technicians.map((x) => (
            <LoadRow
              key={x.id}
              label={x.name || t`Technician`}
              jobs={x.jobs}
              max={busiest}
              pressed={who === x.id}
              onPress={() => setWho(x.id)}
            />
          ))}
          {plan.unassigned > 0 && (
            <LoadRow
              label={t`Not assigned`}
              jobs={plan.unassigned}
              max={busiest}
              pressed={who === 'unassigned'}
              onPress={() => setWho('unassigned')}
              attention
            />
          )}
        </ul>
      </section>

      {shown.length === 0 ? (
        <EmptyState title={t`No appointments on this day`} />
      ) : (
        hours.map((hour) => (
          <section key={hour} className="mgr-hour" aria-labelledby={`mgr-hour-${hour}`}>
            <h3 id={`mgr-hour-${hour}`} className="mgr-hour__time">
              {hour}
            </h3>
            <ul className="mgr-list mgr-hour__jobs">
              {shown
                .filter((a) => a.slot === hour)
                .map((a) => (
                  <Job key={a.orderId} job={a} />
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function LoadRow(props: {
  label: string;
  jobs: number;
  max: number;
  pressed: boolean;
  onPress: () => void;
  attention?: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        className={props.attention ? 'mgr-load__row mgr-load__row--attention' : 'mgr-load__row'}
        aria-pressed={props.pressed}
        onClick={props.onPress}
      >
        <span className="mgr-load__name">{props.label}</span>
        <span className="mgr-load__count">{plural(props.jobs, { one: '# job', other: '# jobs' })}</span>
        <span className="mgr-load__bar" aria-hidden="true">
          <span style={{ width: `${Math.round((props.jobs / props.max) * 100)}%` }} />
        </span>
      </button>
    </li>
  );
}

const workTone: Record<NonNullable<PlanAppointment['workStatus']>, StatusTone> = {
  pendingAcceptance: 'attention',
  rejected: 'urgent',
  pendingHandover: 'neutral',
  inService: 'progress',
  pendingCollection: 'progress',
  completed: 'success',
  cancelled: 'closed',
};

function Job({ job }: { job: PlanAppointment }) {
  const { t, i18n } = useLingui();
  const body = (
    <>
      <span className="mgr-job__top">
        <strong>{formatPlate(job.plate)}</strong>
        <StatusPill
          tone={job.workStatus ? workTone[job.workStatus] : 'neutral'}
          status={job.workStatus ?? job.orderStatus}
        >
          {i18n._(job.workStatus ? workStatusLabels[job.workStatus] : orderStatusLabels[job.orderStatus])}
        </StatusPill>
      </span>
      <span>{job.vehicleModel}</span>
      <span className="app-muted">
        {job.lineCount > 1
          ? plural(job.lineCount - 1, {
              one: `${job.firstItemName} and # more`,
              other: `${job.firstItemName} and # more`,
            })
          : job.firstItemName}
      </span>
      <span className={job.technicianId === null ? 'mgr-job__who mgr-overdue' : 'mgr-job__who'}>
        {job.technicianId === null ? t`Not assigned` : t`Technician: ${job.technicianName ?? ''}`}
      </span>
    </>
  );
  return (
    <li data-testid="day-job" data-order-no={job.orderNo}>
      {job.workOrderId ? (
        <Link to="/pages-staff/workorder/WorkOrderDetail" search={{ id: job.workOrderId }} className="mgr-card mgr-job">
          {body}
        </Link>
      ) : (
        <div className="mgr-card mgr-job">{body}</div>
      )}
    </li>
  );
}
