import { MalaysianStateOptions } from '@/shared/ui/malaysian-state-options';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TaxSettings } from '@/shared/contract/office-documents';
import { showToast } from '@/shared/ui/toast';
import { errorText } from '../orders/orders-api';
import { DocField, focusControl } from './doc-field';
import { msicCodeList, msicNames } from './document-labels';
import { useSaveTaxSettings } from './documents-api';
import {
  firstTaxError,
  taxFieldLabels,
  taxFormMessages,
  taxFormOf,
  taxMaxLength,
  taxPayload,
  type TaxField,
  type TaxForm,
  type TaxFormErrors,
} from './tax-settings-form';

type TextField = keyof typeof taxMaxLength;

/** The settings' form: checked as the server checks it, each error beside its field, the first wrong one focused. */
export function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const { t, i18n } = useLingui();
  const base = useId();
  const save = useSaveTaxSettings();
  const [form, setForm] = useState<TaxForm>(() => taxFormOf(settings));
  const [errors, setErrors] = useState<TaxFormErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const idOf = (field: TaxField) => `${base}-${field}`;
  const errorOf = (field: TaxField) => {
    const error = errors[field];
    return error ? i18n._(taxFormMessages[error]) : undefined;
  };
  const change = <F extends TaxField>(field: F, value: TaxForm[F]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const result = taxPayload(form);
    if ('errors' in result) {
      setErrors(result.errors);
      const field = firstTaxError(result.errors);
      if (field) focusControl(idOf(field));
      return;
    }
    setErrors({});
    save.mutate(result.payload, {
      onSuccess: (saved) =>
        showToast(saved.complete ? t`Tax settings saved` : t`Tax settings saved; some are still missing`),
      onError: (e) => setRefused(errorText(e)),
    });
  };

  const labelOf = (field: TaxField) => i18n._(taxFieldLabels[field]);
  const text = (field: TextField, more: { hint?: ReactNode; wide?: boolean; type?: string } = {}) => (
    <DocField id={idOf(field)} label={labelOf(field)} hint={more.hint} error={errorOf(field)} wide={more.wide}>
      {(control) => (
        <input
          {...control}
          className="app-input"
          type={more.type ?? 'text'}
          value={form[field]}
          maxLength={taxMaxLength[field]}
          autoComplete="off"
          onChange={(e) => change(field, e.target.value)}
        />
      )}
    </DocField>
  );

  return (
    <form className="office-doc-settings" noValidate onSubmit={submit} aria-labelledby="office-tax-title">
      <fieldset className="office-card office-doc-group">
        <legend>{t`The company`}</legend>
        {text('companyName', { wide: true })}
        {text('brn', { hint: t`12 digits, e.g. 202001234567` })}
        {text('tin', { hint: t`As LHDN issued it, e.g. C25845632020.` })}
        {text('sstNo', {
          hint: t`Leave empty when the company is not registered for SST: service tax is then not charged.`,
        })}
        <DocField id={idOf('msicCode')} label={labelOf('msicCode')} error={errorOf('msicCode')} wide>
          {(control) => (
            <select
              {...control}
              className="app-input"
              value={form.msicCode}
              onChange={(e) => change('msicCode', e.target.value)}
            >
              <option value="" disabled>
                {t`Choose the business activity`}
              </option>
              {msicCodeList.map((code) => (
                <option key={code} value={code}>
                  {code} · {msicNames[code]}
                </option>
              ))}
            </select>
          )}
        </DocField>
      </fieldset>
      <fieldset className="office-card office-doc-group">
        <legend>{t`Address and contact`}</legend>
        {text('addressLine1', { wide: true })}
        {text('addressLine2', { wide: true })}
        {text('city')}
        {text('postcode')}
        <DocField id={idOf('stateCode')} label={labelOf('stateCode')} error={errorOf('stateCode')}>
          {(control) => (
            <select
              {...control}
              className="app-input"
              value={form.stateCode}
              onChange={(e) => change('stateCode', e.target.value)}
            >
              <MalaysianStateOptions />
            </select>
          )}
        </DocField>
        {text('phone', { type: 'tel' })}
        {text('email', { type: 'email' })}
      </fieldset>
      <fieldset className="office-card office-doc-group">
        <legend>{t`MyInvois connection`}</legend>
        {text('myinvoisClientId')}
        <DocField
          id={idOf('myinvoisClientSecret')}
          label={labelOf('myinvoisClientSecret')}
          hint={
            settings.myinvoisSecretSet
              ? t`A secret is kept — leave empty to keep it`
              : t`No secret is kept yet: paste the one MyInvois gave you.`
          }
          error={errorOf('myinvoisClientSecret')}
        >
          {(control) => (
            <input
              {...control}
              className="app-input"
              type="password"
              value={form.myinvoisClientSecret}
              maxLength={taxMaxLength.myinvoisClientSecret}
              autoComplete="new-password"
              onChange={(e) => change('myinvoisClientSecret', e.target.value)}
            />
          )}
        </DocField>
        <fieldset className="office-doc-env office-doc-field--wide">
          <legend>{labelOf('myinvoisEnvironment')}</legend>
          {(
            [
              ['preprod', t`Pre-production (for testing: nothing sent is a real e-invoice)`],
              ['production', t`Production (real e-invoices)`],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="office-field--check">
              <input
                type="radio"
                name={`${base}-environment`}
                checked={form.myinvoisEnvironment === value}
                onChange={() => change('myinvoisEnvironment', value)}
              />
              {label}
            </label>
          ))}
          {form.myinvoisEnvironment === 'production' && (
            <p className="office-doc-banner office-doc-banner--danger" role="note">
              {t`Production: every e-invoice sent is real and reported to LHDN. Use it only with the company’s own production credentials.`}
            </p>
          )}
        </fieldset>
      </fieldset>
      {refused && (
        <p className="office-error" role="alert">
          {refused}
        </p>
      )}
      <div className="office-form__actions">
        <button type="submit" className="roda-button" disabled={save.isPending}>
          {save.isPending ? t`Saving…` : <Trans>Save tax settings</Trans>}
        </button>
      </div>
    </form>
  );
}
