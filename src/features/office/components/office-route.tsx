import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading, RoutePending } from '@/shared/ui/page-loading';
import { matchOfficeSection, OfficeLink } from '../office-router';
import { OFFICE_HOME, OFFICE_SECTIONS } from '../office-sections';
import { OfficeShell } from './office-shell';

/** /app/office/<section…>: the shell around the matched section, lazily loaded. */
export function OfficeRoute() {
  const { _splat: path = '' } = useParams({ from: '/office/$' });
  const search = useSearch({ from: '/office/$' });
  const { t } = useLingui();
  if (path.replace(/\/+$/, '') === '') {
    return <Navigate to="/office/$" params={{ _splat: OFFICE_HOME }} replace />;
  }
  const match = matchOfficeSection(OFFICE_SECTIONS, path);
  const Section = match?.section.component;
  return (
    <OfficeShell>
      {Section && match ? (
        <Suspense fallback={<PageLoading delayMs={200} timeoutMs={60_000} />}>
          <Section key={match.section.pattern} params={match.params} search={search} />
        </Suspense>
      ) : (
        <EmptyState
          title={t`Page not found`}
          description={t`This back-office page does not exist.`}
          action={
            <OfficeLink to={OFFICE_HOME} className="roda-button roda-button--primary">
              {t`Products`}
            </OfficeLink>
          }
        />
      )}
    </OfficeShell>
  );
}

/**
 * While a section's module or data loads, the office keeps its navigation and shows the loading in
 * place of the section, not over the whole screen (docs/product.md#page-loading).
 */
export function OfficePending() {
  return (
    <OfficeShell>
      <RoutePending />
    </OfficeShell>
  );
}
