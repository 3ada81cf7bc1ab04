import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import type { WorkOrderView } from '../../use-work-order-view';

/** The sales consultant hands the car back: the order completes (asked once, it cannot be undone). */
export function DeliverStep({ view }: { view: WorkOrderView }) {
  const { t } = useLingui();
  const { wo, send } = view;
  const [busy, setBusy] = useState(false);
  const deliver = async () => {
    const ok = await confirm({
      title: t`Hand the car back?`,
      content: t`${wo.plate} goes back to ${wo.customerName || formatMalaysianPhone(wo.customerPhone)} and the order is completed.`,
      confirmText: t`Confirm delivery`,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await send('deliver', () => ({ id: wo.id }), [], t`Delivery ${wo.plate}`);
      showToast(t`Delivery confirmed`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="roda-button roda-button--primary app-block"
      disabled={busy}
      onClick={() => void deliver()}
    >
      <Trans>Confirm delivery</Trans>
    </button>
  );
}
