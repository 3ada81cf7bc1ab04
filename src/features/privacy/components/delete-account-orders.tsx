import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DeletionOrder } from '@/shared/contract/privacy';
import '../privacy.css';

/** The open orders part of the statement: what blocks the deletion, and what it would cancel. */
export function DeleteAccountOrders({
  blocking,
  cancelled,
}: {
  blocking: DeletionOrder[];
  cancelled: DeletionOrder[];
}) {
  const { t } = useLingui();
  return (
    <section className="delete-account-section" aria-labelledby="delete-account-orders">
      <h2 id="delete-account-orders" className="delete-account-section__title">
        <Trans>Your open orders</Trans>
      </h2>
      {blocking.length > 0 && (
        <div className="delete-account-blocked" role="alert">
          <p className="delete-account-blocked__title">
            <Trans>You cannot delete your account yet</Trans>
          </p>
          <ul className="delete-account-list">
            {blocking.map((order) => (
              <li key={order.id}>
                {order.reason === 'refundPending'
                  ? t`A refund for order ${order.orderNo} is still pending.`
                  : t`Order ${order.orderNo} is still in progress.`}{' '}
                <Link
                  to="/pages-order/list/OrderDetails"
                  search={{ id: order.id }}
                  className="delete-account-link"
                  aria-label={t`View order ${order.orderNo}`}
                >
                  <Trans>View order</Trans>
                </Link>
              </li>
            ))}
          </ul>
          <p className="delete-account-text">
            <Trans>You can delete your account once these are finished.</Trans>
          </p>
        </div>
      )}
      {cancelled.length > 0 && (
        <>
          <p className="delete-account-text">
            <Trans>These unpaid orders will be cancelled, and their booking and items released:</Trans>
          </p>
          <ul className="delete-account-list">
            {cancelled.map((order) => (
              <li key={order.id}>
                <Link to="/pages-order/list/OrderDetails" search={{ id: order.id }} className="delete-account-link">
                  {order.orderNo}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {blocking.length === 0 && cancelled.length === 0 && (
        <p className="delete-account-text">
          <Trans>You have no open orders.</Trans>
        </p>
      )}
    </section>
  );
}
