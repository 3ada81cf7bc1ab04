import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@/shared/contract/orders';
import { paymentMethodLabels } from '@/shared/labels/order-timeline';
import '../orders.css';

/** What the payer does with each method (the gateway's page asks for the rest). */
const paymentMethodHints: Record<PaymentMethod, MessageDescriptor> = {
  fpx: msg`Pay from your bank account. You choose your bank on the next page.`,
  card: msg`Visa, Mastercard or American Express.`,
  grabpay: msg`Pay with your GrabPay wallet.`,
  tng: msg`Pay with your Touch 'n Go eWallet.`,
  boost: msg`Pay with your Boost wallet.`,
  duitnow: msg`Scan the QR code with your banking or e-wallet app.`,
};

interface PayMethodPickerProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** The server's refusal of the chosen method, shown beside the choice. */
  error?: string | undefined;
  disabled?: boolean;
}

/** The methods the configured gateway takes, as radio cards: the payer picks one before leaving the app. */
export function PayMethodPicker({ methods, value, onChange, error, disabled }: PayMethodPickerProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset
      className="orders-methods"
      aria-describedby={error ? 'pay-method-error' : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="orders-methods__legend">{t`Choose how to pay`}</legend>
      {methods.map((method) => (
        <label key={method} className="orders-method" data-checked={value === method || undefined}>
          <input
            type="radio"
            name="pay-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span className="orders-method__text">
            <span className="orders-method__name">{i18n._(paymentMethodLabels[method])}</span>
            <span className="orders-method__hint">{i18n._(paymentMethodHints[method])}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id="pay-method-error" className="orders-methods__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
