import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { ExtraLine } from '@/shared/contract/orders/extra-work';
import { ApiError } from '@/shared/lib/api-client';
import { formatRM } from '@/shared/lib/format';
import { Field, focusFirstInvalid } from '@/shared/ui/field';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { usePhoneDecision } from '../../api/phone-decision';
import { checkPhoneDecision, decisionsOf, type LineChoice } from '../../finding-draft';
import { findingMessages } from '../../finding-messages';
import { LineStatus } from '@/shared/ui/finding-parts';
import '../../work-order.css';
import './findings.css';

/** Lines a phone decision may still change: waiting ones, and declined ones the customer now wants. */
export const phoneDecidable = (line: ExtraLine) => line.status === 'pending' || line.status === 'declined';

/**
 * A store manager (or the company) records what the customer said on the phone, line by line:
 * who said it and why, confirmed before it is sent. Sent at once; the customer is then asked to pay.
 */
export function PhoneDecisionForm({ workOrderId, lines }: { workOrderId: number; lines: ExtraLine[] }) {
  const { t, i18n } = useLingui();
  const mutation = usePhoneDecision();
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [person, setPerson] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof checkPhoneDecision>>({});
  const form = useRef<HTMLFormElement>(null);
  const ids = { group: useId(), linesError: useId() };
  const errorAt = (field: 'lines' | 'person' | 'reason') => {
    const key = errors[field];
    return key ? i18n._(findingMessages[key]) : undefined;
  };
  const choose = (lineId: number, choice: LineChoice) => {
    setChoices((c) => ({ ...c, [lineId]: choice }));
    setErrors(({ lines: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkPhoneDecision(choices, person, reason);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    const decisions = decisionsOf(choices);
    const approved = lines.filter((l) => choices[l.id] === 'approve');
    const declined = decisions.length - approved.length;
    const total = formatRM(
      approved.reduce((n, l) => n + l.totalSen, 0),
      i18n.locale,
    );
    const ok = await confirm({
      title: t`Record this phone decision?`,
      content: [
        approved.length > 0
          ? plural(approved.length, { one: `Approve # line (${total})`, other: `Approve # lines (${total})` })
          : '',
        declined > 0 ? plural(declined, { one: 'Decline # line', other: 'Decline # lines' }) : '',
        t`As said by ${person.trim()}. The customer is told in the app.`,
      ]
        .filter(Boolean)
        .join('. '),
      confirmText: t`Record`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    mutation.mutate(
      { id: workOrderId, decisions, personName: person.trim(), reason: reason.trim() },
      {
        onSuccess: () => {
          showToast(t`Phone decision recorded`);
          setChoices({});
          setPerson('');
          setReason('');
        },
      },
    );
  };

  const refused = mutation.error instanceof ApiError ? mutation.error.serverMessage : null;
  return (
    <form ref={form} className="wo-form fd-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="app-muted">
        <Trans>When the customer decides by phone, record each line as they said it.</Trans>
      </p>
      {lines.map((line, i) => (
        <fieldset key={line.id} className="wo-fieldset fd-decision" data-testid="phone-decision-line">
          <legend className="fd-line-editor__legend">
            {line.name} · {formatRM(line.totalSen, i18n.locale)}
          </legend>
          <LineStatus line={line} />
          <div className="wo-choice fd-decision__choices">
            {(['approve', 'decline', ''] as const)
              .filter((c) => c !== 'decline' || line.status === 'pending')
              .map((c) => (
                <label key={c || 'none'}>
                  <input
                    type="radio"
                    name={`${ids.group}-${line.id}`}
                    checked={(choices[line.id] ?? '') === c}
                    aria-invalid={errors.lines && i === 0 && c === 'approve' ? true : undefined}
                    aria-describedby={errors.lines ? ids.linesError : undefined}
                    onChange={() => choose(line.id, c)}
                  />
                  {c === 'approve' ? t`Approve` : c === 'decline' ? t`Decline` : t`No decision`}
                </label>
              ))}
          </div>
        </fieldset>
      ))}
      {errors.lines && (
        <p id={ids.linesError} className="app-error fd-error">
          {errorAt('lines')}
        </p>
      )}
      <Field label={<Trans>Who decided on the phone</Trans>} error={errorAt('person')}>
        {(control) => (
          <input
            {...control}
            className="app-input"
            maxLength={80}
            value={person}
            onChange={(e) => {
              setPerson(e.target.value);
              setErrors(({ person: _, ...rest }) => rest);
            }}
          />
        )}
      </Field>
      <Field label={<Trans>What was said</Trans>} error={errorAt('reason')}>
        {(control) => (
          <textarea
            {...control}
            className="app-input"
            rows={2}
            maxLength={300}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors(({ reason: _, ...rest }) => rest);
            }}
          />
        )}
      </Field>
      {refused && (
        <p className="app-error fd-error" role="alert">
          {refused}
        </p>
      )}
      <button type="submit" className="roda-button roda-button--primary app-block" disabled={mutation.isPending}>
        <Trans>Record the decision</Trans>
      </button>
    </form>
  );
}
