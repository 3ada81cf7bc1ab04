import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FindingCategory, FindingCondition } from '@/shared/contract/orders/extra-work';
import type { QuotedLineInput } from '@/shared/contract/staff/extra-work';
import { formatRM } from '@/shared/lib/format';
import { StatusPill } from '@/shared/ui/status-pill';
import type { QueuedStep } from '../../api/outbox-step';
import type { QuotableProduct } from '../../api/quotable-products';
import { FindingHead } from '@/shared/ui/finding-parts';
import '@/shared/ui/finding-parts.css';
import '../../work-order.css';
import './findings.css';

/** What a queued finding's body holds (the contract's payload, file refs for its photos). */
interface QueuedBody {
  category: FindingCategory;
  item: string;
  condition: FindingCondition;
  photos: string[];
  note: string;
  lines: QuotedLineInput[];
}

/** A line before the server priced it: its name, and parts and labour before the service tax. */
function QueuedLine({ line, products }: { line: QuotedLineInput; products: ReadonlyMap<number, QuotableProduct> }) {
  const { t, i18n } = useLingui();
  let name: string;
  let beforeTaxSen: number;
  if (line.kind === 'labour') {
    name = t`Labour: ${line.description}`;
    beforeTaxSen = line.labourSen;
  } else {
    const product = products.get(line.productId);
    const quantity = line.quantity ?? 1;
    name = `${product?.name ?? t`Catalogue product`}${quantity > 1 ? ` × ${quantity}` : ''}`;
    beforeTaxSen = product ? (product.priceSen + (line.labourSen ?? product.labourSen)) * quantity : 0;
  }
  return (
    <li className="fd-line" data-testid="quoted-line" data-status="queued">
      <div className="fd-line__head">
        <span className="fd-line__name">{name}</span>
        {beforeTaxSen > 0 && <strong className="fd-line__price">{formatRM(beforeTaxSen, i18n.locale)}</strong>}
      </div>
      {beforeTaxSen > 0 && (
        <p className="app-muted fd-line__by">
          <Trans>Before service tax: the customer sees the full price once it is sent.</Trans>
        </p>
      )}
    </li>
  );
}

/**
 * A finding still in the outbox: shown at once, marked as waiting to send (or not accepted, with
 * the server's reason, which the outbox list below lets the technician retry or discard).
 */
export function QueuedFinding({
  step,
  products,
}: {
  step: QueuedStep;
  products: ReadonlyMap<number, QuotableProduct>;
}) {
  const { t } = useLingui();
  const body = step.body as unknown as QueuedBody;
  const refused = step.state === 'attention';
  const photos = body.photos.length;
  return (
    <li
      className={`fd-finding fd-finding--queued${refused ? ' fd-finding--refused' : ''}`}
      data-testid="finding"
      data-state={refused ? 'attention' : 'queued'}
    >
      <FindingHead finding={body} />
      <p className="fd-finding__waiting">
        <StatusPill className="fd-pill" status={refused ? 'attention' : 'queued'} tone={refused ? 'urgent' : 'neutral'}>
          {refused ? t`Not accepted` : t`Waiting to send`}
        </StatusPill>{' '}
        <span className="app-muted">{plural(photos, { one: '# photo', other: '# photos' })}</span>
      </p>
      {refused && step.lastError && (
        <p className="app-error fd-finding__error" role="alert">
          {step.lastError.msg}
        </p>
      )}
      {body.note && <p className="fd-finding__note">{body.note}</p>}
      {body.lines.length > 0 && (
        <ul className="fd-lines" aria-label={t`Quoted lines`}>
          {body.lines.map((line, i) => (
            <QueuedLine key={i} line={line} products={products} />
          ))}
        </ul>
      )}
    </li>
  );
}
