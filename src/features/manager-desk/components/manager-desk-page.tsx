import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { signupSchema, staffComplaintSchema, staffRefundSchema } from '@/shared/contract/staff';
import { Link } from '@tanstack/react-router';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { useClientState } from '@/shared/lib/client-state';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { EmptyState } from '@/shared/ui/empty-state';
import { confirm } from '@/shared/ui/modal';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { Tabs } from '@/shared/ui/tabs';
import { showToast } from '@/shared/ui/toast';
import { TextField } from '@/shared/ui/text-field';
import { useStaffComplaints } from '../api/get-complaints';
import { useStaffRefunds } from '../api/get-refunds';
import { useSignups } from '../api/get-signups';
import { useStoreOverview } from '../api/get-store-overview';
import { useReviewRefund } from '../api/review-refund';
import { useReviewSignup } from '../api/review-signup';
import { useUpdateComplaint } from '../api/update-complaint';
import '../manager-desk.css';
import { formatDateTime, formatRM } from '@/shared/lib/format';

type Signup = z.infer<typeof signupSchema>;
type StaffRefund = z.infer<typeof staffRefundSchema>;
type StaffComplaint = z.infer<typeof staffComplaintSchema>;

const sections = ['stores', 'signups', 'refunds', 'complaints'] as const;
type Section = (typeof sections)[number];
const sectionLabels = {
  stores: msg`Stores`,
  signups: msg`Sign-ups`,
  refunds: msg`Refunds`,
  complaints: msg`Complaints`,
};
const roleLabels = {
  sales: msg`Sales consultant`,
  technician: msg`Technician`,
  manager: msg`Store manager`,
  company: msg`Company`,
};
const complaintStatusLabels = {
  pending: msg`Pending`,
  in_progress: msg`In progress`,
  processed: msg`Processed`,
};

/** The manager desk (store managers and the company): stores, sign-ups, refunds, complaints. */
export function ManagerDeskPage({ section = 'stores' }: { section?: Section }) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const role = useClientState((s) => s.userInfo?.role);
  if (role === 'manager' || role === 'company') return <ManagerDesk section={section} />;
  return (
    <>
      <NavBar title={t`Manager desk`} onBack={goBack} />
      <main className="app-page mgr">
        <EmptyState
          title={t`For store managers`}
          description={t`Log in with a store manager or company account to review sign-ups, refunds and complaints.`}
          action={
            <Link
              to="/pages/login/PhoneLogin"
              search={{ mode: 'staff', redirect: '/pages-staff/manager/ManagerDesk' }}
              className="roda-button roda-button--primary"
            >
              <Trans>Staff log in</Trans>
            </Link>
          }
        />
      </main>
    </>
  );
}

function ManagerDesk({ section }: { section: Section }) {
  const { t, i18n } = useLingui();
  const goBack = useGoBack();
  const [active, setActive] = useState<Section>(section);
  const queryClient = useQueryClient();
  const overview = useStoreOverview();
  const mail = overview.data?.mailOrders;
  const totals = (overview.data?.stores ?? []).reduce(
    (sum, s) => ({
      signups: sum.signups + s.pendingSignups,
      refunds: sum.refunds + s.pendingRefunds,
      complaints: sum.complaints + s.openComplaints,
    }),
    { signups: 0, refunds: mail?.pendingRefunds ?? 0, complaints: mail?.openComplaints ?? 0 },
  );
  const badge: Partial<Record<Section, number>> = totals;
  return (
    <>
      <NavBar title={t`Manager desk`} onBack={goBack} />
      <main className="app-page mgr">
        <Link to="/office/products" className="roda-button roda-button--secondary app-block mgr-office">
          <Trans>Back office: catalogue, import and audit log</Trans>
        </Link>
        <Tabs
          label={t`Manager desk`}
          items={sections.map((key) => ({ key, label: i18n._(sectionLabels[key]), badge: badge[key] || undefined }))}
          value={active}
          onChange={(key) => setActive(key as Section)}
          tabId={(key) => `mgr-tab-${key}`}
          panelId={(key) => `mgr-panel-${key}`}
        />
        <div role="tabpanel" id={`mgr-panel-${active}`} aria-labelledby={`mgr-tab-${active}`}>
          <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: ['staff'] })}>
            {active === 'stores' && <StoreOverview />}
            {active === 'signups' && <Signups />}
            {active === 'refunds' && <Refunds />}
            {active === 'complaints' && <Complaints />}
          </PullToRefresh>
        </div>
      </main>
    </>
  );
}

function StoreOverview() {
  const { t } = useLingui();
  const query = useStoreOverview();
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  const mail = query.data?.mailOrders;
  if (!query.data?.stores.length && !mail) return <EmptyState title={t`No work in progress`} />;
  return (
    <ul className="mgr-list">
      {mail && (
        <li className="mgr-card" data-testid="mail-overview">
          <h2 className="mgr-card__title">{t`Mail orders`}</h2>
          <dl className="mgr-facts">
            <dt>{t`Open complaints`}</dt>
            <dd>{mail.openComplaints}</dd>
            <dt>{t`Refunds to review`}</dt>
            <dd>
              {mail.pendingRefunds}
              {mail.overdueRefunds > 0 && <span className="mgr-overdue">{t` (${mail.overdueRefunds} overdue)`}</span>}
            </dd>
          </dl>
        </li>
      )}
      {query.data?.stores.map((s) => (
        <li key={s.storeId} className="mgr-card" data-testid="store-overview">
          <h2 className="mgr-card__title">{s.storeName}</h2>
          <dl className="mgr-facts">
            <dt>{t`Pending acceptance`}</dt>
            <dd>{s.counts.pendingAcceptance}</dd>
            <dt>{t`Pending vehicle handover`}</dt>
            <dd>{s.counts.pendingHandover}</dd>
            <dt>{t`In service`}</dt>
            <dd>{s.counts.inService}</dd>
            <dt>{t`Pending vehicle collection`}</dt>
            <dd>{s.counts.pendingCollection}</dd>
            <dt>{t`Completed`}</dt>
            <dd>{s.counts.completed}</dd>
            <dt>{t`Open complaints`}</dt>
            <dd>{s.openComplaints}</dd>
            <dt>{t`Refunds to review`}</dt>
            <dd>
              {s.pendingRefunds}
              {s.overdueRefunds > 0 && <span className="mgr-overdue">{t` (${s.overdueRefunds} overdue)`}</span>}
            </dd>
            <dt>{t`Sign-ups to review`}</dt>
            <dd>{s.pendingSignups}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** A reason popup shared by the refusals: the reason is required. */
function ReasonPopup({
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

function Signups() {
  const { t } = useLingui();
  const query = useSignups('pending');
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (!query.data?.list.length) return <EmptyState title={t`No sign-ups waiting for approval`} />;
  return (
    <ul className="mgr-list">
      {query.data.list.map((s) => (
        <SignupRow key={s.id} signup={s} />
      ))}
    </ul>
  );
}

function SignupRow({ signup }: { signup: Signup }) {
  const { t, i18n } = useLingui();
  const review = useReviewSignup();
  const [refusing, setRefusing] = useState(false);
  return (
    <li className="mgr-card" data-testid="signup-row">
      <h2 className="mgr-card__title">{signup.name}</h2>
      <p>
        {i18n._(roleLabels[signup.role])} · {signup.phone}
      </p>
      <p className="app-muted">
        {signup.company} · {signup.storeName ?? '—'} · {formatDateTime(signup.createdAt, i18n.locale)}
      </p>
      <div className="mgr-buttons">
        <button
          type="button"
          className="roda-button roda-button--primary"
          disabled={review.isPending}
          onClick={() =>
            review.mutate({ id: signup.id, approve: true }, { onSuccess: () => showToast(t`${signup.name} approved`) })
          }
        >
          <Trans>Approve</Trans>
        </button>
        <button type="button" className="roda-button roda-button--danger" onClick={() => setRefusing(true)}>
          <Trans>Refuse</Trans>
        </button>
      </div>
      <ReasonPopup
        open={refusing}
        title={t`Refuse ${signup.name}`}
        label={t`Reason for refusing`}
        busy={review.isPending}
        onClose={() => setRefusing(false)}
        onSubmit={(reason) =>
          review.mutate(
            { id: signup.id, approve: false, reason },
            {
              onSuccess: () => {
                setRefusing(false);
                showToast(t`Sign-up refused`);
              },
            },
          )
        }
      />
    </li>
  );
}

function Refunds() {
  const { t } = useLingui();
  const query = useStaffRefunds();
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  if (!query.data?.list.length) return <EmptyState title={t`No refund requests to review`} />;
  return (
    <ul className="mgr-list">
      {query.data.list.map((r) => (
        <RefundRow key={r.id} refund={r} />
      ))}
    </ul>
  );
}

function RefundRow({ refund }: { refund: StaffRefund }) {
  const { t, i18n } = useLingui();
  const review = useReviewRefund();
  const [rejecting, setRejecting] = useState(false);
  const approve = async () => {
    const ok = await confirm({
      title: t`Approve this refund?`,
      content: t`${formatRM(refund.amountSen)} goes back to the customer through the payment gateway.`,
      confirmText: t`Approve`,
      cancelText: t`Cancel`,
    });
    if (ok) review.mutate({ id: refund.id, approve: true }, { onSuccess: () => showToast(t`Refund approved`) });
  };
  return (
    <li
      className={`mgr-card${refund.overdue ? ' mgr-card--overdue' : ''}`}
      data-testid="refund-row"
      data-overdue={refund.overdue}
    >
      <h2 className="mgr-card__title">
        {refund.orderNo} · {formatRM(refund.amountSen)}
      </h2>
      {refund.overdue && (
        <p className="mgr-overdue">
          <strong>
            <Trans>Overdue: past the 3-working-day promise</Trans>
          </strong>
        </p>
      )}
      <p>{refund.reason}</p>
      <p className="app-muted">
        {[refund.customerName, refund.customerPhone, refund.storeName].filter(Boolean).join(' · ')}
      </p>
      <p className="app-muted">{t`Review due by ${formatDateTime(refund.dueAt, i18n.locale)}`}</p>
      <div className="mgr-buttons">
        <button
          type="button"
          className="roda-button roda-button--primary"
          disabled={review.isPending}
          onClick={() => void approve()}
        >
          <Trans>Approve</Trans>
        </button>
        <button type="button" className="roda-button roda-button--danger" onClick={() => setRejecting(true)}>
          <Trans>Reject</Trans>
        </button>
      </div>
      <ReasonPopup
        open={rejecting}
        title={t`Reject refund ${refund.orderNo}`}
        label={t`Reason for rejecting`}
        busy={review.isPending}
        onClose={() => setRejecting(false)}
        onSubmit={(note) =>
          review.mutate(
            { id: refund.id, approve: false, note },
            {
              onSuccess: () => {
                setRejecting(false);
                showToast(t`Refund rejected`);
              },
            },
          )
        }
      />
    </li>
  );
}

function Complaints() {
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
