import { MalaysianStateOptions } from '@/shared/ui/malaysian-state-options';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { BuyerIdType } from '@/shared/contract/einvoice-formats';
import type { OfficeEinvoiceRow } from '@/shared/contract/office-documents';
import { einvoiceFormMessages } from '@/shared/labels/einvoice-buyer';
import {
  einvoiceFormErrors,
  einvoicePayload,
  emptyEInvoiceForm,
  fieldMaxLength,
  firstInvalidField,
  type EInvoiceField,
  type EInvoiceForm,
  type EInvoiceFormErrors,
} from '@/shared/lib/einvoice-buyer';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { errorText } from '../orders/orders-api';
import { DocField, focusControl } from './doc-field';
import { useRetryEinvoice } from './documents-api';

type TextField = Exclude<EInvoiceField, 'stateCode'>;

/**
 * A customer's own e-invoice that LHDN refused for their details: the buyer's details typed anew
 * (the same fields and checks as the customer's request), then sent again with them.
 */
export function BuyerForm({ row, onDone }: { row: OfficeEinvoiceRow; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const retry = useRetryEinvoice();
  const base = useId();
  const [form, setForm] = useState<EInvoiceForm>(() => emptyEInvoiceForm({ name: row.buyerName ?? '', email: '' }));
  const [errors, setErrors] = useState<EInvoiceFormErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const company = form.idType === 'BRN';
  const idOf = (field: EInvoiceField) => `${base}-${field}`;
  const errorOf = (field: EInvoiceField) => {
    const error = errors[field];
    return error ? i18n._(einvoiceFormMessages[error]) : undefined;
  };
  const change = <F extends EInvoiceField>(field: F, value: EInvoiceForm[F]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const chooseType = (idType: BuyerIdType) => {
    setForm((f) => ({ ...f, idType }));
    // what the ID and the TIN must be depends on the buyer's type
    setErrors(({ idValue: _id, tin: _tin, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const found = einvoiceFormErrors(form);
    setErrors(found);
    const wrong = firstInvalidField(found);
    if (wrong) {
      focusControl(idOf(wrong));
      return;
    }
    const code = row.codeNumber;
    const name = form.name.trim();
    const ok = await confirm({
      title: t`Send ${code} again for ${name}?`,
      content: t`The e-invoice is built anew with these buyer details and sent to LHDN within minutes.`,
      confirmText: t`Correct and send again`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    try {
      const orderId = row.orderId;
      if (orderId === null) {
        setRefused(t`The order of this e-invoice could not be found. Reload the page and try again.`);
        return;
      }
      const checked = einvoicePayload(orderId, form);
      if ('errors' in checked) return;
      await retry.mutateAsync({ id: row.id, buyer: checked.payload });
      showToast(t`${code} will be sent again within minutes`);
      onDone();
    } catch (e) {
      setRefused(errorText(e instanceof Error ? e : new Error(String(e))));
    }
  };

  const text = (field: TextField, label: string, props: { max: number; hint?: string; placeholder?: string }) => (
    <DocField id={idOf(field)} label={label} hint={props.hint} error={errorOf(field)}>
      {(control) => (
        <input
          {...control}
          className="app-input"
          value={form[field]}
          maxLength={props.max}
          placeholder={props.placeholder}
          autoComplete="off"
          onChange={(e) => change(field, e.target.value)}
        />
      )}
    </DocField>
  );

  return (
    <form
      className="office-pay-form office-doc-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t`Correct buyer details`}
    >
      <p className="office-doc-form__intro">
        {t`Type the buyer’s details as registered with LHDN. The customer’s earlier details are replaced.`}
      </p>
      <fieldset className="office-doc-kind">
        <legend>{t`The e-invoice is for`}</legend>
        {(
          [
            ['NRIC', t`An individual (MyKad)`],
            ['BRN', t`A company (SSM number)`],
          ] as const
        ).map(([idType, label]) => (
          <label key={idType} className="office-field--check">
            <input
              type="radio"
              name={`${base}-type`}
              checked={form.idType === idType}
              onChange={() => chooseType(idType)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="office-doc-form__fields">
        {text('name', company ? t`Company name as registered with SSM` : t`Full name as on MyKad`, {
          max: fieldMaxLength.name,
        })}
        {text('idValue', company ? t`SSM registration number` : t`MyKad number`, {
          max: 20,
          placeholder: company ? '202001234567' : '880101-14-5678',
        })}
        {text('tin', t`Tax identification number (TIN)`, {
          max: 20,
          hint: company ? t`As LHDN issued it, e.g. C25845632020.` : t`Optional for an individual.`,
          placeholder: company ? 'C25845632020' : 'IG12345678910',
        })}
        {text('email', t`Email`, { max: fieldMaxLength.email })}
        {text('addressLine', t`Address`, { max: fieldMaxLength.addressLine })}
        {text('city', t`City`, { max: fieldMaxLength.city })}
        {text('postcode', t`Postcode`, { max: 7 })}
        <DocField id={idOf('stateCode')} label={t`State`} error={errorOf('stateCode')}>
          {(control) => (
            <select
              {...control}
              className="app-input"
              value={form.stateCode}
              onChange={(e) => change('stateCode', e.target.value as EInvoiceForm['stateCode'])}
            >
              <MalaysianStateOptions />
            </select>
          )}
        </DocField>
      </div>
      {refused && (
        <p className="office-error" role="alert">
          {refused}
        </p>
      )}
      <div className="office-refund__buttons">
        <button type="submit" className="roda-button roda-button--primary" disabled={retry.isPending}>
          {retry.isPending ? t`Sending…` : t`Correct and send again`}
        </button>
        <button
          type="button"
          className="roda-button roda-button--secondary"
          onClick={onDone}
          disabled={retry.isPending}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
