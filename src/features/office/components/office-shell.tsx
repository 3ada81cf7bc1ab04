import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { OfficeLink } from '../office-router';
// All of the office's stylesheets come with its shell's chunk, before any section renders: every rule
// is scoped under an `.office…` class, and any office module may use any of them
// (scripts/stylesheet-imports.ts)
import '../office.css';
import '../dashboard/dashboard.css';
import '../people/people.css';
import '../releases/releases.css';
import '../orders/office-orders.css';
import '../payments/payments.css';
import '../documents/documents.css';
import '../workshops/workshops.css';
import '../content/dictionary.css';
import '../content/content.css';
import '../data-requests/data-requests.css';

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
          <OfficeLink to="dashboard" className="office-nav__link">
            <Trans>Dashboard</Trans>
          </OfficeLink>
          <OfficeLink to="orders" className="office-nav__link">
            <Trans>Orders</Trans>
          </OfficeLink>
          <OfficeLink to="payments" className="office-nav__link">
            <Trans>Payments</Trans>
          </OfficeLink>
          <OfficeLink to="documents" className="office-nav__link">
            {role === 'company' ? <Trans>Tax documents</Trans> : <Trans>Receipts</Trans>}
          </OfficeLink>
          <OfficeLink to="products" className="office-nav__link">
            <Trans>Products</Trans>
          </OfficeLink>
          <OfficeLink to="stock" className="office-nav__link">
            <Trans>Stock</Trans>
          </OfficeLink>
          {role === 'company' && (
            <OfficeLink to="part-requests" className="office-nav__link">
              <Trans>Part requests</Trans>
            </OfficeLink>
          )}
          {role === 'company' && (
            <OfficeLink to="import" className="office-nav__link">
              <Trans>Import and export</Trans>
            </OfficeLink>
          )}
          <OfficeLink to="workshops" className="office-nav__link">
            <Trans>Workshops</Trans>
          </OfficeLink>
          <OfficeLink to="people" className="office-nav__link">
            <Trans>People</Trans>
          </OfficeLink>
          {role === 'company' && (
            <OfficeLink to="releases" className="office-nav__link">
              <Trans>Releases</Trans>
            </OfficeLink>
          )}
          {role === 'company' && (
            <OfficeLink to="content" className="office-nav__link">
              <Trans>Content</Trans>
            </OfficeLink>
          )}
          {role === 'company' && (
            <OfficeLink to="tax-settings" className="office-nav__link">
              <Trans>Tax settings</Trans>
            </OfficeLink>
          )}
          <OfficeLink to="audit" className="office-nav__link">
            <Trans>Audit log</Trans>
          </OfficeLink>
          {role === 'company' && (
            <OfficeLink to="data-requests" className="office-nav__link">
              <Trans>Data requests</Trans>
            </OfficeLink>
          )}
        </nav>
      </header>
      <main className="office-main">{children}</main>
    </div>
  );
}

/** Who may change the catalogue (the matrix's officeCatalogueEdit; the server checks it again). */
export const useCanEditCatalogue = () => useClientState((s) => s.userInfo?.role) === 'company';
