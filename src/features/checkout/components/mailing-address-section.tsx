import { useLingui } from '@lingui/react/macro';
import type { ResponseOf } from '@/shared/contract/define-call';
import type { savedMailingAddresses } from '@/shared/contract/orders';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { AreaSelector } from '@/shared/ui/area-selector';
import { Field } from '@/shared/ui/field';
import { useSavedAddresses } from '../api/get-saved-addresses';
import type { DraftAddress, DraftField } from '../draft';
import '../checkout.css';

type Saved = ResponseOf<typeof savedMailingAddresses>[number];
export type AddressErrors = Partial<
  Record<Extract<DraftField, 'recipient' | 'phone' | 'line1' | 'postcode' | 'area'>, string>
>;

const asDraft = (a: Saved): DraftAddress => ({ ...a, phone: formatMalaysianPhone(a.phone) });
const sameAddress = (a: DraftAddress, b: DraftAddress) =>
  a.line1.trim() === b.line1.trim() && a.postcode.trim() === b.postcode.trim() && a.name.trim() === b.name.trim();

/** The mailing address of a mail order: one of the earlier orders' addresses, or a new one. */
export function MailingAddressSection({
  address,
  errors,
  onChange,
}: {
  address: DraftAddress;
  errors: AddressErrors;
  onChange: (address: DraftAddress) => void;
}) {
  const { t } = useLingui();
  const saved = useSavedAddresses(true).data ?? [];
  const fields = [
    ['recipient', 'name', t`Recipient name`, 'name'],
    ['phone', 'phone', t`Phone number`, 'tel'],
    ['line1', 'line1', t`Address line 1`, 'address-line1'],
    [null, 'line2', t`Address line 2 (optional)`, 'address-line2'],
    ['postcode', 'postcode', t`Postcode`, 'postal-code'],
  ] as const;
  return (
    <fieldset className="checkout-section">
      <legend className="checkout-label">{t`Mailing address`}</legend>
      {saved.length > 0 && (
        <div className="checkout-saved" role="group" aria-label={t`Saved addresses`}>
          <p className="app-muted">{t`Send to an address you used before:`}</p>
          {saved.map((a) => {
            const choice = asDraft(a);
            const summary = [a.line1, a.line2, `${a.postcode} ${a.city}`, a.state].filter(Boolean).join(', ');
            return (
              <button
                key={`${a.name}|${a.line1}|${a.postcode}`}
                type="button"
                className="checkout-saved__choice"
                aria-pressed={sameAddress(address, choice)}
                onClick={() => onChange(choice)}
              >
                <strong>{a.name}</strong> · {formatMalaysianPhone(a.phone)}
                <br />
                <span className="app-muted">{summary}</span>
              </button>
            );
          })}
        </div>
      )}
      {fields.map(([error, field, label, autoComplete]) => (
        <Field key={field} label={label} error={error ? errors[error] : undefined}>
          {(control) => (
            <input
              {...control}
              className="app-input"
              value={address[field]}
              autoComplete={autoComplete}
              required={field !== 'line2'}
              inputMode={field === 'phone' ? 'tel' : field === 'postcode' ? 'numeric' : undefined}
              onChange={(e) => onChange({ ...address, [field]: e.target.value })}
            />
          )}
        </Field>
      ))}
      <AreaSelector
        label={t`State and city`}
        value={address.state ? { state: address.state, city: address.city } : null}
        onChange={(area) => onChange({ ...address, ...area })}
        errorId={errors.area ? 'checkout-area-error' : undefined}
      />
      {errors.area && (
        <p id="checkout-area-error" className="app-error">
          {errors.area}
        </p>
      )}
    </fieldset>
  );
}
