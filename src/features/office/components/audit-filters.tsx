import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { auditSectionList, type AuditSection } from '@/shared/contract/audit-sections';
import type { OfficeAuditFilter } from '@/shared/contract/office-audit';
import { roleLabels } from '@/shared/lib/labels';
import { useAuditPeople } from '../api/get-audit';
import { sectionLabels } from './audit-labels';

/** Whether any filter is set. */
export const isFiltered = (f: OfficeAuditFilter) => Boolean(f.actorId || f.section || f.from || f.to);

/**
 * The audit log's filters: who, which section, from and to which day. The log is read again when
 * the form is sent, and the filters live in the address (audit-section.tsx), so a search can be shared.
 */
export function AuditFilters({
  filter,
  onFilter,
}: {
  filter: OfficeAuditFilter;
  onFilter: (filter: OfficeAuditFilter) => void;
}) {
  const { t, i18n } = useLingui();
  const people = useAuditPeople();
  const [draft, setDraft] = useState(filter);
  // the address changed (back, forward, a shared link, Clear): the fields show what it says
  const applied = JSON.stringify(filter);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(filter);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(draft);
  };
  const day = (key: 'from' | 'to', label: string) => (
    <label className="office-field office-audit-filters__day">
      <span>{label}</span>
      <input
        className="app-input"
        type="date"
        value={draft[key] ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value || undefined }))}
      />
    </label>
  );
  return (
    <form
      className="office-filters office-audit-filters"
      role="search"
      aria-label={t`Filter the audit log`}
      onSubmit={submit}
    >
      <label className="office-field">
        <span>{t`Person`}</span>
        <select
          className="app-input"
          value={draft.actorId ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, actorId: e.target.value ? Number(e.target.value) : undefined }))}
        >
          <option value="">{t`Everyone`}</option>
          {people.data?.list.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} · {i18n._(roleLabels[p.role])}
            </option>
          ))}
        </select>
      </label>
      <label className="office-field">
        <span>{t`Section`}</span>
        <select
          className="app-input"
          value={draft.section ?? ''}
          onChange={(e) =>
            setDraft((d) => ({ ...d, section: (e.target.value || undefined) as AuditSection | undefined }))
          }
        >
          <option value="">{t`All sections`}</option>
          {auditSectionList.map((s) => (
            <option key={s} value={s}>
              {i18n._(sectionLabels[s])}
            </option>
          ))}
        </select>
      </label>
      {day('from', t`From date`)}
      {day('to', t`To date`)}
      <div className="office-audit-filters__actions">
        <button type="submit" className="roda-button">
          <Trans>Show</Trans>
        </button>
        <button
          type="button"
          className="roda-button roda-button--secondary"
          disabled={!isFiltered(filter) && !isFiltered(draft)}
          onClick={() => {
            setDraft({});
            onFilter({});
          }}
        >
          <Trans>Clear filters</Trans>
        </button>
      </div>
    </form>
  );
}
