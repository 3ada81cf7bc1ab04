import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useStoreList } from '@/shared/api/get-store-list';
import type { Person } from '@/shared/contract/office-people';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { Pager } from '../components/pager';
import { PEOPLE_PAGE_SIZE, usePeople, type PeopleFilter } from './people-api';
import { PersonRow } from './person-row';

const TABS: Person['status'][] = ['active', 'pending', 'disabled', 'refused'];

/** Staff by status: roles and stores, deactivation, and the sign-ups waiting for approval. */
export function PeopleList({ filter, onFilter }: { filter: PeopleFilter; onFilter: (f: PeopleFilter) => void }) {
  const { t } = useLingui();
  const isCompany = useClientState((s) => s.userInfo?.role) === 'company';
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  const query = usePeople(filter);
  const stores = useStoreList({}, isCompany);
  const total = query.data?.total ?? 0;
  const tabLabel = {
    active: t`Active`,
    pending: t`Waiting for approval`,
    disabled: t`Deactivated`,
    refused: t`Refused`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filter, pageNo: 1, keyword: keyword.trim() || undefined });
  };
  return (
    <section className="office-section" aria-labelledby="office-people-title">
      <div className="office-head">
        <h1 id="office-people-title">
          <Trans>People</Trans>
        </h1>
        <Link to="/pages-staff/manager/ManagerDesk" search={{ section: 'signups' }} className="office-back">
          <Trans>Sign-ups on the phone desk</Trans>
        </Link>
      </div>
      <div className="office-people__tabs" role="group" aria-label={t`Status`}>
        {TABS.map((s) => (
          <button
            key={s}
            type="button"
            className="office-people__tab"
            aria-pressed={filter.status === s}
            onClick={() => onFilter({ status: s, pageNo: 1, keyword: filter.keyword })}
          >
            {tabLabel[s]}
          </button>
        ))}
      </div>
      <form className="office-filters" role="search" onSubmit={submit}>
        <label className="office-field">
          <span>{t`Name or phone`}</span>
          <input
            className="app-input"
            type="search"
            value={keyword}
            maxLength={60}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </label>
        <button type="submit" className="roda-button roda-button--secondary office-filters__go">
          <Trans>Search</Trans>
        </button>
      </form>
      {query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState title={filter.status === 'pending' ? t`No sign-ups waiting for approval` : t`Nobody here`} />
      ) : (
        <>
          <p className="office-count" aria-live="polite">
            {plural(total, { one: '# person', other: '# people' })}
          </p>
          <table className="office-table office-table--labelled office-people">
            <thead>
              <tr>
                <th scope="col">{t`Person`}</th>
                <th scope="col">{t`Role`}</th>
                <th scope="col">{t({ message: 'Store', context: 'workshop' })}</th>
                <th scope="col">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {query.data?.list.map((p) => (
                <PersonRow
                  key={`${p.id}-${p.role}-${p.storeId}-${p.status}`}
                  person={p}
                  isCompany={isCompany}
                  stores={stores.data?.list ?? []}
                />
              ))}
            </tbody>
          </table>
          <Pager
            pageNo={filter.pageNo}
            pageSize={PEOPLE_PAGE_SIZE}
            total={total}
            onPage={(pageNo) => onFilter({ ...filter, pageNo })}
          />
        </>
      )}
    </section>
  );
}
