import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { showToast } from '@/shared/ui/toast';
import { TextField } from '@/shared/ui/text-field';
import { malaysiaDateTime, toLocalInput } from '../../steps';
import type { WorkOrderView } from '../../use-work-order-view';
import { PhotoSlot, type PhotoValue } from '../photo-input';
import '../../work-order.css';

interface ProgressValues {
  completion: string;
  delivery: string;
  removed: '' | 'yes' | 'no';
  quantity: string;
  filmImage: PhotoValue | null;
  remarks: string;
}

/**
 * What the form starts from: the latest progress still waiting in the outbox, else the server's
 * copy, so a saved draft never comes back blank while it waits to be sent.
 */
export function progressStart(view: WorkOrderView): ProgressValues {
  const saved = view.wo.progress;
  const queued = [...view.queued].reverse().find((s) => s.step === 'progress')?.body;
  const pick = <T,>(key: string, fallback: T): T => (queued && key in queued ? (queued[key] as T) : fallback);
  const removed = pick<boolean | null>('oldFilmRemoved', saved.oldFilmRemoved);
  const quantity = pick<number | null>('oldFilmQuantity', saved.oldFilmQuantity);
  return {
    completion: toLocalInput(pick('estimatedCompletionAt', saved.estimatedCompletionAt)),
    delivery: pick('expectedDeliveryDate', saved.expectedDeliveryDate) ?? '',
    removed: removed === null ? '' : removed ? 'yes' : 'no',
    quantity: quantity === null ? '' : String(quantity),
    filmImage: saved.oldFilmImage,
    remarks: pick('remarks', saved.remarks),
  };
}

/** In service: estimated completion, expected delivery, old film (tint jobs); draft or finish. */
export function ProgressStep({ view }: { view: WorkOrderView }) {
  const { t } = useLingui();
  const { wo, actions, send } = view;
  const [values, setValues] = useState(() => progressStart(view));
  const set = <K extends keyof ProgressValues>(key: K, value: ProgressValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const [busy, setBusy] = useState(false);
  const ids = { completion: useId(), delivery: useId(), quantity: useId() };
  const { completion, delivery, removed, quantity, filmImage, remarks } = values;

  const submit = async (draft: boolean) => {
    const estimatedCompletionAt = completion ? malaysiaDateTime(completion) : null;
    if (!draft && (!estimatedCompletionAt || !delivery))
      return showToast(t`Please enter the estimated completion time and the expected delivery date`);
    if (!draft && wo.tintJob && removed === '') return showToast(t`Please say whether old film was removed`);
    if (!draft && wo.tintJob && removed === 'yes' && (!quantity || !filmImage))
      return showToast(t`Please enter how much old film was removed and add its photo`);
    setBusy(true);
    try {
      const file = filmImage && 'file' in filmImage ? filmImage.file : null;
      await send(
        'progress',
        (ref) => ({
          id: wo.id,
          estimatedCompletionAt,
          expectedDeliveryDate: delivery || null,
          ...(wo.tintJob
            ? {
                oldFilmRemoved: removed === '' ? null : removed === 'yes',
                oldFilmQuantity: removed === 'yes' && quantity ? Number(quantity) : null,
                oldFilmImage:
                  removed === 'yes' && filmImage ? (file ? ref('film') : (filmImage as { id: string }).id) : null,
              }
            : {}),
          remarks: remarks.trim(),
          draft,
        }),
        file && removed === 'yes' ? [{ name: 'film', file, purpose: 'oldFilm' }] : [],
        draft ? t`Progress draft ${wo.plate}` : t`Work finished ${wo.plate}`,
      );
      showToast(draft ? t`Draft saved` : t`Work finished`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="wo-form" onSubmit={(e) => e.preventDefault()} noValidate>
      <label htmlFor={ids.completion}>
        <Trans>Estimated completion time</Trans>
      </label>
      <input
        id={ids.completion}
        className="app-input"
        type="datetime-local"
        value={completion}
        onChange={(e) => set('completion', e.target.value)}
      />
      <label htmlFor={ids.delivery}>
        <Trans>Expected delivery date</Trans>
      </label>
      <input
        id={ids.delivery}
        className="app-input"
        type="date"
        value={delivery}
        onChange={(e) => set('delivery', e.target.value)}
      />
      {wo.tintJob && (
        <fieldset className="wo-fieldset">
          <legend>
            <Trans>Old film removed?</Trans>
          </legend>
          <div className="wo-choice">
            <label>
              <input
                type="radio"
                name={`${ids.quantity}-removed`}
                checked={removed === 'yes'}
                onChange={() => set('removed', 'yes')}
              />{' '}
              <Trans>Yes</Trans>
            </label>
            <label>
              <input
                type="radio"
                name={`${ids.quantity}-removed`}
                checked={removed === 'no'}
                onChange={() => set('removed', 'no')}
              />{' '}
              <Trans>No</Trans>
            </label>
          </div>
          {removed === 'yes' && (
            <>
              <label htmlFor={ids.quantity}>
                <Trans>Quantity of old film removed</Trans>
              </label>
              <input
                id={ids.quantity}
                className="app-input"
                type="number"
                min={0}
                max={20}
                inputMode="numeric"
                value={quantity}
                onChange={(e) => set('quantity', e.target.value)}
              />
              <div className="wo-slots">
                <PhotoSlot label={t`Old film photo`} value={filmImage} onChange={(v) => set('filmImage', v)} />
              </div>
            </>
          )}
        </fieldset>
      )}
      <TextField
        label={<Trans>Remarks</Trans>}
        value={remarks}
        onChange={(v) => set('remarks', v)}
        maxLength={500}
        rows={2}
      />
      <div className="wo-buttons">
        <button
          type="button"
          className="roda-button roda-button--secondary"
          disabled={busy}
          onClick={() => void submit(true)}
        >
          <Trans>Save as draft</Trans>
        </button>
        {actions.finishWork ? (
          <button
            type="button"
            className="roda-button roda-button--primary"
            disabled={busy}
            onClick={() => void submit(false)}
          >
            <Trans>Complete the work</Trans>
          </button>
        ) : (
          <p className="app-muted">
            <Trans>The work can be completed once the group photo is taken.</Trans>
          </p>
        )}
      </div>
    </form>
  );
}
