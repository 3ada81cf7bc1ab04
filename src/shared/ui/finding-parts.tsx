import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ExtraLine, Finding } from '../contract/orders/extra-work';
import { formatDate } from '../lib/format';
import { malaysiaDateOf } from '../lib/malaysia-time';
import {
  findingCategoryLabels,
  findingConditionLabels,
  findingConditionTones,
  findingItemLabel,
  lineStatusTones,
} from '../labels/finding-labels';
import { StatusPill } from './status-pill';
import './finding-parts.css';

/*
 * Extra work found on the car in words (docs/product.md#extra-work): the parts of a finding that the
 * technician's work order and the customer's order show alike.
 */

/** 'Brakes · Brake pads', in the reader's language. */
export function findingTitle(i18n: I18n, finding: Pick<Finding, 'category' | 'item'>): string {
  const item = findingItemLabel(finding.item);
  return `${i18n._(findingCategoryLabels[finding.category])} · ${typeof item === 'string' ? item : i18n._(item)}`;
}

/** The head of a finding: what was checked and its condition as a pill. */
export function FindingHead({ finding }: { finding: Pick<Finding, 'category' | 'item' | 'condition'> }) {
  const { i18n } = useLingui();
  return (
    <div className="fd-finding__head">
      <h3 className="fd-finding__title">{findingTitle(i18n, finding)}</h3>
      <StatusPill className="fd-pill" status={finding.condition} tone={findingConditionTones[finding.condition]}>
        {i18n._(findingConditionLabels[finding.condition])}
      </StatusPill>
    </div>
  );
}

/** A Malaysian calendar day of a time stamp: 'Sat, 28 Nov 2026'. */
const dayOf = (iso: string, locale: string) => formatDate(malaysiaDateOf(new Date(iso)), locale);

/** A line's status in words: what the customer decided, and when. */
export function LineStatus({ line, pendingText }: { line: ExtraLine; pendingText?: string }) {
  const { t, i18n } = useLingui();
  const on = (iso: string | null | undefined) => (iso ? dayOf(iso, i18n.locale) : '');
  const words = {
    pending: pendingText ?? t`Waiting for the customer`,
    approved: t`Approved, awaiting payment`,
    paid: t`Paid`,
    declined: t`Declined on ${on(line.decision?.at)}`,
    expired: line.closedAt ? t`Expired on ${on(line.closedAt)}` : t`Expired`,
    cancelled: line.closedAt ? t`Cancelled on ${on(line.closedAt)}` : t`Cancelled`,
  }[line.status];
  return (
    <StatusPill className="fd-pill" status={line.status} tone={lineStatusTones[line.status]}>
      {words}
    </StatusPill>
  );
}

/** Who decided a line: the customer in the app, or a person on the phone as a manager recorded it. */
export function DecisionBy({ line }: { line: ExtraLine }) {
  const { t } = useLingui();
  const d = line.decision;
  if (!d || line.status === 'pending') return null;
  const text =
    d.by === 'customer'
      ? t`By the customer in the app`
      : t`By phone: ${d.personName} — ${d.reason}, recorded by ${d.staffName ?? ''}`;
  return <p className="fd-line__by">{text}</p>;
}
