import type { OrderStatus } from '@/shared/contract/orders';
import { statusTones } from '../labels';
import '../orders.css';

/** An order's status in words, on a colour that says what it means (data-tone; never the colour alone). */
export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <strong className="orders-status" data-status={status} data-tone={statusTones[status]}>
      {label}
    </strong>
  );
}
