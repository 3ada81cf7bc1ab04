import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Person } from '@/shared/contract/office-people';
import { formatDateTime } from '@/shared/lib/format';
import { useClientState } from '@/shared/lib/client-state';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { useActivatePerson, useDeactivatePerson, useReviewSignup, useUpdatePerson } from './people-api';
import { roleLabels } from '@/shared/lib/labels';

/** One person: role and store (saved together), deactivate / activate after a confirm, or a sign-up's review. */
export function PersonRow({
  person,
  isCompany,
  stores,
}: {
  person: Person;
  isCompany: boolean;
  stores: { id: number; name: string }[];
}) {
  const { t, i18n } = useLingui();
  const [role, setRole] = useState(person.role);
  const [storeId, setStoreId] = useState(person.storeId);
  const [reason, setReason] = useState('');
  const update = useUpdatePerson();
  const deactivate = useDeactivatePerson();
  const activate = useActivatePerson();
  const review = useReviewSignup();
  // no one changes or deactivates their own account (the server refuses it too: officeNotYourself)
  const isMe = useClientState((st) => st.userInfo?.id) === person.id;
  const editable = person.status === 'active' && !isMe;
  const phone = formatMalaysianPhone(person.phone);
  const changed = role !== person.role || storeId !== person.storeId;
  const roles = isCompany
    ? (['sales', 'technician', 'manager', 'company'] as const)
    : (['sales', 'technician', 'manager'] as const);

  const askDeactivate = async () => {
    const ok = await confirm({
      title: t`Deactivate ${person.name}?`,
      content: t`They are logged out on every device at once and cannot log in until activated again.`,
      confirmText: t`Deactivate`,
    });
    if (ok) deactivate.mutate(person.id, { onSuccess: () => showToast(t`${person.name} deactivated`) });
  };
  const refuse = () => {
    if (!reason.trim()) return showToast(t`Give a reason to refuse`);
    review.mutate(
      { id: person.id, approve: false, reason: reason.trim() },
      { onSuccess: () => showToast(t`Sign-up refused`) },
    );
  };

  return (
    <tr data-testid="person-row">
      <td>
        <span className="office-product__name">{person.name || phone}</span>
        <span className="office-product__meta">
          {phone} · {formatDateTime(person.createdAt, i18n.locale)}
        </span>
      </td>
      <td data-label={t`Role`}>
        {editable ? (
          <select
            className="app-input"
            aria-label={t`Role of ${person.name}`}
            value={role}
            onChange={(e) => setRole(e.target.value as Person['role'])}
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {i18n._(roleLabels[r])}
              </option>
            ))}
          </select>
        ) : (
          i18n._(roleLabels[person.role])
        )}
      </td>
      <td data-label={t({ message: 'Store', context: 'workshop' })}>
        {editable && isCompany && role !== 'company' ? (
          <select
            className="app-input"
            aria-label={t`Store of ${person.name}`}
            value={storeId ?? ''}
            onChange={(e) => setStoreId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t`Choose a store`}</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        ) : role === 'company' ? (
          t`All stores`
        ) : (
          (person.storeName ?? '—')
        )}
      </td>
      <td className="office-people__actions">
        {isMe && <span className="app-muted">{t`Your own account`}</span>}
        {editable && (
          <>
            <button
              type="button"
              className="roda-button"
              disabled={!changed || update.isPending}
              onClick={() =>
                update.mutate(
                  { id: person.id, role, storeId: role === 'company' ? null : storeId },
                  { onSuccess: () => showToast(t`Saved`) },
                )
              }
            >
              <Trans>Save</Trans>
            </button>
            <button type="button" className="roda-button roda-button--danger" onClick={() => void askDeactivate()}>
              <Trans>Deactivate</Trans>
            </button>
          </>
        )}
        {person.status === 'disabled' && (
          <button
            type="button"
            className="roda-button roda-button--secondary"
            onClick={() =>
              activate.mutate(person.id, { onSuccess: () => showToast(t`${person.name} can log in again`) })
            }
          >
            <Trans>Activate</Trans>
          </button>
        )}
        {person.status === 'pending' && (
          <>
            <button
              type="button"
              className="roda-button"
              disabled={review.isPending}
              onClick={() =>
                review.mutate(
                  { id: person.id, approve: true, reason: '' },
                  { onSuccess: () => showToast(t`${person.name} approved`) },
                )
              }
            >
              <Trans>Approve</Trans>
            </button>
            <input
              className="app-input"
              aria-label={t`Reason to refuse ${person.name}`}
              placeholder={t`Reason to refuse`}
              maxLength={200}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <button
              type="button"
              className="roda-button roda-button--danger"
              disabled={review.isPending}
              onClick={refuse}
            >
              <Trans>Refuse</Trans>
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
