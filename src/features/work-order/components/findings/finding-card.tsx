import { Trans, useLingui } from '@lingui/react/macro';
import type { ExtraLine, Finding } from '@/shared/contract/orders/extra-work';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { DecisionBy, FindingHead, findingTitle, LineStatus } from '@/shared/ui/finding-parts';
import '../../work-order.css';
import './findings.css';

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
