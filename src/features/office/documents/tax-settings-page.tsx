import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@/shared/contract/work-order-flow';
import { useClientState } from '@/shared/lib/client-state';
import { formatDateTime } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { errorText } from '../orders/orders-api';
import { useTaxSettings } from './documents-api';
import { TaxSettingsForm } from './tax-settings-fields';
import { missingTaxFields, taxFieldLabels } from './tax-settings-form';

/** The company's tax settings: what every receipt and e-invoice says of the seller, and the MyInvois connection. */
export function TaxSettingsPage() {
  const { t } = useLingui();
  const role = useClientState((s) => s.userInfo?.role);
  const allowed = role !== undefined && can(role, 'officeTaxEdit');
  return (
    <section className="office-section" aria-labelledby="office-tax-title">
      <div className="office-head">
        <h1 id="office-tax-title">
          <Trans>Tax settings</Trans>
        </h1>
      </div>
      {allowed ? (
        <TaxSettingsBody />
      ) : (
        <EmptyState title={t`Not allowed`} description={t`Only the company changes the tax settings.`} />
      )}
    </section>
  );
}

function TaxSettingsBody() {
  const { t, i18n } = useLingui();
  const query = useTaxSettings();
  if (query.isError)
    return (
      <p className="office-error" role="alert">
        {errorText(query.error)}
      </p>
    );
  if (query.isPending) return <PageLoading onRetry={() => void query.refetch()} />;
  const settings = query.data;
  const saved = formatDateTime(settings.updatedAt, i18n.locale);
  const missing = missingTaxFields(settings);
  const missingNames = missing.map((field) => i18n._(taxFieldLabels[field])).join(', ');
  return (
    <>
      {!settings.complete && (
        <div className="office-doc-banner office-doc-banner--warn" role="status" data-testid="office-tax-incomplete">
          <p>
            {t`The tax settings are incomplete: e-invoices wait unsent until every required field is filled in and saved.`}
          </p>
          {missing.length > 0 && <p className="office-doc-banner__more">{t`Still missing: ${missingNames}`}</p>}
        </div>
      )}
      <p className="office-doc-intro">
        {t`Every receipt and e-invoice names the seller with these details. Last saved ${saved}.`}
      </p>
      <TaxSettingsForm key={settings.updatedAt} settings={settings} />
    </>
  );
}
