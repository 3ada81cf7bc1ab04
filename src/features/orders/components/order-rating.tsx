import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { RATING_COMMENT_MAX, type OrderDetail } from '@/shared/contract/orders';
import { formatDateTime } from '@/shared/lib/format';
import { Field, focusFirstInvalid } from '@/shared/ui/field';
import { Stars } from '@/shared/ui/stars';
import { showToast } from '@/shared/ui/toast';
import { useOrderRating } from '../api/get-order-rating';
import { useRateOrder } from '../api/rate-order';
import { StarInput } from './star-input';
import '../orders.css';

/**
 * A completed order's rating: 1 to 5 stars and an optional comment, given once; afterwards the
 * customer sees what they gave. The store's manager reads it on the manager desk.
 */
export function OrderRating({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const completed = order.status === 'completed';
  const rating = useOrderRating(order.id, completed);
  if (!completed || !rating.data) return null;
  const given = rating.data.rating;
  if (given) {
    return (
      <section className="orders-section orders-rating" aria-labelledby="rating" data-testid="order-rating">
        <h2 id="rating">{t`Your rating`}</h2>
        <p>
          <Stars stars={given.stars} size="large" />
        </p>
        {given.comment && <p className="orders-rating__comment">{given.comment}</p>}
        <p className="app-muted">{formatDateTime(given.createdAt, i18n.locale)}</p>
      </section>
    );
  }
  return rating.data.canRate ? <RatingForm orderId={order.id} /> : null;
}

function RatingForm({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const rate = useRateOrder();
  const form = useRef<HTMLFormElement>(null);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const key = useRef<{ body: string; key: string } | null>(null);
  const starsError = checked && stars === 0 ? t`Please choose 1 to 5 stars` : undefined;
  const used = comment.length;
  const max = RATING_COMMENT_MAX;
  const commentError =
    checked && comment.trim().length > RATING_COMMENT_MAX ? t`The comment can be at most 500 characters` : undefined;

  const submit = () => {
    setChecked(true);
    if (stars === 0 || comment.trim().length > RATING_COMMENT_MAX) {
      // the messages render first, then the first marked control takes the focus
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    const body = `${stars}\n${comment.trim()}`;
    if (key.current?.body !== body) key.current = { body, key: crypto.randomUUID() };
    rate.mutate(
      { orderId, stars, comment: comment.trim(), idempotencyKey: key.current.key },
      { onSuccess: () => showToast(t`Thank you for your rating`) },
    );
  };

  return (
    <form
      ref={form}
      className="orders-section orders-rating"
      aria-labelledby="rating"
      data-testid="order-rating"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="rating">{t`Rate this order`}</h2>
      <StarInput legend={t`How was it?`} value={stars} onChange={setStars} error={starsError} />
      <Field label={t`Comment (optional)`} hint={t`${used} of ${max} characters`} error={commentError}>
        {(control) => (
          <textarea
            {...control}
            className="app-input"
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="roda-button app-block" disabled={rate.isPending}>
        {t`Send rating`}
      </button>
    </form>
  );
}
