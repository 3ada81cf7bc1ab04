import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExtraLine, Finding } from '@/shared/contract/orders/extra-work';
import { formatDate, formatDateTime, formatRM } from '@/shared/lib/format';
import { malaysiaDateOf } from '@/shared/lib/malaysia-time';
import {
  findingCategoryLabels,
  findingConditionLabels,
  findingConditionTones,
  findingItemLabel,
} from '@/shared/labels/finding-labels';
import { StatusPill } from '@/shared/ui/status-pill';
import { lineStatusTones } from '../../finding-messages';
import '../../work-order.css';
import './findings.css';

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
export function LineStatus({ line }: { line: ExtraLine }) {
  const { t, i18n } = useLingui();
  const on = (iso: string | null | undefined) => (iso ? dayOf(iso, i18n.locale) : '');
  const words = {
    pending: t`Waiting for the customer`,
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

function LineRow({ line }: { line: ExtraLine }) {
  const { i18n } = useLingui();
  return (
    <li className="fd-line" data-testid="quoted-line" data-status={line.status}>
      <div className="fd-line__head">
        <span className="fd-line__name">
          {line.name}
          {line.quantity > 1 ? ` × ${line.quantity}` : ''}
        </span>
        <strong className="fd-line__price">{formatRM(line.totalSen, i18n.locale)}</strong>
      </div>
      <div className="fd-line__status">
        <LineStatus line={line} />
        {line.serviceTaxSen > 0 && (
          <span className="app-muted fd-line__tax">
            <Trans>incl. service tax {formatRM(line.serviceTaxSen, i18n.locale)}</Trans>
          </span>
        )}
      </div>
      <DecisionBy line={line} />
    </li>
  );
}

/** One finding as the server holds it: photos, note, who and when, and its quoted lines. */
export function FindingCard({ finding }: { finding: Finding }) {
  const { t, i18n } = useLingui();
  const title = findingTitle(i18n, finding);
  return (
    <li className="fd-finding" data-testid="finding" data-state="sent" data-finding-id={finding.id}>
      <FindingHead finding={finding} />
      {finding.photos.length > 0 && (
        <div className="fd-photos">
          {finding.photos.map((photo, i) => (
            <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer" className="fd-photo">
              <img src={photo.url} alt={t`${title}, photo ${i + 1}`} loading="lazy" />
            </a>
          ))}
        </div>
      )}
      {finding.note && <p className="fd-finding__note">{finding.note}</p>}
      <p className="app-muted fd-finding__who">
        {finding.technicianName} · {formatDateTime(finding.createdAt, i18n.locale)}
      </p>
      {finding.lines.length > 0 && (
        <ul className="fd-lines" aria-label={t`Quoted lines`}>
          {finding.lines.map((line) => (
            <LineRow key={line.id} line={line} />
          ))}
        </ul>
      )}
    </li>
  );
}
