import type { OfficeOrderFilter } from '@/shared/contract/office-orders';
import type { OrderStatus } from '@/shared/contract/orders';
import { oneOf, optionalId, optionalText, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { orderStatusList } from '../orders/order-labels';
import { OrderList } from '../orders/order-list';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

const day = (raw: unknown) => {
  const value = optionalText(raw);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
};
const ordersSearch = searchSchema({
  page: optionalId,
  orderNo: optionalText,
  phone: optionalText,
  plate: optionalText,
  store: optionalId,
  status: oneOf(orderStatusList as readonly OrderStatus[]),
  from: day,
  to: day,
});

/** /office/orders: the order search, its filters in the address so a search can be shared. */
export default function OrdersSection({ search }: OfficeSectionProps) {
  const { page, store, ...rest } = parseSearch(ordersSearch, search);
  const go = useOfficeNavigate();
  const filter: OfficeOrderFilter = { ...rest, storeId: store };
  return (
    <OrderList
      pageNo={page ?? 1}
      filter={filter}
      onSearch={(pageNo, { storeId, ...f }) =>
        go('orders', { page: pageNo > 1 ? pageNo : undefined, store: storeId, ...f })
      }
    />
  );
}
