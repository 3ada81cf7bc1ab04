import { useLingui } from '@lingui/react/macro';
import type { CheckoutDraft } from '../draft';
import '../checkout.css';

/** The workshop (install) or store (pickup) the order goes to, and the way to choose one. */
export function StoreSection({
  draft,
  error,
  stockProblem,
  onChooseStore,
}: {
  draft: CheckoutDraft;
  /** Shown beside the choose button once the customer has tried to submit without a store. */
  error?: string | undefined;
  /** The server's word that the chosen store holds too few of a product: shown at once, with a way out. */
  stockProblem: string | null;
  onChooseStore: (purpose: 'install' | 'pickup') => void;
}) {
  const { t } = useLingui();
  return (
    <section className="checkout-section" aria-labelledby="checkout-store">
      <div className="checkout-row">
        <h2 id="checkout-store">{draft.orderType === 'install' ? t`Workshop` : t`Pickup store`}</h2>
        <button
          type="button"
          className="app-link"
          data-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'checkout-store-error' : undefined}
          onClick={() => onChooseStore(draft.orderType === 'install' ? 'install' : 'pickup')}
        >
          {draft.store ? t`Change store` : t`Choose a store`}
        </button>
      </div>
      {draft.store ? (
        <p>
          <strong>{draft.store.name}</strong>
          <br />
          <span className="app-muted">{draft.store.address}</span>
        </p>
      ) : (
        <p className="app-muted">{t`No store chosen yet`}</p>
      )}
      {error && (
        <p id="checkout-store-error" className="app-error">
          {error}
        </p>
      )}
      {stockProblem && (
        <div className="checkout-stock-problem" role="alert">
          <p className="app-error">{stockProblem}</p>
          <button
            type="button"
            className="roda-button roda-button--secondary"
            onClick={() => onChooseStore(draft.orderType === 'install' ? 'install' : 'pickup')}
          >
            {t`See the stores that have it`}
          </button>
        </div>
      )}
    </section>
  );
}
