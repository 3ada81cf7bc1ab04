import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useQuotableProducts } from '../../api/quotable-products';
import type { WorkOrderView } from '../../use-work-order-view';
import { AddFindingForm } from './add-finding-form';
import { FindingCard } from './finding-card';
import { PhoneDecisionForm, phoneDecidable } from './phone-decision-form';
import { QueuedFinding } from './queued-finding';
import '../../work-order.css';
import './findings.css';

/**
 * "Found on the car": the findings of this work order with their quoted lines and each line's
 * decision, those still waiting in the outbox first; the technician's form to add one, and a
 * manager's form to record a decision the customer gave by phone.
 */
export function FindingsSection({ view }: { view: WorkOrderView }) {
  const { wo, actions, queued } = view;
  const { findings, decidable } = wo.extraWork;
  const waiting = queued.filter((s) => s.step === 'recordFinding');
  // loaded while there is a signal and kept on the phone: quoting a product works offline
  const products = useQuotableProducts(wo.car, actions.recordFinding);
  const byId = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, p])), [products.data]);
  const [adding, setAdding] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const open = findings.flatMap((f) => f.lines).filter(phoneDecidable);
  const phone = actions.recordPhoneDecision && decidable && open.length > 0;
  if (findings.length === 0 && waiting.length === 0 && !actions.recordFinding) return null;
  return (
    <section className="wo-card" aria-labelledby="wo-findings" data-testid="findings">
      <h2 id="wo-findings" className="wo-card__title">
        <Trans>Found on the car</Trans>
      </h2>
      {findings.length === 0 && waiting.length === 0 && (
        <p className="app-muted">
          <Trans>
            Nothing recorded yet. Note here what needs attention, with photos, and quote it for the customer.
          </Trans>
        </p>
      )}
      {(waiting.length > 0 || findings.length > 0) && (
        <ul className="fd-list">
          {[...waiting].reverse().map((step) => (
            <QueuedFinding key={step.entryId} step={step} products={byId} />
          ))}
          {findings.map((finding) => (
            <FindingCard key={finding.id} finding={finding} />
          ))}
        </ul>
      )}
      {actions.recordFinding && (
        <details className="wo-notes fd-add" open={adding} onToggle={(e) => setAdding(e.currentTarget.open)}>
          <summary>
            <Trans>Add a finding</Trans>
          </summary>
          <AddFindingForm
            key={formKey}
            view={view}
            products={products.data ?? (products.isFetching ? 'loading' : null)}
            onDone={() => {
              setAdding(false);
              setFormKey((k) => k + 1);
            }}
          />
        </details>
      )}
      {phone && (
        <details className="wo-notes fd-add">
          <summary>
            <Trans>Record phone decision</Trans>
          </summary>
          <PhoneDecisionForm workOrderId={wo.id} lines={open} />
        </details>
      )}
    </section>
  );
}
