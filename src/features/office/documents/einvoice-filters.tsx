import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { EInvoiceKind, EInvoiceState } from '@/shared/contract/documents';
import type { EinvoiceFilter } from './documents-api';
import { einvoiceKindLabels, einvoiceKindList, einvoiceStateLabels, einvoiceStateList } from './document-labels';

/** The e-invoice search's fields; the search runs on the server when the form is sent. */
export function EinvoiceFilters({
  filter,
  onFilter,
}: {
  filter: EinvoiceFilter;
  onFilter: (filter: EinvoiceFilter) => void;
}) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...draft, q: draft.q?.trim() || undefined });
  };
  return (
    <form className="office-filters office-filters--einvoices" role="search" onSubmit={submit}>
      <label className="office-field">
        <span>{t`Status`}</span>
        <select
          className="app-input"
          value={draft.state ?? ''}
          onChange={(e) =>
            setDraft((d) => ({ ...d, state: (e.target.value || undefined) as EInvoiceState | undefined }))
          }
        >
          <option value="">{t`Any status`}</option>
          {einvoiceStateList.map((s) => (
            <option key={s} value={s}>
              {i18n._(einvoiceStateLabels[s])}
            </option>
          ))}
        </select>
      </label>
      <label className="office-field">
        <span>{t`Kind`}</span>
        <select
          className="app-input"
          value={draft.kind ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, kind: (e.target.value || undefined) as EInvoiceKind | undefined }))}
        >
          <option value="">{t`Every kind`}</option>
          {einvoiceKindList.map((k) => (
            <option key={k} value={k}>
              {i18n._(einvoiceKindLabels[k])}
            </option>
          ))}
        </select>
      </label>
      <label className="office-field">
        <span>{t`Code, order or receipt number`}</span>
        <input
          className="app-input"
          type="search"
          maxLength={40}
          value={draft.q ?? ''}
          placeholder="EI-RC-000123"
          onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
        />
      </label>
      <button type="submit" className="roda-button roda-button--secondary office-filters__go">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
