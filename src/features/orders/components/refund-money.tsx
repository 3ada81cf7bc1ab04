import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { RefundMoney } from '@/shared/contract/orders';
import { formatDate, formatRM } from '@/shared/lib/format';
import '../orders.css';

/** Where an approved refund goes: back the way the customer paid. */
const destinations: Record<string, MessageDescriptor> = {
  card: msg`your card`,
  fpx: msg`your bank account`,
  duitnow: msg`your bank account`,
  grabpay: msg`your GrabPay wallet`,
  tng: msg`your Touch 'n Go eWallet`,
  boost: msg`your Boost wallet`,
};
const otherDestination = msg`the account you paid from`;

const manualMethods: Record<string, MessageDescriptor> = {
  bankTransfer: msg`bank transfer`,
  cash: msg`cash`,
};
const otherManualMethod = msg`another way`;

/** The money of an approved refund: where it goes and by when, or that a person will return it. */
export function RefundMoneyNote({ money, amountSen }: { money: RefundMoney; amountSen: number }) {
  const { t, i18n } = useLingui();
  const amount = formatRM(amountSen);
  const to = i18n._(destinations[money.destination] ?? otherDestination);
  const by = money.expectedBy ? formatDate(money.expectedBy, i18n.locale) : null;
  const on = money.doneAt ? formatDate(money.doneAt, i18n.locale) : null;
  let text: string;
  switch (money.state) {
    case 'sending':
      text = t`We are asking the payment service to return ${amount} to ${to}.`;
      break;
    case 'sent':
      text = by
        ? t`${amount} is on its way back to ${to}. Expect it by ${by}.`
        : t`${amount} is on its way back to ${to}.`;
      break;
    case 'done':
      text = by
        ? t`${amount} was returned to ${to}. Your bank may take until ${by} to show it.`
        : t`${amount} was returned to ${to}.`;
      break;
    case 'failed':
      text = t`The payment service could not return the money to ${to}. Our team will contact you within 2 working days to return it another way.`;
      break;
    case 'manual': {
      const how = i18n._(manualMethods[money.manualMethod ?? ''] ?? otherManualMethod);
      text = on ? t`${amount} was returned to you by ${how} on ${on}.` : t`${amount} was returned to you by ${how}.`;
      break;
    }
  }
  return (
    <p className="orders-refund-money" data-state={money.state} role={money.state === 'failed' ? 'alert' : undefined}>
      {text}
    </p>
  );
}
