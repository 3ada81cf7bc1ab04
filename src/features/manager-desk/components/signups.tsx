import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Signup } from '@/shared/contract/staff';
import { formatDateTime } from '@/shared/lib/format';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { useSignups } from '../api/get-signups';
import { useReviewSignup } from '../api/review-signup';
import { ReasonPopup } from './reason-popup';
import { roleLabels } from '@/shared/lib/labels';
import '../manager-desk.css';

/** Staff sign-ups waiting for approval: approve, or refuse with a reason. */
export function Signups() {
  const { t } = useLingui();
  const query = useSignups('pending');
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  const office = (
    <Link to="/office/$" params={{ _splat: 'people' }} search={{ status: 'pending' }} className="mgr-office-link">
      <Trans>Staff, roles and deactivation: the back office</Trans>
    </Link>
  );
  if (!query.data?.list.length)
    return (
      <>
        <EmptyState title={t`No sign-ups waiting for approval`} />
        {office}
      </>
    );
  return (
    <ul className="mgr-list">
      <li>{office}</li>
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
        {i18n._(roleLabels[signup.role])} · {formatMalaysianPhone(signup.phone)}
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
