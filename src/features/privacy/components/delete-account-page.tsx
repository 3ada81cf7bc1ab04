import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as queryRoots from '@/shared/lib/query-roots';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { forgetDeletedAccount, useDeletionPreview } from '../api/delete-account';
import { DeleteAccountForm } from './delete-account-form';
import { DeleteAccountOrders } from './delete-account-orders';
import { DeleteAccountStatement } from './delete-account-statement';
import '../privacy.css';

/** Delete my account (docs/product.md#personal-data-deletion): the statement, the open orders, the code. */
export function DeleteAccountPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useDeletionPreview();

  const deleted = () => {
    const forgotten = forgetDeletedAccount();
    // what Me's logout clears, then the logged-out Me tab
    queryClient.removeQueries({ queryKey: queryRoots.rootKey(queryRoots.user) });
    void navigate({ to: '/', search: { tab: 'me' }, replace: true });
    showToast(t`Your account was deleted`, 4000);
    return forgotten;
  };

  return (
    <div className="delete-account">
      <p className="delete-account-lead">
        <Trans>Deleting your account removes your personal data from Roda. Please read what happens first.</Trans>
      </p>
      <DeleteAccountStatement />
      {preview.isError && !preview.data ? (
        <EmptyState
          title={t`Could not check your orders`}
          action={
            <button type="button" className="roda-button" onClick={() => void preview.refetch()}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      ) : !preview.data ? (
        <PageLoading />
      ) : preview.data.isStaff ? (
        <p className="delete-account-blocked" role="alert">
          <Trans>Staff accounts cannot be deleted here. Please ask the office to deactivate your account.</Trans>
        </p>
      ) : (
        <>
          <DeleteAccountOrders blocking={preview.data.blocking} cancelled={preview.data.cancelled} />
          {preview.data.allowed && (
            <DeleteAccountForm
              phone={preview.data.phone}
              cancelCount={preview.data.cancelled.length}
              onDeleted={() => void deleted()}
            />
          )}
        </>
      )}
    </div>
  );
}
