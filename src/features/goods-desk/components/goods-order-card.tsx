import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { StaffOrder } from '@/shared/contract/staff';
import { formatDateTime } from '@/shared/lib/format';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { goodsStage, stageLabels } from '../labels';
import '../goods-desk.css';

/** One goods order in the desk's list. */
export function GoodsOrderCard({ order }: { order: StaffOrder }) {
  const { t, i18n } = useLingui();
  const stage = goodsStage(order);
  return (
    <li>
      <Link
        to="/pages-staff/orders/GoodsOrder"
        search={{ id: order.id }}
        className="goods-card"
        data-testid="goods-order-card"
        data-order-no={order.orderNo}
      >
        <span className="goods-card__top">
          <strong>{order.orderNo}</strong>
          <span className={`goods-badge goods-badge--${stage}`}>{i18n._(stageLabels[stage])}</span>
        </span>
        <span>
          {order.lineCount > 1
            ? plural(order.lineCount - 1, {
                one: `${order.firstItemName} and # more`,
                other: `${order.firstItemName} and # more`,
              })
            : `${order.firstItemName} × ${order.itemCount}`}
        </span>
        <span className="app-muted">
          {[order.customerName, order.customerPhone && formatMalaysianPhone(order.customerPhone)]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className="app-muted">
          {order.orderType === 'pickup' ? t`Self-pickup` : t`Mail delivery`} ·{' '}
          {formatDateTime(order.createdAt, i18n.locale)}
        </span>
      </Link>
    </li>
  );
}
