import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ImageRef } from '@/shared/contract/staff';
import { Field } from '@/shared/ui/field';
import { SignaturePad, type SignatureValue } from '../signature-pad';
import '../../work-order.css';
import './check-in.css';

export interface CustomerSignatureValue {
  /** The signature saved with a draft, kept until the customer signs again. */
  saved: ImageRef | null;
  drawn: SignatureValue | null;
  signerName: string;
}

/** The customer signs the check-in on the technician's phone: their name, and their signature. */
export function CustomerSignature({
  value,
  onChange,
  errors,
}: {
  value: CustomerSignatureValue;
  /** A change to merge into the value (the pad reports from its own effect, so never a whole stale value). */
  onChange: (patch: Partial<CustomerSignatureValue>) => void;
  errors: { signature?: string | undefined; signer?: string | undefined };
}) {
  const { t } = useLingui();
  const errorId = useId();
  return (
    <fieldset className="wo-fieldset wo-customer-sign">
      <legend>
        <Trans>Customer's signature</Trans>
      </legend>
      <p className="app-muted">
        <Trans>Hand the phone to the customer: they agree to the mileage, fuel and damage recorded above.</Trans>
      </p>
      <Field label={t`Customer's name`} error={errors.signer}>
        {(control) => (
          <input
            {...control}
            className="app-input"
            maxLength={80}
            autoComplete="off"
            value={value.signerName}
            onChange={(e) => onChange({ signerName: e.target.value })}
          />
        )}
      </Field>
      {value.saved ? (
        <div className="wo-signature">
          <img src={value.saved.url} alt={t`The customer's saved signature`} className="wo-signature__saved" />
          <button
            type="button"
            className="roda-button roda-button--secondary"
            onClick={() => onChange({ saved: null })}
          >
            <Trans>Sign again</Trans>
          </button>
        </div>
      ) : (
        <div
          data-invalid={errors.signature ? true : undefined}
          tabIndex={errors.signature ? -1 : undefined}
          aria-describedby={errors.signature ? errorId : undefined}
        >
          <SignaturePad onChange={(drawn) => onChange({ drawn })} />
        </div>
      )}
      {errors.signature && (
        <p id={errorId} className="app-error">
          {errors.signature}
        </p>
      )}
    </fieldset>
  );
}
