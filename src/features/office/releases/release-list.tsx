import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDateTime, formatNumber } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { Pager } from '../components/pager';
import { PublishForm } from './publish-form';
import { RELEASE_PAGE_SIZE, useAdoption, useReleases } from './releases-api';

const noteIn = (n: { en: string; ms: string; zh: string }, locale: string) =>
  locale.startsWith('ms') ? n.ms : locale.startsWith('zh') ? n.zh : n.en;

/** Releases: publish one, see the list, and how many devices run which version. */
export function ReleaseList() {
  const { t, i18n } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const [days, setDays] = useState(7);
  const releases = useReleases(pageNo);
  const adoption = useAdoption(days);
  if (releases.isPending) return <PageLoading onRetry={() => void releases.refetch()} />;
  const current = releases.data?.list[0]?.version ?? null;
  const total = adoption.data?.total ?? 0;
  return (
    <section className="office-section" aria-labelledby="office-releases-title">
      <div className="office-head">
        <h1 id="office-releases-title">
          <Trans>Releases</Trans>
        </h1>
      </div>
      <div className="office-release__columns">
        <PublishForm key={current ?? ''} current={current} />
        <section className="office-card" aria-labelledby="release-adoption-title">
          <h2 id="release-adoption-title">
            <Trans>Adoption</Trans>
          </h2>
          <label className="office-field office-release__days">
            <span>{t`Devices seen in the last`}</span>
            <select className="app-input" value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {[1, 7, 30].map((d) => (
                <option key={d} value={d}>
                  {plural(d, { one: '# day', other: '# days' })}
                </option>
              ))}
            </select>
          </label>
          {adoption.isPending ? null : total === 0 ? (
            <p className="app-muted">{t`No devices seen yet.`}</p>
          ) : (
            <ul className="office-adoption" aria-label={t`Devices per version`}>
              {adoption.data?.versions.map((v) => (
                <li key={v.version}>
                  <span className="office-adoption__version">{v.version}</span>
                  <span className="office-adoption__bar" aria-hidden="true">
                    <span style={{ width: `${Math.max(2, (v.devices / total) * 100)}%` }} />
                  </span>
                  <span className="office-num">
                    {formatNumber(v.devices, i18n.locale)} ({Math.round((v.devices / total) * 100)}%)
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <h2 className="office-release__heading">
        <Trans>Published</Trans>
      </h2>
      {!releases.data?.total ? (
        <EmptyState title={t`No releases yet`} />
      ) : (
        <>
          <ol className="office-releases">
            {releases.data.list.map((r) => (
              <li key={r.id} className="office-card">
                <p className="office-audit__what">
                  <strong>{r.version}</strong> · {t`supports ${r.minSupportedVersion} and newer`}
                </p>
                <p className="office-audit__who">
                  <time dateTime={r.releasedAt}>{formatDateTime(r.releasedAt, i18n.locale)}</time>
                </p>
                {noteIn(r.notes, i18n.locale) && <p>{noteIn(r.notes, i18n.locale)}</p>}
              </li>
            ))}
          </ol>
          <Pager pageNo={pageNo} pageSize={RELEASE_PAGE_SIZE} total={releases.data.total} onPage={setPageNo} />
        </>
      )}
    </section>
  );
}
