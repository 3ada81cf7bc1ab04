import type { OrderStatus } from '@/shared/contract/orders';
import { StatusPill } from '@/shared/ui/status-pill';
import { statusTones } from '../labels';
import '../orders.css';

/** An order's status in words, on a colour that says what it means (data-tone; never the colour alone). */
export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <StatusPill strong className="orders-status" status={status} tone={statusTones[status]}>
      {label}
    </StatusPill>
  );
}
