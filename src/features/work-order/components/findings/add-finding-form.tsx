import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  findingCategories,
  findingConditions,
  MAX_FINDING_PHOTOS,
  type FindingCategory,
  type FindingCondition,
} from '@/shared/contract/orders/extra-work';
import {
  findingCategoryLabels,
  findingConditionLabels,
  findingConditionTones,
  findingItemLabel,
} from '@/shared/labels/finding-labels';
import { Field, focusFirstInvalid } from '@/shared/ui/field';
import { showToast } from '@/shared/ui/toast';
import { queueFinding } from '../../api/add-finding';
import type { QuotableProduct } from '../../api/quotable-products';
import {
  canAddLine,
  emptyFinding,
  itemsOf,
  newLine,
  type FindingDraft,
  type FindingErrors,
  type LineDraft,
} from '../../finding-draft';
import { findingMessages } from '../../finding-messages';
import type { WorkOrderView } from '../../use-work-order-view';
import { PhotoList, type PhotoValue } from '../photo-input';
import { QuotedLineEditor } from './quoted-line-editor';
import '../../work-order.css';
import './findings.css';

/**
 * The technician records what they found: category then item, condition, photos, a note and up to
 * ten quoted lines. Checked here as the server checks it, each error beside its field; then queued
 * through the outbox, so it is kept and sent whatever the signal.
 */
export function AddFindingForm({
  view,
  products,
  onDone,
}: {
  view: WorkOrderView;
  products: readonly QuotableProduct[] | null | 'loading';
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { wo, send } = view;
  const [draft, setDraft] = useState<FindingDraft<PhotoValue>>(emptyFinding);
  const [errors, setErrors] = useState<FindingErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const ids = { condition: useId(), conditionError: useId(), photosError: useId() };
  const errorAt = (field: string) => {
    const key = errors[field];
    return key ? i18n._(findingMessages[key]) : undefined;
  };
  const change = (patch: Partial<FindingDraft<PhotoValue>>, fields: string[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))));
  };
  const setLine = (line: LineDraft) =>
    change(
      { lines: draft.lines.map((l) => (l.key === line.key ? line : l)) },
      ['product', 'quantity', 'labour', 'description'].map((f) => `lines.${line.key}.${f}`),
    );
  // as far as this phone knows: without the list, the server alone checks the fit
  const fits = (productId: number) => !Array.isArray(products) || products.some((p) => p.id === productId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const refused = await queueFinding(send, wo.id, draft, fits, t`Finding ${wo.plate}`);
      if (refused) {
        setErrors(refused);
        requestAnimationFrame(() => focusFirstInvalid(form.current));
        return;
      }
      showToast(t`Saved on this phone: it is sent when the signal allows`);
      setDraft(emptyFinding());
      setErrors({});
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="wo-form fd-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field label={<Trans>What did you check?</Trans>} error={errorAt('category')}>
        {(control) => (
          <select
            {...control}
            className="app-input"
            value={draft.category}
            onChange={(e) => change({ category: e.target.value as FindingCategory, item: '' }, ['category', 'item'])}
          >
            <option value="">{t`Choose a category`}</option>
            {findingCategories.map((c) => (
              <option key={c} value={c}>
                {i18n._(findingCategoryLabels[c])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={<Trans>Item checked</Trans>} error={errorAt('item')}>
        {(control) => (
          <select
            {...control}
            className="app-input"
            value={draft.item}
            disabled={draft.category === ''}
            onChange={(e) => change({ item: e.target.value }, ['item'])}
          >
            <option value="">{t`Choose an item`}</option>
            {itemsOf(draft.category).map((item) => {
              const label = findingItemLabel(item);
              return (
                <option key={item} value={item}>
                  {typeof label === 'string' ? label : i18n._(label)}
                </option>
              );
            })}
          </select>
        )}
      </Field>
      <fieldset className="fd-conditions" aria-describedby={errors.condition ? ids.conditionError : undefined}>
        <legend className="fd-label">
          <Trans>Condition</Trans>
        </legend>
        <div className="fd-conditions__choices">
          {findingConditions.map((c: FindingCondition, i) => (
            <label key={c} className="fd-condition" data-tone={findingConditionTones[c]}>
              <input
                type="radio"
                name={ids.condition}
                value={c}
                checked={draft.condition === c}
                aria-invalid={errors.condition && i === 0 ? true : undefined}
                onChange={() => change({ condition: c }, ['condition'])}
              />
              <span>{i18n._(findingConditionLabels[c])}</span>
            </label>
          ))}
        </div>
        {errors.condition && (
          <p id={ids.conditionError} className="app-error fd-error">
            {errorAt('condition')}
          </p>
        )}
      </fieldset>
      <div className="fd-photos-field">
        <p className="fd-label">
          <Trans>Photos</Trans>
        </p>
        <PhotoList
          label={t`Add photos`}
          value={draft.photos}
          onChange={(photos) => change({ photos }, ['photos'])}
          max={MAX_FINDING_PHOTOS}
        />
        {errors.photos && (
          <p id={ids.photosError} className="app-error fd-error" data-invalid="true" tabIndex={-1}>
            {errorAt('photos')}
          </p>
        )}
      </div>
      <Field label={<Trans>Note</Trans>} hint={<Trans>What the customer should know, in plain words</Trans>}>
        {(control) => (
          <textarea
            {...control}
            className="app-input"
            rows={2}
            maxLength={500}
            value={draft.note}
            onChange={(e) => change({ note: e.target.value }, [])}
          />
        )}
      </Field>
      <h4 className="fd-subtitle">
        <Trans>Quote for the customer</Trans>
      </h4>
      {draft.lines.length === 0 && (
        <p className="app-muted">
          <Trans>Optional: a product that fits this car, or labour alone. The customer approves each line.</Trans>
        </p>
      )}
      {draft.lines.map((line, index) => (
        <QuotedLineEditor
          key={line.key}
          line={line}
          index={index}
          onChange={setLine}
          onRemove={() => change({ lines: draft.lines.filter((l) => l.key !== line.key) }, [])}
          errorOf={(field) => errorAt(`lines.${line.key}.${field}`)}
          products={products}
          category={draft.category}
          vehicle={wo.vehicleModel}
        />
      ))}
      {wo.car === null && (
        <p className="app-muted">
          <Trans>This order has no car on record: quote labour alone.</Trans>
        </p>
      )}
      {canAddLine(draft) && (
        <div className="wo-buttons">
          <button
            type="button"
            className="roda-button roda-button--secondary"
            onClick={() => change({ lines: [...draft.lines, newLine('product')] }, [])}
            disabled={wo.car === null}
          >
            <Trans>Quote a product</Trans>
          </button>
          <button
            type="button"
            className="roda-button roda-button--secondary"
            onClick={() => change({ lines: [...draft.lines, newLine('labour')] }, [])}
          >
            <Trans>Quote labour</Trans>
          </button>
        </div>
      )}
      <button type="submit" className="roda-button roda-button--primary app-block" disabled={busy}>
        <Trans>Save the finding</Trans>
      </button>
    </form>
  );
}
