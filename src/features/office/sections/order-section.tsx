import { EmptyState } from '@/shared/ui/empty-state';
import { useLingui } from '@lingui/react/macro';
import { OrderDetail } from '../orders/order-detail';
import type { OfficeSectionProps } from '../office-router';

/** /office/orders/<id>: one order with its timeline and refunds. */
export default function OrderSection({ params }: OfficeSectionProps) {
  const { t } = useLingui();
  const id = params.id ?? '';
  if (!/^\d+$/.test(id)) return <EmptyState title={t`Order not found`} />;
  return <OrderDetail id={Number(id)} />;
}
