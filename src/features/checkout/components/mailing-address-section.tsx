import { useLingui } from '@lingui/react/macro';
import { AreaSelector } from '@/shared/ui/area-selector';
import type { DraftAddress } from '../draft';
import '../checkout.css';

/** The mailing address of a mail order. */
export function MailingAddressSection({
  address,
  onChange,
}: {
  address: DraftAddress;
  onChange: (address: DraftAddress) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="checkout-section">
      <legend className="checkout-label">{t`Mailing address`}</legend>
      {(
        [
          ['name', t`Recipient name`, 'name'],
          ['phone', t`Phone number`, 'tel'],
          ['line1', t`Address line 1`, 'address-line1'],
          ['line2', t`Address line 2 (optional)`, 'address-line2'],
          ['postcode', t`Postcode`, 'postal-code'],
        ] as const
      ).map(([field, label, autoComplete]) => (
        <label key={field} className="checkout-field">
          {label}
          <input
            className="app-input"
            value={address[field]}
            autoComplete={autoComplete}
            inputMode={field === 'phone' ? 'tel' : field === 'postcode' ? 'numeric' : undefined}
            onChange={(e) => onChange({ ...address, [field]: e.target.value })}
          />
        </label>
      ))}
      <AreaSelector
        label={t`State and city`}
        value={address.state ? { state: address.state, city: address.city } : null}
        onChange={(area) => onChange({ ...address, ...area })}
      />
    </fieldset>
  );
}
