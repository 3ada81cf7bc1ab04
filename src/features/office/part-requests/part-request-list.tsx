import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDateTime } from '@/shared/lib/format';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { Pager } from '../components/pager';
import {
  PART_REQUEST_PAGE_SIZE,
  useHandlePartRequest,
  usePartRequests,
  type PartRequestState,
} from './part-requests-api';
import './part-requests.css';

/** Part requests: what customers could not find, to call back, and those called. */
export function PartRequestList() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<PartRequestState>('open');
  const [pageNo, setPageNo] = useState(1);
  const requests = usePartRequests(state, pageNo);
  const handle = useHandlePartRequest();
  const waiting = requests.data?.open;
  const tabs: { state: PartRequestState; label: string }[] = [
    { state: 'open', label: waiting === undefined ? t`To call` : t`To call (${waiting})` },
    { state: 'handled', label: t`Called` },
  ];

  return (
    <section className="office-section" aria-labelledby="office-part-requests-title">
      <div className="office-head">
        <h1 id="office-part-requests-title">
          <Trans>Part requests</Trans>
        </h1>
      </div>
      <p className="app-muted office-part-requests__intro">
        <Trans>Customers who did not find a part asked to be called back.</Trans>
      </p>
      <div className="office-part-requests__tabs" role="group" aria-label={t`Show`}>
        {tabs.map((tab) => (
          <button
            key={tab.state}
            type="button"
            className="office-part-requests__tab"
            aria-pressed={state === tab.state}
            onClick={() => {
              setState(tab.state);
              setPageNo(1);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {requests.isPending ? (
        <PageLoading onRetry={() => void requests.refetch()} />
      ) : requests.isError ? (
        <EmptyState
          title={t`Could not load the part requests.`}
          action={
            <button type="button" className="roda-button roda-button--primary" onClick={() => void requests.refetch()}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      ) : requests.data.total === 0 ? (
        <EmptyState title={state === 'open' ? t`No one is waiting for a call` : t`No requests called yet`} />
      ) : (
        <>
          <ul className="office-part-requests" aria-label={t`Part requests`}>
            {requests.data.list.map((r) => {
              const phone = formatMalaysianPhone(r.phone);
              const customer = r.name;
              const caller = r.handledBy;
              const asked = formatDateTime(r.createdAt, i18n.locale);
              const called = r.handledAt ? formatDateTime(r.handledAt, i18n.locale) : '';
              return (
                <li key={r.id} className="office-card office-part-request">
                  <p className="office-part-request__part">{r.part || t`(no part named)`}</p>
                  <p className="office-part-request__car">{r.car || t`Car not chosen`}</p>
                  <p>
                    {r.name} ·{' '}
                    <a href={`tel:${r.phone}`} className="app-link">
                      {phone}
                    </a>
                  </p>
                  <p className="app-muted">
                    <Trans>
                      Asked <time dateTime={r.createdAt}>{asked}</time>
                    </Trans>
                  </p>
                  {r.handledAt ? (
                    <p className="app-muted">
                      <Trans>
                        Called by {caller} <time dateTime={r.handledAt}>{called}</time>
                      </Trans>
                    </p>
                  ) : (
                    <button
                      type="button"
                      className="roda-button roda-button--secondary office-part-request__done"
                      aria-label={t`Mark called: ${customer}, ${phone}`}
                      disabled={handle.isPending && handle.variables === r.id}
                      onClick={() => handle.mutate(r.id)}
                    >
                      <Trans>Mark called</Trans>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          <Pager pageNo={pageNo} pageSize={PART_REQUEST_PAGE_SIZE} total={requests.data.total} onPage={setPageNo} />
        </>
      )}
    </section>
  );
}
