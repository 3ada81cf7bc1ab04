import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { WorkshopDetails } from '@/shared/contract/office-workshops';
import { errorText } from '@/shared/lib/api-client';
import { showToast } from '@/shared/ui/toast';
import { focusControl } from '../documents/doc-field';
import { WorkshopDetailsFields } from './workshop-details-fields';
import {
  detailsFields,
  detailsFormOf,
  detailsPayload,
  type DetailsErrors,
  type DetailsField,
  type DetailsForm,
} from './workshop-details-form';
import { useSaveWorkshopDetails } from './workshops-api';

/** What customers see of the store (name, address, phone, map position): checked beside each field, then saved. */
export function WorkshopDetailsCard({ storeId, initial }: { storeId: number; initial: WorkshopDetails }) {
  const { t } = useLingui();
  const base = useId();
  const save = useSaveWorkshopDetails();
  const [form, setForm] = useState<DetailsForm>(() => detailsFormOf(initial));
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const idOf = (field: DetailsField) => `${base}-${field}`;
  const change = (patch: Partial<DetailsForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const result = detailsPayload(form);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = detailsFields.find((field) => result.errors[field]);
      if (first) focusControl(idOf(first));
      return;
    }
    setErrors({});
    // the promise, not mutate's callbacks: the saved details are read again first, and this card,
    // keyed by them, is a new one by then (mutate's callbacks die with the old one)
    save.mutateAsync({ id: storeId, details: result.payload }).then(
      (r) => showToast(r.changed ? t`Details saved` : t`Nothing changed`),
      (e: Error) => setRefused(errorText(e)),
    );
  };

  return (
    <form className="office-card office-ws-details" noValidate onSubmit={submit} aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>
        <Trans>Details</Trans>
      </h2>
      <p className="app-muted office-ws-details__intro">
        <Trans>Customers see these in the store list and on the store’s page.</Trans>
      </p>
      <div className="office-doc-group">
        <WorkshopDetailsFields form={form} errors={errors} idOf={idOf} onChange={change} />
      </div>
      {refused && (
        <p className="office-error" role="alert">
          {refused}
        </p>
      )}
      <div className="office-ws-details__actions">
        <button type="submit" className="roda-button" disabled={save.isPending}>
          {save.isPending ? t`Saving…` : t`Save details`}
        </button>
      </div>
    </form>
  );
}
