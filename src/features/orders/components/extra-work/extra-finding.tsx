import { useLingui } from '@lingui/react/macro';
import type { ExtraLine, Finding } from '@/shared/contract/orders/extra-work';
import { formatDateTime, formatRM } from '@/shared/lib/format';
import { DecisionBy, FindingHead, findingTitle, LineStatus } from '@/shared/ui/finding-parts';
import { PhotoSet } from '../photo-set';
import './extra-work.css';

export type LineChoice = 'approve' | 'decline';

/** A line the customer may decide now: one waiting for them, or one they declined and may still approve. */
export const isChoosable = (line: ExtraLine) => line.status === 'pending' || line.status === 'declined';

interface ExtraFindingProps {
  finding: Finding;
  /** Lines may be decided now (the car is at the workshop). */
  decidable: boolean;
  choices: Partial<Record<number, LineChoice>>;
  onChoose: (lineId: number, choice: LineChoice) => void;
  disabled: boolean;
}

/** One thing the technician found: photos, note, and each quoted line with its price and the customer's choice. */
export function ExtraFinding({ finding, decidable, choices, onChoose, disabled }: ExtraFindingProps) {
  const { t, i18n } = useLingui();
  const title = findingTitle(i18n, finding);
  const photos = finding.photos.map((p, i) => {
    const n = i + 1;
    return { url: p.url, label: t`${title}, photo ${n}` };
  });
  return (
    <li className="xw-finding" data-testid="extra-finding" data-finding-id={finding.id}>
      <FindingHead finding={finding} />
      {finding.note && <p className="xw-finding__note">{finding.note}</p>}
      <p className="app-muted xw-finding__who">
        {t`Found by ${finding.technicianName}`} ·{' '}
        <time dateTime={finding.createdAt}>{formatDateTime(finding.createdAt, i18n.locale)}</time>
      </p>
      {photos.length > 0 && <PhotoSet title={t`Photos`} photos={photos} level={4} />}
      {finding.lines.length > 0 && (
        <ul className="xw-lines" aria-label={t`Quoted work for ${title}`}>
          {finding.lines.map((line) => (
            <li key={line.id} className="xw-line" data-testid="extra-line" data-status={line.status}>
              <div className="xw-line__head">
                <span className="xw-line__name">
                  {line.name}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                </span>
                <strong className="xw-line__price">{formatRM(line.totalSen, i18n.locale)}</strong>
              </div>
              <LinePrice line={line} />
              <div className="xw-line__status">
                <LineStatus line={line} pendingText={t`Waiting for your decision`} />
              </div>
              {line.decision?.by === 'staff' && <DecisionBy line={line} />}
              {decidable && line.status === 'declined' && (
                <label className="xw-reconsider">
                  <input
                    type="checkbox"
                    checked={choices[line.id] === 'approve'}
                    onChange={(e) => onChoose(line.id, e.target.checked ? 'approve' : 'decline')}
                    disabled={disabled}
                  />
                  {t`Approve after all`}
                </label>
              )}
              {decidable && line.status === 'pending' && (
                <LineChoiceInput
                  line={line}
                  label={line.name}
                  value={choices[line.id]}
                  onChoose={(choice) => onChoose(line.id, choice)}
                  disabled={disabled}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** What the price is made of: parts, labour and the service tax on the labour. */
function LinePrice({ line }: { line: ExtraLine }) {
  const { t, i18n } = useLingui();
  const parts = [
    line.partsSen > 0 && t`Parts ${formatRM(line.partsSen, i18n.locale)}`,
    line.labourSen > 0 && t`Labour ${formatRM(line.labourSen, i18n.locale)}`,
    line.serviceTaxSen > 0 && t`Service tax ${formatRM(line.serviceTaxSen, i18n.locale)}`,
  ].filter(Boolean);
  return <p className="app-muted xw-line__breakdown">{parts.join(' · ')}</p>;
}

/** Approve or decline a line waiting for the customer, as two radio buttons. */
function LineChoiceInput({
  line,
  label,
  value,
  onChoose,
  disabled,
}: {
  line: ExtraLine;
  label: string;
  value: LineChoice | undefined;
  onChoose: (choice: LineChoice) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="xw-choice" disabled={disabled}>
      <legend className="roda-sr-only">{t`Your decision on ${label}`}</legend>
      {(['approve', 'decline'] as const).map((choice) => (
        <label key={choice} className="xw-choice__option" data-choice={choice}>
          <input
            type="radio"
            name={`extra-line-${line.id}`}
            value={choice}
            checked={value === choice}
            onChange={() => onChoose(choice)}
          />
          <span>{choice === 'approve' ? t`Approve` : t`Decline`}</span>
        </label>
      ))}
    </fieldset>
  );
}
