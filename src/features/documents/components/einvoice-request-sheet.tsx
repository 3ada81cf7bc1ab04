import { MalaysianStateOptions } from '@/shared/ui/malaysian-state-options';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { BuyerIdType } from '@/shared/contract/einvoice-formats';
import { einvoiceFormMessages } from '@/shared/labels/einvoice-buyer';
import { ApiError } from '@/shared/lib/api-client';
import {
  einvoicePayload,
  emptyEInvoiceForm,
  fieldMaxLength,
  firstInvalidField,
  type EInvoiceField,
  type EInvoiceForm,
  type EInvoiceFormErrors,
} from '@/shared/lib/einvoice-buyer';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { useRequestEinvoice } from '../api/request-einvoice';
import { Field } from '@/shared/ui/field';
import '../documents.css';

export interface BuyerPrefill {
  name: string;
  email: string;
}

interface EInvoiceRequestSheetProps {
  orderId: number;
  buyer: BuyerPrefill;
  open: boolean;
  onClose: () => void;
  /** The request was taken: the sheet closes and the panel says so. */
  onDone: () => void;
}

type Control = HTMLInputElement | HTMLSelectElement;

function withoutErrors(errors: EInvoiceFormErrors, fields: EInvoiceField[]): EInvoiceFormErrors {
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

/**
 * The e-invoice request: who the buyer is (a person with MyKad, a company with its SSM number and
 * TIN), their name, email and address. Checked as the server checks it; every error stands beside
 * its field, and the first wrong field is brought into view and focused.
 */
export function EInvoiceRequestSheet({ orderId, buyer, open, onClose, onDone }: EInvoiceRequestSheetProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const [form, setForm] = useState<EInvoiceForm>(() => emptyEInvoiceForm(buyer));
  const [errors, setErrors] = useState<EInvoiceFormErrors>({});
  // set anew on each refused check: the focus moves once the errors are on screen, not as they clear
  const [focusTarget, setFocusTarget] = useState<{ field: EInvoiceField } | null>(null);
  const controls = useRef<Partial<Record<EInvoiceField, Control | null>>>({});
  const refusal = useRef<HTMLParagraphElement>(null);
  const key = useRef<{ body: string; key: string } | null>(null);
  const request = useRequestEinvoice(orderId);
  const company = form.idType === 'BRN';

  useEffect(() => {
    const control = focusTarget && controls.current[focusTarget.field];
    if (!control) return;
    control.focus({ preventScroll: true });
    control.scrollIntoView?.({ block: 'center' });
  }, [focusTarget]);

  useEffect(() => {
    if (request.error) refusal.current?.scrollIntoView?.({ block: 'nearest' });
  }, [request.error]);

  const change = <F extends EInvoiceField>(field: F, value: EInvoiceForm[F]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => withoutErrors(e, [field]));
  };
  const chooseType = (idType: BuyerIdType) => {
    setForm((f) => ({ ...f, idType }));
    // what the ID and the TIN must be depends on the buyer's type
    setErrors((e) => withoutErrors(e, ['idValue', 'tin']));
  };
  const bind = (field: EInvoiceField) => ({
    ref: (element: Control | null) => {
      controls.current[field] = element;
    },
    value: form[field],
  });
  const errorOf = (field: EInvoiceField) => {
    const error = errors[field];
    return error ? i18n._(einvoiceFormMessages[error]) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = einvoicePayload(orderId, form);
    if ('errors' in result) {
      setErrors(result.errors);
      const field = firstInvalidField(result.errors);
      if (field) setFocusTarget({ field });
      return;
    }
    setErrors({});
    const body = JSON.stringify(result.payload);
    if (key.current?.body !== body) key.current = { body, key: crypto.randomUUID() };
    request.mutate({ payload: result.payload, idempotencyKey: key.current.key }, { onSuccess: onDone });
  };

  const refused = request.error
    ? request.error instanceof ApiError
      ? request.error.serverMessage
      : t`The request could not be sent. Check your connection and try again.`
    : null;

  return (
    <BottomPopup
      open={open}
      onClose={onClose}
      title={t`Request an e-invoice`}
      footer={
        <button
          type="submit"
          form={formId}
          className="roda-button documents-form__submit"
          disabled={request.isPending}
          aria-busy={request.isPending || undefined}
        >
          {request.isPending ? t`Sending…` : t`Send request`}
        </button>
      }
    >
      <form id={formId} className="documents-form" noValidate onSubmit={submit}>
        <p className="app-muted">{t`LHDN checks the e-invoice against these details, so enter them as registered.`}</p>
        <fieldset className="documents-kind">
          <legend className="documents-field__label">{t`The e-invoice is for`}</legend>
          <div className="documents-kind__options">
            {(
              [
                ['NRIC', t`Individual`, t`With MyKad`],
                ['BRN', t`Company`, t`With SSM number`],
              ] as const
            ).map(([idType, title, detail]) => (
              <label key={idType} className="documents-kind__option">
                <input
                  type="radio"
                  name={`${formId}-type`}
                  checked={form.idType === idType}
                  onChange={() => chooseType(idType)}
                />
                <span>
                  <strong>{title}</strong>
                  <span className="app-muted">{detail}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <Field
          label={company ? t`Company name as registered with SSM` : t`Full name as on MyKad`}
          error={errorOf('name')}
        >
          {(control) => (
            <input
              {...control}
              {...bind('name')}
              className="app-input"
              maxLength={fieldMaxLength.name}
              autoComplete={company ? 'organization' : 'name'}
              onChange={(e) => change('name', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={company ? t`SSM registration number` : t`MyKad number`}
          hint={company ? t`The 12-digit number, e.g. 202001234567` : t`12 digits, e.g. 880101-14-5678`}
          error={errorOf('idValue')}
        >
          {(control) => (
            <input
              {...control}
              {...bind('idValue')}
              className="app-input"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              onChange={(e) => change('idValue', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={
            company ? (
              t`Tax identification number (TIN)`
            ) : (
              <Trans>
                Tax identification number (TIN) <span className="documents-field__optional">optional</span>
              </Trans>
            )
          }
          hint={company ? t`As LHDN issued it, e.g. C25845632020.` : t`Leave empty if you have none.`}
          error={errorOf('tin')}
        >
          {(control) => (
            <input
              {...control}
              {...bind('tin')}
              className="app-input"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={20}
              onChange={(e) => change('tin', e.target.value)}
            />
          )}
        </Field>
        <Field label={t`Email`} error={errorOf('email')}>
          {(control) => (
            <input
              {...control}
              {...bind('email')}
              className="app-input"
              type="email"
              autoComplete="email"
              maxLength={fieldMaxLength.email}
              onChange={(e) => change('email', e.target.value)}
            />
          )}
        </Field>
        <Field label={t`Address`} error={errorOf('addressLine')}>
          {(control) => (
            <input
              {...control}
              {...bind('addressLine')}
              className="app-input"
              autoComplete="street-address"
              maxLength={fieldMaxLength.addressLine}
              onChange={(e) => change('addressLine', e.target.value)}
            />
          )}
        </Field>
        <Field label={t`City`} error={errorOf('city')}>
          {(control) => (
            <input
              {...control}
              {...bind('city')}
              className="app-input"
              autoComplete="address-level2"
              maxLength={fieldMaxLength.city}
              onChange={(e) => change('city', e.target.value)}
            />
          )}
        </Field>
        <Field label={t`Postcode`} error={errorOf('postcode')}>
          {(control) => (
            <input
              {...control}
              {...bind('postcode')}
              className="app-input documents-field__postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={7}
              onChange={(e) => change('postcode', e.target.value)}
            />
          )}
        </Field>
        <Field label={t`State`} error={errorOf('stateCode')}>
          {(control) => (
            <select
              {...control}
              {...bind('stateCode')}
              className="app-input documents-field__select"
              onChange={(e) => change('stateCode', e.target.value as EInvoiceForm['stateCode'])}
            >
              <MalaysianStateOptions />
            </select>
          )}
        </Field>
        {refused && (
          <p ref={refusal} role="alert" className="app-error documents-form__refused">
            {refused}
          </p>
        )}
      </form>
    </BottomPopup>
  );
}
