import { useLingui } from '@lingui/react/macro';
import type { CheckoutDraft } from '../draft';
import '../checkout.css';

/** The workshop (install) or store (pickup) the order goes to, and the way to choose one. */
export function StoreSection({
  draft,
  onChooseStore,
}: {
  draft: CheckoutDraft;
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
    </section>
  );
}
