import { useLingui } from '@lingui/react/macro';
import type { OrderType } from '@/shared/contract/orders';
import { orderTypeList } from '../draft';
import '../checkout.css';

/** How the customer wants the goods: installed at a workshop, picked up, or mailed. */
export function OrderTypeSection({ value, onChange }: { value: OrderType; onChange: (type: OrderType) => void }) {
  const { t } = useLingui();
  const typeLabel: Record<OrderType, string> = {
    install: t`Install at a workshop`,
    pickup: t`Self pickup at a store`,
    mail: t`Mail delivery`,
  };
  return (
    <fieldset className="checkout-section">
      <legend className="checkout-label">{t`How would you like it?`}</legend>
      <div className="checkout-types">
        {orderTypeList.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="orderType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            {typeLabel[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
