import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { readUserInfo } from '@/shared/lib/session';
import { hasStoredKey } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { useOrder } from '../api/get-order';
import { useRequestRefund } from '../api/request-refund';
import { LoginPrompt } from './login-prompt';
import '../orders.css';
import { formatRM } from '@/shared/lib/format';

/** /pages-order/refund/RequestRefund: the reason and how to reach the customer; reviewed within 3 working days. */
export function RequestRefundPage({ orderId }: { orderId?: number }) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const request = useRequestRefund();
  const [reason, setReason] = useState('');
  const [contact, setContact] = useState(() => {
    const phone = readUserInfo()?.phone;
    return phone ? formatMalaysianPhone(phone) : '';
  });
  const [error, setError] = useState<string | null>(null);
  const key = useRef<{ body: string; key: string } | null>(null);

  const submit = () => {
    if (!orderId) return;
    if (!reason.trim()) return setError(t`Please give a reason for the refund`);
    if (!contact.trim()) return setError(t`Please enter your contact information`);
    setError(null);
    const body = `${reason.trim()}\n${contact.trim()}`;
    if (key.current?.body !== body) key.current = { body, key: crypto.randomUUID() };
    request.mutate(
      { orderId, reason: reason.trim(), contact: contact.trim(), idempotencyKey: key.current.key },
      { onSuccess: () => void navigate({ to: '/pages-order/refund/RefundOrder', search: { orderId }, replace: true }) },
    );
  };

  const title = t`Request a refund`;
  return (
    <>
      <NavBar title={title} onBack={goBack} />
      <main className="app-page orders-refund">
        {!hasStoredKey() ? (
          <LoginPrompt />
        ) : !orderId ? (
          <EmptyState title={t`Order not found`} />
        ) : order.isPending ? (
          <PageLoading />
        ) : order.isError ? (
          <EmptyState title={t`Order not found`} />
        ) : (
          <form
            className="orders-section orders-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <p>
              {t`Order ${order.data.orderNo}`} · <strong>{formatRM(order.data.actualPaySen)}</strong>
            </p>
            <label className="orders-form__field">
              {t`Reason for the refund`}
              <textarea
                className="app-input"
                rows={4}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <label className="orders-form__field">
              {t`Contact information`}
              <input
                className="app-input"
                maxLength={120}
                value={contact}
                onChange={(e) => setContact(e.target.value)}
              />
            </label>
            <p className="app-muted">{t`We review refund requests within 3 working days.`}</p>
            {error && (
              <p role="alert" className="app-error">
                {error}
              </p>
            )}
            <button type="submit" className="roda-button app-block" disabled={request.isPending}>
              {t`Submit refund request`}
            </button>
          </form>
        )}
      </main>
    </>
  );
}
