import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  handoverSlots,
  MAX_UNEXPECTED_IMAGES,
  type DamageMark,
  type HandoverSlot,
  type WorkOrderDetail,
} from '@/shared/contract/staff';
import { formatAppointment } from '@/shared/lib/format';
import { focusFirstInvalid } from '@/shared/ui/field';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { TextField } from '@/shared/ui/text-field';
import { enqueueStep } from '../api/outbox-step';
import { checkInProblems, mileageKm, type CheckInProblem } from '../check-in';
import { slotLabels } from '../labels';
import { exportSignaturePng } from '../signature';
import { handoverProblem, missingSlots } from '../steps';
import { CustomerSignature, type CustomerSignatureValue } from './check-in/customer-signature';
import { DamageMarker } from './check-in/damage-marker';
import { MileageFuel } from './check-in/mileage-fuel';
import { PhotoList, PhotoSlot, splitPhotos, type PhotoValue } from './photo-input';
import '../work-order.css';

/**
 * The handover form: the check-in (mileage, fuel, damage on the outline, the customer's signature,
 * docs/product.md#handover), the nine photos, remarks and an unexpected situation. Saved as a draft
 * or completed through the outbox, so a workshop with no signal loses nothing.
 */
export function HandoverForm({ wo, cameEarly }: { wo: WorkOrderDetail; cameEarly: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const saved = wo.handover;
  const [photos, setPhotos] = useState<Partial<Record<HandoverSlot, PhotoValue>>>(() =>
    Object.fromEntries(handoverSlots.flatMap((s) => (saved?.photos[s] ? [[s, saved.photos[s]]] : []))),
  );
  const [remarks, setRemarks] = useState(saved?.remarks ?? '');
  const [unexpected, setUnexpected] = useState(saved?.unexpectedSituation ?? '');
  const [unexpectedImages, setUnexpectedImages] = useState<PhotoValue[]>(saved?.unexpectedImages ?? []);
  const [mileage, setMileage] = useState(saved?.mileageKm?.toString() ?? '');
  const [fuelQuarters, setFuel] = useState<number | null>(saved?.fuelQuarters ?? null);
  const [damage, setDamage] = useState<DamageMark[]>(saved?.damage ?? []);
  const [sign, setSign] = useState<CustomerSignatureValue>({
    saved: saved?.customerSignature ?? null,
    drawn: null,
    signerName: saved?.customerSignerName || wo.customerName,
  });
  const [problems, setProblems] = useState<ReturnType<typeof checkInProblems>>({});
  const [busy, setBusy] = useState(false);

  const problemText: Record<CheckInProblem, string> = {
    mileageRequired: t`Please enter the mileage on the odometer`,
    mileageRange: t`Please enter the mileage in km, from 0 to 2,000,000`,
    fuelRequired: t`Please choose the fuel level`,
    signatureRequired: t`Please ask the customer to sign the check-in`,
    signerRequired: t`Please enter the name of the signer`,
  };
  const errorOf = (problem: CheckInProblem | undefined) => (problem ? problemText[problem] : undefined);
  const angleList = (slots: HandoverSlot[]) =>
    new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(slots.map((s) => i18n._(slotLabels[s])));

  const submit = async (draft: boolean) => {
    const found = checkInProblems(
      { mileage, fuelQuarters, signed: Boolean(sign.saved || sign.drawn), signerName: sign.signerName },
      !draft,
    );
    setProblems(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
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
      const files: { name: string; file: Blob; purpose: 'handover' | 'signature'; compress?: boolean }[] = [];
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
      let customerSignature = sign.saved?.id ?? null;
      if (!sign.saved && sign.drawn) {
        // a PNG of lines: compressing it as a photo would only blur it
        files.push({
          name: 'customerSignature',
          file: await exportSignaturePng(sign.drawn),
          purpose: 'signature',
          compress: false,
        });
        customerSignature = fileRef('customerSignature');
      }
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
          mileageKm: mileage.trim() === '' ? null : mileageKm(mileage),
          fuelQuarters,
          damage,
          customerSignature,
          customerSignerName: sign.signerName.trim(),
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
    <form ref={formRef} className="wo-form" onSubmit={(e) => e.preventDefault()} noValidate>
      <p className="app-muted">
        {wo.plate} · {wo.vehicleModel} · {t`${filled} of 9 photos`}
      </p>
      {cameEarly && (
        <p className="wo-early-note" role="note">
          {t`The customer came early: booked for ${formatAppointment(wo.appointmentDate, wo.appointmentSlot, i18n.locale)}.`}
        </p>
      )}
      <fieldset className="wo-fieldset">
        <legend>
          <Trans>Check-in</Trans>
        </legend>
        <MileageFuel
          mileage={mileage}
          onMileage={setMileage}
          fuelQuarters={fuelQuarters}
          onFuel={setFuel}
          errors={{ mileage: errorOf(problems.mileage), fuel: errorOf(problems.fuelQuarters) }}
        />
      </fieldset>
      <DamageMarker marks={damage} onChange={setDamage} />
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
      <CustomerSignature
        value={sign}
        onChange={(patch) => setSign((s) => ({ ...s, ...patch }))}
        errors={{ signature: errorOf(problems.signed), signer: errorOf(problems.signerName) }}
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
