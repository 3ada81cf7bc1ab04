import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { OrderDetail } from '@/shared/contract/orders';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useDeleteOrder } from '../api/delete-order';
import { CancelOrderPopup } from './cancel-order-popup';
import { ReschedulePopup, type RescheduleSlotProps } from './reschedule-popup';
import '../orders.css';

interface OrderActionsProps {
  order: OrderDetail;
  storeId: number | undefined;
  renderAppointment: (props: RescheduleSlotProps) => ReactNode;
}

/** What the customer may do with the order now (the server says which): delete, cancel, reschedule, refund, confirm, pay. */
export function OrderActions({ order, storeId, renderAppointment }: OrderActionsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const del = useDeleteOrder();
  const receipt = useConfirmReceipt();
  const remove = async () => {
    const ok = await confirm({
      title: t`Delete this order?`,
      content: t`It will no longer appear in your orders.`,
      confirmText: t`Delete`,
    });
    if (!ok) return;
    del.mutate(order.id, {
      onSuccess: () => {
        showToast(t`Order deleted`);
        void navigate({ to: '/pages-order/list/OrderList', replace: true });
      },
    });
  };
  const confirmReceipt = async () => {
    const ok = await confirm({ title: t`Have you received the goods?`, confirmText: t`Yes, received` });
    if (ok) receipt.mutate(order.id);
  };

  return (
    <>
      <div className="orders-actions">
        {order.actions.delete && (
          <button type="button" className="roda-button roda-button--danger" onClick={() => void remove()}>
            {t`Delete order`}
          </button>
        )}
        {order.actions.cancel && (
          <button type="button" className="roda-button roda-button--secondary" onClick={() => setCancelling(true)}>
            {t`Cancel order`}
          </button>
        )}
        {order.actions.reschedule && (
          <button type="button" className="roda-button roda-button--secondary" onClick={() => setRescheduling(true)}>
            {t`Reschedule`}
          </button>
        )}
        {order.actions.refund && (
          <Link
            to="/pages-order/refund/RequestRefund"
            search={{ orderId: order.id }}
            className="roda-button roda-button--secondary"
          >
            {t`Request a refund`}
          </Link>
        )}
        {order.actions.confirmReceipt && (
          <button type="button" className="roda-button" onClick={() => void confirmReceipt()}>
            {t`Confirm receipt`}
          </button>
        )}
        {order.actions.pay && (
          <Link to="/pages-order/pay/OrderPay" search={{ orderId: order.id }} className="roda-button">
            {t`Pay now`}
          </Link>
        )}
      </div>
      <CancelOrderPopup orderId={order.id} open={cancelling} onClose={() => setCancelling(false)} />
      {rescheduling && (
        <ReschedulePopup
          orderId={order.id}
          storeId={storeId}
          initial={{ date: order.appointmentDate ?? undefined, time: order.appointmentSlot ?? undefined }}
          open={rescheduling}
          onClose={() => setRescheduling(false)}
          renderAppointment={renderAppointment}
        />
      )}
    </>
  );
}
