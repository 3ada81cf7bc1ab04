import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { showToast } from '@/shared/ui/toast';
import { useCancelOrder } from '../api/cancel-order';
import { cancelReasons } from '../labels';
import '../orders.css';

const OTHER = 'other';

/** Cancelling needs a reason (docs/product.md#staff-step-rules): one of the usual ones, or the customer's own words. */
export function CancelOrderPopup({ orderId, open, onClose }: { orderId: number; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelOrder();
  const key = useRef<{ reason: string; key: string } | null>(null);
  const reason = choice === OTHER ? other.trim() : (choice ?? '');

  const submit = () => {
    if (!reason) {
      setError(t`Please give a reason for cancelling`);
      return;
    }
    setError(null);
    if (key.current?.reason !== reason) key.current = { reason, key: crypto.randomUUID() };
    cancel.mutate(
      { id: orderId, reason, idempotencyKey: key.current.key },
      {
        onSuccess: () => {
          showToast(t`Order cancelled`);
          onClose();
        },
      },
    );
  };

  return (
    <BottomPopup
      open={open}
      onClose={onClose}
      title={t`Why are you cancelling?`}
      footer={
        <button type="button" className="roda-button app-block" onClick={submit} disabled={cancel.isPending}>
          {t`Cancel order`}
        </button>
      }
    >
      <fieldset className="orders-reasons">
        <legend className="roda-sr-only">{t`Reason for cancelling`}</legend>
        {cancelReasons.map((descriptor) => {
          const text = i18n._(descriptor);
          return (
            <label key={text}>
              <input type="radio" name="cancelReason" checked={choice === text} onChange={() => setChoice(text)} />
              {text}
            </label>
          );
        })}
        <label>
          <input type="radio" name="cancelReason" checked={choice === OTHER} onChange={() => setChoice(OTHER)} />
          {t`Other reason`}
        </label>
        {choice === OTHER && (
          <textarea
            className="app-input"
            aria-label={t`Your reason`}
            rows={3}
            maxLength={200}
            value={other}
            onChange={(e) => setOther(e.target.value)}
          />
        )}
      </fieldset>
      {error && (
        <p role="alert" className="app-error">
          {error}
        </p>
      )}
    </BottomPopup>
  );
}
