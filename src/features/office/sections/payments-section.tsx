import type { OfficePaymentFilter } from '@/shared/contract/office-payments';
import { oneOf, optionalId, optionalText, parseSearch, searchSchema } from '@/shared/lib/search-params';
import { paymentStatusList, refundStateList } from '../payments/payment-labels';
import { PaymentList } from '../payments/payment-list';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

const day = (raw: unknown) => {
  const value = optionalText(raw);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
};
const paymentsSearch = searchSchema({
  page: optionalId,
  from: day,
  to: day,
  status: oneOf(paymentStatusList),
  refund: oneOf(refundStateList),
  orderNo: optionalText,
  reference: optionalText,
});

/** /office/payments: the payments, the refunds that need a person, the day's settlement; the search in the address. */
export default function PaymentsSection({ search }: OfficeSectionProps) {
  const { page, refund, ...rest } = parseSearch(paymentsSearch, search);
  const go = useOfficeNavigate();
  const filter: OfficePaymentFilter = { ...rest, refundStatus: refund };
  return (
    <PaymentList
      pageNo={page ?? 1}
      filter={filter}
      onSearch={(pageNo, { refundStatus, ...f }) =>
        go('payments', { page: pageNo > 1 ? pageNo : undefined, refund: refundStatus, ...f })
      }
    />
  );
}
