import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { showToast } from '@/shared/ui/toast';
import { useStaffMembers } from '../../api/get-staff-members';
import type { WorkOrderView } from '../../use-work-order-view';
import '../../work-order.css';

/** A manager assigns a technician and, optionally, a sales consultant. */
export function DispatchForm({ view }: { view: WorkOrderView }) {
  const { t } = useLingui();
  const { wo, send } = view;
  const members = useStaffMembers(wo.storeId, true);
  const [technicianId, setTechnicianId] = useState(wo.technicianId ? String(wo.technicianId) : '');
  const [salesId, setSalesId] = useState(wo.salesId ? String(wo.salesId) : '');
  const [busy, setBusy] = useState(false);
  const ids = { tech: useId(), sales: useId() };
  const list = members.data ?? [];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!technicianId) return showToast(t`Please choose a technician`);
    setBusy(true);
    try {
      await send(
        'dispatch',
        () => ({ id: wo.id, technicianId: Number(technicianId), ...(salesId ? { salesId: Number(salesId) } : {}) }),
        [],
        t`Dispatch ${wo.workNo}`,
      );
      showToast(t`Work order dispatched`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="wo-form">
      <h3>
        <Trans>Dispatch</Trans>
      </h3>
      <label htmlFor={ids.tech}>
        <Trans>Technician</Trans>
      </label>
      <select
        id={ids.tech}
        className="app-input"
        value={technicianId}
        onChange={(e) => setTechnicianId(e.target.value)}
      >
        <option value="">{members.isPending ? t`Loading…` : t`Choose a technician`}</option>
        {list
          .filter((m) => m.role === 'technician')
          .map((m) => (
            <option key={m.id} value={m.id}>
              {t`${m.name} (${m.openWork} open)`}
            </option>
          ))}
      </select>
      <label htmlFor={ids.sales}>
        <Trans>Sales consultant</Trans>
      </label>
      <select id={ids.sales} className="app-input" value={salesId} onChange={(e) => setSalesId(e.target.value)}>
        <option value="">{t`Not assigned`}</option>
        {list
          .filter((m) => m.role === 'sales')
          .map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
      </select>
      <button type="submit" className="roda-button roda-button--primary" disabled={busy}>
        <Trans>Dispatch</Trans>
      </button>
    </form>
  );
}
