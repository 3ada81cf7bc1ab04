import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { can } from '@/shared/contract/work-order-flow';
import { formatNumber } from '@/shared/lib/format';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { Pager } from '../components/pager';
import { OfficeLink } from '../office-router';
import { useWorkshops, WORKSHOP_PAGE_SIZE, type WorkshopFilter } from './workshops-api';

/** The stores and their week at a glance (a manager sees their own store); each opens its calendar. */
export function WorkshopList({ filter, onFilter }: { filter: WorkshopFilter; onFilter: (f: WorkshopFilter) => void }) {
  const { t, i18n } = useLingui();
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  const role = useClientState((s) => s.userInfo?.role);
  const isCompany = role === 'company';
  const canAdd = role !== undefined && can(role, 'officeWorkshopAdd');
  const query = useWorkshops(filter);
  const total = query.data?.total ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ pageNo: 1, keyword: keyword.trim() || undefined });
  };
  return (
    <section className="office-section" aria-labelledby="office-workshops-title">
      <div className="office-head">
        <h1 id="office-workshops-title">
          <Trans>Workshops</Trans>
        </h1>
        <div className="office-ws-head-actions">
          <OfficeLink to="holidays" className="roda-button roda-button--secondary office-head__action">
            <Trans>Public holidays</Trans>
          </OfficeLink>
          {canAdd && (
            <OfficeLink to="workshops/new" className="roda-button office-head__action">
              <Trans>Add workshop</Trans>
            </OfficeLink>
          )}
        </div>
      </div>
      {isCompany && (
        <form className="office-filters" role="search" onSubmit={submit}>
          <label className="office-field">
            <span>{t`Store, code, city or state`}</span>
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
      )}
      {query.isPending ? (
        <PageLoading onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState title={t`No stores found`} />
      ) : (
        <>
          <p className="office-count" aria-live="polite">
            {plural(total, { one: '# store', other: '# stores' })}
          </p>
          <table className="office-table office-table--labelled">
            <thead>
              <tr>
                <th scope="col">{t({ message: 'Store', context: 'workshop' })}</th>
                <th scope="col">{t`Place`}</th>
                <th scope="col" className="office-num">
                  {t`Days open`}
                </th>
                <th scope="col" className="office-num">
                  {t`Places a week`}
                </th>
                <th scope="col" className="office-num">
                  {t`Closures ahead`}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data?.list.map((s) => (
                <tr key={s.id}>
                  <td>
                    <OfficeLink to={`workshops/${s.id}`} className="office-product">
                      <span>
                        <span className="office-product__name">{s.name}</span>
                        <span className="office-product__meta">
                          {s.code} · {s.kind === 'workshop' ? t`Workshop` : t`Outlet`}
                        </span>
                      </span>
                    </OfficeLink>
                  </td>
                  <td data-label={t`Place`}>
                    {s.city}, {s.state}
                  </td>
                  <td className="office-num" data-label={t`Days open`}>
                    {formatNumber(s.openDays, i18n.locale)}
                  </td>
                  <td className="office-num" data-label={t`Places a week`}>
                    {formatNumber(s.weeklyPlaces, i18n.locale)}
                  </td>
                  <td className="office-num" data-label={t`Closures ahead`}>
                    {formatNumber(s.upcomingClosures, i18n.locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            pageNo={filter.pageNo}
            pageSize={WORKSHOP_PAGE_SIZE}
            total={total}
            onPage={(pageNo) => onFilter({ ...filter, pageNo })}
          />
        </>
      )}
    </section>
  );
}
