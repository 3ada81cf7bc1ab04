import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { handoverSlots, MAX_UNEXPECTED_IMAGES, type HandoverSlot, type WorkOrderDetail } from '@/shared/contract/staff';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { formatAppointment } from '@/shared/lib/format';
import { malaysiaDateOf } from '@/shared/lib/malaysia-time';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { TextField } from '@/shared/ui/text-field';
import { useWorkOrder } from '../api/get-work-order';
import { enqueueStep } from '../api/outbox-step';
import { slotLabels } from '../labels';
import { handoverProblem, missingSlots } from '../steps';
import { useWorkOrderView } from '../use-work-order-view';
import { PhotoList, PhotoSlot, splitPhotos, type PhotoValue } from './photo-input';
import '../work-order.css';

/** The vehicle handover: nine labelled photos, remarks, an unexpected situation with images; draft or complete. */
export function HandoverPage({ id }: { id?: number }) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const query = useWorkOrder(id ?? 0);
  return (
    <>
      <NavBar title={t`Vehicle handover`} onBack={goBack} />
      <main className="app-page wo-page">
        {!id ? (
          <EmptyState title={t`No work order chosen`} />
        ) : query.data ? (
          <HandoverGate wo={query.data} fetchedAt={query.dataUpdatedAt} />
        ) : query.isError ? (
          <EmptyState title={t`This work order could not be loaded`} />
        ) : (
          <PageLoading onRetry={() => void query.refetch()} />
        )}
      </main>
    </>
  );
}

/** Open when the handover is the caller's step, counting an acceptance still waiting in the outbox. */
function HandoverGate({ wo, fetchedAt }: { wo: WorkOrderDetail; fetchedAt: number }) {
  const { t } = useLingui();
  const view = useWorkOrderView(wo, fetchedAt);
  if (!view.actions.handover || view.next !== 'handover')
    return (
      <EmptyState
        title={t`The vehicle handover is not open for you on this work order.`}
        action={
          <Link
            to="/pages-staff/workorder/WorkOrderDetail"
            search={{ id: wo.id }}
            replace
            className="roda-button roda-button--primary"
          >
            <Trans>Open the work order</Trans>
          </Link>
        }
      />
    );
  return <EarlyGate wo={wo} />;
}

/**
 * Work follows the booking: a car brought in before its appointment day is taken in only once the
 * technician confirms the customer came early, which the handover records (docs/product.md#handover).
 */
function EarlyGate({ wo }: { wo: WorkOrderDetail }) {
  const { t, i18n } = useLingui();
  const [confirmed, setConfirmed] = useState(false);
  const early = wo.appointmentDate !== null && wo.appointmentDate > malaysiaDateOf(new Date());
  if (!early || confirmed) return <HandoverForm wo={wo} cameEarly={early} />;
  const booked = formatAppointment(wo.appointmentDate, wo.appointmentSlot, i18n.locale);
  return (
    <section className="wo-early" aria-labelledby="wo-early">
      <h2 id="wo-early">{t`The appointment is not today`}</h2>
      <p>{t`${wo.plate} is booked for ${booked}. Start the handover now only if the customer brought the car early.`}</p>
      <div className="wo-buttons">
        <Link
          to="/pages-staff/workorder/WorkOrderDetail"
          search={{ id: wo.id }}
          replace
          className="roda-button roda-button--secondary"
        >
          <Trans>Not now</Trans>
        </Link>
        <button type="button" className="roda-button roda-button--primary" onClick={() => setConfirmed(true)}>
          <Trans>The customer came early</Trans>
        </button>
      </div>
    </section>
  );
}

function HandoverForm({ wo, cameEarly }: { wo: WorkOrderDetail; cameEarly: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const saved = wo.handover;
  const [photos, setPhotos] = useState<Partial<Record<HandoverSlot, PhotoValue>>>(() =>
    Object.fromEntries(handoverSlots.flatMap((s) => (saved?.photos[s] ? [[s, saved.photos[s]]] : []))),
  );
  const [remarks, setRemarks] = useState(saved?.remarks ?? '');
  const [unexpected, setUnexpected] = useState(saved?.unexpectedSituation ?? '');
  const [unexpectedImages, setUnexpectedImages] = useState<PhotoValue[]>(saved?.unexpectedImages ?? []);
  const [busy, setBusy] = useState(false);

  const angleList = (slots: HandoverSlot[]) =>
    new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(slots.map((s) => i18n._(slotLabels[s])));

  const submit = async (draft: boolean) => {
    if (!draft) {
      const problem = handoverProblem({
        photos,
        unexpectedSituation: unexpected,
        unexpectedImages: unexpectedImages.length,
      });
      if (problem === 'noImage') return showToast(t`A handover needs at least 1 image`);
      if (problem === 'unexpectedImage') return showToast(t`Please add at least one photo of the unexpected situation`);
      const missing = missingSlots(photos);
      if (
        missing.length > 0 &&
        !(await confirm({
          title: t`Complete without every angle?`,
          content: t`No photo yet of: ${angleList(missing)}.`,
          confirmText: t`Complete the handover`,
          cancelText: t`Add photos`,
        }))
      )
        return;
    }
    setBusy(true);
    try {
      const { fileRef } = await import('@/shared/lib/outbox/enqueue');
      const files: { name: string; file: Blob; purpose: 'handover' }[] = [];
      const photoRefs: Partial<Record<HandoverSlot, string>> = {};
      for (const slot of handoverSlots) {
        const photo = photos[slot];
        if (!photo) continue;
        if ('id' in photo) photoRefs[slot] = photo.id;
        else {
          files.push({ name: slot, file: photo.file, purpose: 'handover' });
          photoRefs[slot] = fileRef(slot);
        }
      }
      const extra = splitPhotos(unexpectedImages, 'unexpected', fileRef);
      files.push(...extra.files.map((f) => ({ ...f, purpose: 'handover' as const })));
      await enqueueStep(
        'handover',
        () => ({
          id: wo.id,
          photos: photoRefs,
          remarks: remarks.trim(),
          unexpectedSituation: unexpected.trim(),
          unexpectedImages: extra.refs,
          draft,
          cameEarly,
        }),
        files,
        draft ? t`Handover draft ${wo.plate}` : t`Handover ${wo.plate}`,
      );
      showToast(t`Waiting to send`);
      void navigate({ to: '/pages-staff/workorder/WorkOrderDetail', search: { id: wo.id }, replace: true });
    } finally {
      setBusy(false);
    }
  };

  const filled = handoverSlots.filter((s) => photos[s]).length;

  return (
    <form className="wo-form" onSubmit={(e) => e.preventDefault()} noValidate>
      <p className="app-muted">
        {wo.plate} · {wo.vehicleModel} · {t`${filled} of 9 photos`}
      </p>
      {cameEarly && (
        <p className="wo-early-note" role="note">
          {t`The customer came early: booked for ${formatAppointment(wo.appointmentDate, wo.appointmentSlot, i18n.locale)}.`}
        </p>
      )}
      <p className="app-muted">
        <Trans>Photograph each angle you can: at least one image of the car is needed.</Trans>
      </p>
      <fieldset className="wo-fieldset">
        <legend>
          <Trans>Vehicle photos</Trans>
        </legend>
        <div className="wo-slots">
          {handoverSlots.map((slot) => (
            <PhotoSlot
              key={slot}
              label={i18n._(slotLabels[slot])}
              value={photos[slot]}
              onChange={(value) =>
                setPhotos((p) => {
                  const next = { ...p };
                  if (value) next[slot] = value;
                  else delete next[slot];
                  return next;
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <TextField
        label={<Trans>Handover remarks</Trans>}
        value={remarks}
        onChange={setRemarks}
        maxLength={500}
        rows={2}
      />
      <TextField
        label={<Trans>Unexpected situation</Trans>}
        value={unexpected}
        onChange={setUnexpected}
        maxLength={500}
        rows={2}
      />
      <PhotoList
        label={t`Add unexpected situation photos`}
        value={unexpectedImages}
        onChange={setUnexpectedImages}
        max={MAX_UNEXPECTED_IMAGES}
      />
      <div className="wo-buttons">
        <button type="button" className="roda-button" disabled={busy} onClick={() => void submit(true)}>
          <Trans>Save as draft</Trans>
        </button>
        <button
          type="button"
          className="roda-button roda-button--primary"
          disabled={busy}
          onClick={() => void submit(false)}
        >
          <Trans>Complete the handover</Trans>
        </button>
      </div>
    </form>
  );
}
