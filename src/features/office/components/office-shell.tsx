import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import '../office.css';

/**
 * The back office's frame: a side navigation on a laptop (>= 1024 px), a top menu on a phone.
 * Only store managers and the company enter; anyone else is told so.
 */
export function OfficeShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const role = useClientState((s) => s.userInfo?.role);
  if (role !== 'manager' && role !== 'company') {
    return (
      <main className="office-denied">
        <EmptyState
          title={t`Not allowed`}
          description={t`The back office is for store managers and the company. Log in with one of those accounts.`}
          action={
            <Link
              to="/pages/login/PhoneLogin"
              search={{ mode: 'staff', redirect: '/office/products' }}
              className="roda-button roda-button--primary"
            >
              <Trans>Staff log in</Trans>
            </Link>
          }
        />
      </main>
    );
  }
  return (
    <div className="office">
      <header className="office-bar">
        <Link to="/pages/home/home" className="office-bar__brand">
          <Trans>Roda back office</Trans>
        </Link>
        <nav className="office-nav" aria-label={t`Back office`}>
          <Link to="/office/products" className="office-nav__link" activeProps={{ 'aria-current': 'page' }}>
            <Trans>Products</Trans>
          </Link>
          {role === 'company' && (
            <Link to="/office/import" className="office-nav__link" activeProps={{ 'aria-current': 'page' }}>
              <Trans>Import and export</Trans>
            </Link>
          )}
          <Link to="/office/audit" className="office-nav__link" activeProps={{ 'aria-current': 'page' }}>
            <Trans>Audit log</Trans>
          </Link>
        </nav>
      </header>
      <main className="office-main">{children}</main>
    </div>
  );
}

/** Who may change the catalogue (the matrix's officeCatalogueEdit; the server checks it again). */
export const useCanEditCatalogue = () => useClientState((s) => s.userInfo?.role) === 'company';
