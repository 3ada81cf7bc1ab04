import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ResultCode } from '@/shared/contract/codes';
import { can } from '@/shared/contract/work-order-flow';
import { ApiError, errorText } from '@/shared/lib/api-client';
import { useClientState } from '@/shared/lib/client-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { showToast } from '@/shared/ui/toast';
import { DocField, focusControl } from '../documents/doc-field';
import { OfficeLink, useOfficeNavigate } from '../office-router';
import { WorkshopDetailsFields } from './workshop-details-fields';
import {
  detailsFields,
  detailsFormOf,
  detailsMessages,
  detailsPayload,
  storeCodeOf,
  type DetailsErrors,
  type DetailsField,
  type DetailsForm,
} from './workshop-details-form';
import { useAddWorkshop } from './workshops-api';

/** /office/workshops/new: the company opens a store, then sets its hours and services on its page. */
export function WorkshopAdd() {
  const { t } = useLingui();
  const role = useClientState((s) => s.userInfo?.role);
  const allowed = role !== undefined && can(role, 'officeWorkshopAdd');
  return (
    <section className="office-section office-ws-add" aria-labelledby="office-ws-add-title">
      <div className="office-head">
        <div>
          <OfficeLink to="workshops" className="office-back">
            <Trans>All workshops</Trans>
          </OfficeLink>
          <h1 id="office-ws-add-title">
            <Trans>Add workshop</Trans>
          </h1>
        </div>
      </div>
      {allowed ? <AddForm /> : <EmptyState title={t`Not allowed`} description={t`Only the company adds workshops.`} />}
    </section>
  );
}

function AddForm() {
  const { t, i18n } = useLingui();
  const base = useId();
  const go = useOfficeNavigate();
  const add = useAddWorkshop();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'workshop' | 'outlet'>('workshop');
  const [form, setForm] = useState<DetailsForm>(() => detailsFormOf(null));
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [codeTaken, setCodeTaken] = useState<string | null>(null);
  const idOf = (field: DetailsField | 'code') => `${base}-${field}`;
  const change = (patch: Partial<DetailsForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const result = detailsPayload(form);
    const storeCode = storeCodeOf(code);
    const found: DetailsErrors = 'errors' in result ? { ...result.errors } : {};
    if (!storeCode) found.code = detailsMessages.code;
    if ('errors' in result || !storeCode) {
      setErrors(found);
      const first = found.code ? 'code' : detailsFields.find((field) => found[field]);
      if (first) focusControl(idOf(first));
      return;
    }
    setErrors({});
    add.mutate(
      { code: storeCode, kind, details: result.payload },
      {
        onSuccess: ({ id }) => {
          showToast(t`Workshop added. Now set its hours and services.`);
          go(`workshops/${id}`);
        },
        onError: (e) => {
          // a taken code is the code field's error; anything else is the form's
          if (e instanceof ApiError && e.code === ResultCode.conflict) {
            setCodeTaken(errorText(e));
            focusControl(idOf('code'));
          } else setRefused(errorText(e));
        },
      },
    );
  };
  const codeError = errors.code ? i18n._(errors.code) : (codeTaken ?? undefined);

  return (
    <form className="office-ws-add__form" noValidate onSubmit={submit} aria-labelledby="office-ws-add-title">
      <fieldset className="office-card office-doc-group">
        <legend>{t`The store`}</legend>
        <DocField
          id={idOf('code')}
          label={t`Store code`}
          hint={t`Unique, e.g. WS-SEL-008 for a workshop or OL-SEL-003 for an outlet. It cannot be changed later.`}
          error={codeError}
        >
          {(control) => (
            <input
              {...control}
              className="app-input office-ws-code"
              required
              value={code}
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => {
                setCode(e.target.value);
                setCodeTaken(null);
                setErrors(({ code: _gone, ...rest }) => rest);
              }}
            />
          )}
        </DocField>
        <fieldset className="office-doc-env">
          <legend>{t`Kind of store`}</legend>
          {(
            [
              ['workshop', t`Workshop: installs and hands over goods`],
              ['outlet', t`Outlet: self-pickup only`],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="office-field--check">
              <input type="radio" name={`${base}-kind`} checked={kind === value} onChange={() => setKind(value)} />
              {label}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <fieldset className="office-card office-doc-group">
        <legend>{t`What customers see`}</legend>
        <WorkshopDetailsFields form={form} errors={errors} idOf={idOf} onChange={change} />
      </fieldset>
      <p className="app-muted office-ws-add__after">
        {t`The new store opens six days a week, 09:00–18:00 (closed on Sundays, or on Fridays in Kedah, Kelantan and Terengganu), with 3 places an hour and no stock. You set its hours and services next; staff join it through People.`}
      </p>
      {refused && (
        <p className="office-error" role="alert">
          {refused}
        </p>
      )}
      <div className="office-form__actions">
        <OfficeLink to="workshops" className="roda-button roda-button--secondary">
          <Trans>Cancel</Trans>
        </OfficeLink>
        <button type="submit" className="roda-button" disabled={add.isPending}>
          {add.isPending ? t`Adding…` : t`Add workshop`}
        </button>
      </div>
    </form>
  );
}
