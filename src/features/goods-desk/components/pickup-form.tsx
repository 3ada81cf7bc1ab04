import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { PickupMethod, StaffOrderDetail } from '@/shared/contract/staff';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { useHandOver } from '../api/hand-over';
import { actionErrorText, toastUnanswered } from '../action-error';
import { pickupCodeOf, takeCode } from '../scanned-code';
import '../goods-desk.css';

/** Check the customer's code, say who collects, confirm, hand over. */
export function PickupForm({ order }: { order: StaffOrderDetail }) {
  const { t } = useLingui();
  const ids = useId();
  const [code, setCode] = useState(() => takeCode(order.id));
  const [method, setMethod] = useState<PickupMethod>('customer');
  const [collector, setCollector] = useState('');
  const [error, setError] = useState('');
  const handOver = useHandOver();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pickupCode = pickupCodeOf(code);
    if (!pickupCode) return setError(t`Please enter the 6-digit pickup code`);
    if (method === 'proxy' && !collector.trim()) return setError(t`Please enter the name of the person collecting`);
    setError('');
    const who = method === 'proxy' ? collector.trim() : order.customerName || t`the customer`;
    const ok = await confirm({
      title: t`Hand the goods over?`,
      content: t`${who} receives the goods of order ${order.orderNo}. This cannot be undone.`,
      confirmText: t`Hand over`,
    });
    if (!ok) return;
    handOver.mutate(
      {
        orderId: order.id,
        pickupCode,
        pickupMethod: method,
        collectorName: method === 'proxy' ? collector.trim() : '',
      },
      {
        onSuccess: () => showToast(t`Handed over`),
        onError: (e) => {
          setError(actionErrorText(e));
          toastUnanswered(e);
        },
      },
    );
  };

  return (
    <form className="goods-section goods-form" aria-labelledby={`${ids}-title`} onSubmit={(e) => void submit(e)}>
      <h2 id={`${ids}-title`}>{t`Hand over`}</h2>
      <label htmlFor={`${ids}-code`}>{t`Pickup code the customer shows`}</label>
      <input
        id={`${ids}-code`}
        className="app-input goods-code-input"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <fieldset className="goods-choice">
        <legend>{t`Who collects?`}</legend>
        <label>
          <input
            type="radio"
            name={`${ids}-method`}
            checked={method === 'customer'}
            onChange={() => setMethod('customer')}
          />{' '}
          {t`The customer`}
        </label>
        <label>
          <input type="radio" name={`${ids}-method`} checked={method === 'proxy'} onChange={() => setMethod('proxy')} />{' '}
          {t`Someone else, for the customer`}
        </label>
      </fieldset>
      {method === 'proxy' && (
        <>
          <label htmlFor={`${ids}-collector`}>{t`Name of the person collecting`}</label>
          <input
            id={`${ids}-collector`}
            className="app-input"
            maxLength={80}
            autoComplete="off"
            value={collector}
            onChange={(e) => setCollector(e.target.value)}
          />
        </>
      )}
      {error && (
        <p role="alert" className="app-error">
          {error}
        </p>
      )}
      <button type="submit" className="roda-button" disabled={handOver.isPending}>
        <Trans>Hand over</Trans>
      </button>
    </form>
  );
}
