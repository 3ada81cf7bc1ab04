import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Role } from '@/shared/contract/fields';
import { showToast } from '@/shared/ui/toast';
import { TextField } from '@/shared/ui/text-field';
import type { WorkOrderView } from '../use-work-order-view';
import '../work-order.css';

/** Who fills which free field of the order (the server checks the same). */
const OWNERS: Record<'cmsOrderNo' | 'arrivalRemarks', readonly Role[]> = {
  cmsOrderNo: ['sales', 'manager', 'company'],
  arrivalRemarks: ['technician', 'manager', 'company'],
};

/** The CMS order number (at the desk) and arrival remarks (at the car), for the role that owns each. */
export function OrderReferencesForm({ view }: { view: WorkOrderView }) {
  const { t } = useLingui();
  const { wo, role, send, queued } = view;
  const latest = [...queued].reverse().find((s) => s.step === 'note')?.body;
  const [cms, setCms] = useState(() => String(latest?.cmsOrderNo ?? wo.cmsOrderNo ?? ''));
  const [arrival, setArrival] = useState(() => String(latest?.arrivalRemarks ?? wo.arrivalRemarks));
  const [busy, setBusy] = useState(false);
  const mayCms = role !== null && OWNERS.cmsOrderNo.includes(role);
  const mayArrival = role !== null && OWNERS.arrivalRemarks.includes(role);
  if (!mayCms && !mayArrival) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await send(
        'note',
        () => ({
          id: wo.id,
          ...(mayCms ? { cmsOrderNo: cms.trim() } : {}),
          ...(mayArrival ? { arrivalRemarks: arrival.trim() } : {}),
        }),
        [],
        t`Order notes ${wo.plate}`,
      );
      showToast(t`Saved`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="wo-form" onSubmit={(e) => void submit(e)} noValidate>
      {mayCms && <TextField label={<Trans>CMS order number</Trans>} value={cms} onChange={setCms} maxLength={40} />}
      {mayArrival && (
        <TextField
          label={<Trans>Arrival remarks</Trans>}
          value={arrival}
          onChange={setArrival}
          maxLength={500}
          rows={2}
        />
      )}
      <button type="submit" className="roda-button roda-button--secondary" disabled={busy}>
        <Trans>Save notes</Trans>
      </button>
    </form>
  );
}
