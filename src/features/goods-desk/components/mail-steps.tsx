import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { StaffOrderDetail } from '@/shared/contract/staff';
import { showToast } from '@/shared/ui/toast';
import { usePackOrder } from '../api/pack-order';
import { useShipOrder } from '../api/ship-order';
import { actionErrorText, toastUnanswered } from '../action-error';
import '../goods-desk.css';

/** A mail order's two desk steps: pack it, then give the courier and tracking number. */
export function MailSteps({ order }: { order: StaffOrderDetail }) {
  const { t } = useLingui();
  const ids = useId();
  const pack = usePackOrder();
  const ship = useShipOrder();
  const [company, setCompany] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [error, setError] = useState('');
  const packed = order.packedAt !== null;
  const fail = (e: unknown) => {
    setError(actionErrorText(e));
    toastUnanswered(e);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!company.trim()) return setError(t`Please enter the courier company`);
    if (!trackingNo.trim()) return setError(t`Please enter the tracking number`);
    setError('');
    ship.mutate(
      { orderId: order.id, expressCompany: company.trim(), expressNo: trackingNo.trim() },
      { onSuccess: () => showToast(t`Marked as shipped`), onError: fail },
    );
  };

  return (
    <section className="goods-section goods-form" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t`Pack and ship`}</h2>
      <ol className="goods-steps">
        <li className={packed ? 'goods-steps__done' : 'goods-steps__current'}>{t`Pack the goods`}</li>
        <li className={packed ? 'goods-steps__current' : ''}>{t`Hand to the courier and enter the tracking number`}</li>
      </ol>
      {!packed ? (
        <button
          type="button"
          className="roda-button"
          disabled={pack.isPending}
          onClick={() => {
            setError('');
            pack.mutate(order.id, { onSuccess: () => showToast(t`Packed`), onError: fail });
          }}
        >
          <Trans>Mark as packed</Trans>
        </button>
      ) : (
        <form className="goods-form" onSubmit={submit}>
          <label htmlFor={`${ids}-company`}>{t`Courier company`}</label>
          <input
            id={`${ids}-company`}
            className="app-input"
            maxLength={60}
            list={`${ids}-couriers`}
            value={company}
            onChange={(e) => setCompany(e.target.value)}
          />
          <datalist id={`${ids}-couriers`}>
            {['Pos Laju', 'J&T Express', 'DHL eCommerce', 'Ninja Van', 'City-Link Express', 'GDEX'].map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <label htmlFor={`${ids}-tracking`}>{t`Tracking number`}</label>
          <input
            id={`${ids}-tracking`}
            className="app-input"
            maxLength={60}
            autoComplete="off"
            autoCapitalize="characters"
            value={trackingNo}
            onChange={(e) => setTrackingNo(e.target.value)}
          />
          <button type="submit" className="roda-button" disabled={ship.isPending}>
            <Trans>Mark as shipped</Trans>
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="app-error">
          {error}
        </p>
      )}
    </section>
  );
}
