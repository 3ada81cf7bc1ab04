import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OrderDetail } from '@/shared/contract/orders';
import { formatDateTime } from '@/shared/lib/format';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { formatPlate } from '@/shared/lib/plate';
import { orderTypeLabels } from '../labels';
import '../orders.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="orders-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A mail order's address and parcel. */
export function DeliverySection({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  return (
    <section className="orders-section" aria-labelledby="shipping">
      <h2 id="shipping">{t`Delivery`}</h2>
      <dl className="orders-fields">
        {order.mailingAddress && (
          <Field label={t`Mailing address`}>
            {order.mailingAddress.name}, {formatMalaysianPhone(order.mailingAddress.phone)}
            <br />
            {order.mailingAddress.line1}
            {order.mailingAddress.line2 && `, ${order.mailingAddress.line2}`}, {order.mailingAddress.postcode}{' '}
            {order.mailingAddress.city}, {order.mailingAddress.state}
          </Field>
        )}
        <Field label={t`Courier`}>{order.expressCompany ?? t`Not shipped yet`}</Field>
        <Field label={t`Tracking number`}>{order.expressNo ?? t`Not shipped yet`}</Field>
      </dl>
    </section>
  );
}

/** The car, and who works on it. */
export function VehicleSection({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  return (
    <section className="orders-section" aria-labelledby="vehicle">
      <h2 id="vehicle">{t`Vehicle`}</h2>
      <dl className="orders-fields">
        <Field label={t`Car plate`}>{formatPlate(order.plate)}</Field>
        {order.vehicleModel && <Field label={t`Vehicle model`}>{order.vehicleModel}</Field>}
        {order.salespersonName && <Field label={t`Salesperson`}>{order.salespersonName}</Field>}
        {order.technicianName && <Field label={t`Technician`}>{order.technicianName}</Field>}
      </dl>
    </section>
  );
}

/** Order number, type, date, customer and remarks. */
export function OrderInfoSection({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <section className="orders-section" aria-labelledby="order-info">
      <h2 id="order-info">{t`Order information`}</h2>
      <dl className="orders-fields">
        <Field label={t`Order number`}>{order.orderNo}</Field>
        <Field label={t`Order type`}>{i18n._(orderTypeLabels[order.orderType])}</Field>
        <Field label={t`Created`}>{formatDateTime(order.createdAt, locale)}</Field>
        <Field label={t`Customer`}>
          {[order.customerName, order.customerPhone && formatMalaysianPhone(order.customerPhone), order.customerEmail]
            .filter(Boolean)
            .join(' · ')}
        </Field>
        {order.cmsOrderNo && <Field label={t`CMS order number`}>{order.cmsOrderNo}</Field>}
        {order.remarks && <Field label={t`Remarks`}>{order.remarks}</Field>}
        {order.arrivalRemarks && <Field label={t`Arrival remarks`}>{order.arrivalRemarks}</Field>}
        {order.cancelReason && <Field label={t`Cancel reason`}>{order.cancelReason}</Field>}
      </dl>
    </section>
  );
}
