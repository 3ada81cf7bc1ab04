import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ResponseOf } from '@/shared/contract/define-call';
import type { OrderDetail, orderReorder, ReorderAvailability } from '@/shared/contract/orders';
import { writeChosenCar } from '@/shared/lib/chosen-car';
import { reorderQueryOptions } from '../api/get-reorder';
import '../orders.css';

type Reorder = ResponseOf<typeof orderReorder>;

const unavailableLabels: Record<Exclude<ReorderAvailability, 'available'>, MessageDescriptor> = {
  notSold: msg`no longer sold`,
  notFitting: msg`does not fit this car`,
  outOfStock: msg`not enough in stock`,
};

/** The checkout of these lines: PlaceAnOrder?lines=12x4,15x1. */
export const bookAgainHref = (lines: { productId: number; quantity: number }[]) =>
  `/pages-shop/good/PlaceAnOrder?lines=${lines.map((l) => `${l.productId}x${l.quantity}`).join(',')}`;

/**
 * Book again: a new checkout with the completed order's products and quantities, for the same car.
 * What can no longer be bought (not sold, not fitting, out of stock) is said before leaving,
 * and the rest can still be booked.
 */
export function BookAgain({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [partial, setPartial] = useState<Reorder | null>(null);
  if (order.status !== 'completed') return null;

  const go = (again: Reorder) => {
    if (again.car) writeChosenCar(again.car);
    const lines = again.lines.filter((l) => l.availability === 'available');
    void navigate({ href: bookAgainHref(lines) });
  };
  const start = async () => {
    setBusy(true);
    try {
      const again = await queryClient.fetchQuery(reorderQueryOptions(order.id));
      if (again.lines.every((l) => l.availability === 'available')) go(again);
      else setPartial(again);
    } catch {
      // the API client has told the customer why
    } finally {
      setBusy(false);
    }
  };

  const available = partial?.lines.filter((l) => l.availability === 'available') ?? [];
  return (
    <section className="orders-section orders-again" aria-labelledby="book-again">
      <h2 id="book-again">{t`Book again`}</h2>
      <p className="app-muted">{t`The same items for the same car, in a new order.`}</p>
      {!partial ? (
        <button type="button" className="roda-button app-block" disabled={busy} onClick={() => void start()}>
          {busy ? t`Checking the items…` : t`Book again`}
        </button>
      ) : (
        <div role="status" className="orders-again__check" data-testid="book-again-check">
          <p>
            {available.length > 0 ? t`Some items cannot be booked again:` : t`None of these items can be booked again:`}
          </p>
          <ul className="orders-bought">
            {partial.lines.map((line, i) => (
              <li key={i}>
                <span>
                  {line.name} × {line.quantity}
                </span>
                <span className={line.availability === 'available' ? undefined : 'app-error'}>
                  {line.availability === 'available' ? t`available` : i18n._(unavailableLabels[line.availability])}
                </span>
              </li>
            ))}
          </ul>
          <div className="orders-again__buttons">
            {available.length > 0 ? (
              <button type="button" className="roda-button" onClick={() => go(partial)}>
                {t`Book the available items`}
              </button>
            ) : (
              <Link to="/pages/home/home" className="roda-button">
                {t`Find other products`}
              </Link>
            )}
            <button type="button" className="roda-button roda-button--secondary" onClick={() => setPartial(null)}>
              {t`Close`}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
