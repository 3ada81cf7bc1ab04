import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { MAX_RETURN_PHOTOS, type WorkOrderDetail } from '@/shared/contract/staff';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { showToast } from '@/shared/ui/toast';
import { TextField } from '@/shared/ui/text-field';
import { useDispatchWorkOrder } from '../api/dispatch-work-order';
import { useStaffMembers } from '../api/get-staff-members';
import type { enqueueStep } from '../api/outbox-step';
import { useRejectWorkOrder } from '../api/reject-work-order';
import { useReworkWorkOrder } from '../api/rework-work-order';
import { exportSignaturePng } from '../signature';
import { malaysiaDateTime, toLocalInput } from '../steps';
import { PhotoList, PhotoSlot, splitPhotos, type PhotoValue } from './photo-input';
import { SignaturePad, type SignatureValue } from './signature-pad';

type Send = (...args: Parameters<typeof enqueueStep>) => Promise<void>;

/** Reject with a reason (required). */
export function RejectForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reject = useRejectWorkOrder();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return showToast(t`Please enter the reason for rejecting`);
    reject.mutate(
      { id, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          showToast(t`Work order rejected`);
          onDone();
        },
      },
    );
  };
  return (
    <>
      <button type="button" className="roda-button" onClick={() => setOpen(true)}>
        <Trans>Reject</Trans>
      </button>
      <BottomPopup open={open} onClose={() => setOpen(false)} title={t`Reject the work order`}>
        <form onSubmit={submit} noValidate className="wo-form">
          <TextField
            label={<Trans>Reason for rejecting</Trans>}
            value={reason}
            onChange={setReason}
            maxLength={200}
            rows={3}
          />
          <button type="submit" className="roda-button roda-button--primary app-block" disabled={reject.isPending}>
            <Trans>Confirm rejection</Trans>
          </button>
        </form>
      </BottomPopup>
    </>
  );
}

/** A manager assigns a technician and, optionally, a sales consultant. */
export function DispatchForm({ wo }: { wo: WorkOrderDetail }) {
  const { t } = useLingui();
  const members = useStaffMembers(wo.storeId, true);
  const dispatch = useDispatchWorkOrder();
  const [technicianId, setTechnicianId] = useState(wo.technicianId ? String(wo.technicianId) : '');
  const [salesId, setSalesId] = useState(wo.salesId ? String(wo.salesId) : '');
  const ids = { tech: useId(), sales: useId() };
  const list = members.data ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!technicianId) return showToast(t`Please choose a technician`);
    dispatch.mutate(
      { id: wo.id, technicianId: Number(technicianId), salesId: salesId ? Number(salesId) : undefined },
      { onSuccess: () => showToast(t`Work order dispatched`) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="wo-form">
      <h3>
        <Trans>Dispatch</Trans>
      </h3>
      <label htmlFor={ids.tech}>
        <Trans>Technician</Trans>
      </label>
      <select
        id={ids.tech}
        className="app-input"
        value={technicianId}
        onChange={(e) => setTechnicianId(e.target.value)}
      >
        <option value="">{t`Choose a technician`}</option>
        {list
          .filter((m) => m.role === 'technician')
          .map((m) => (
            <option key={m.id} value={m.id}>
              {t`${m.name} (${m.openWork} open)`}
            </option>
          ))}
      </select>
      <label htmlFor={ids.sales}>
        <Trans>Sales consultant</Trans>
      </label>
      <select id={ids.sales} className="app-input" value={salesId} onChange={(e) => setSalesId(e.target.value)}>
        <option value="">{t`Not assigned`}</option>
        {list
          .filter((m) => m.role === 'sales')
          .map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
      </select>
      <button type="submit" className="roda-button roda-button--primary" disabled={dispatch.isPending}>
        <Trans>Dispatch</Trans>
      </button>
    </form>
  );
}

/** The sales consultant's group photo with sales, technician and vehicle. */
export function GroupPhotoForm({ id, send }: { id: number; send: Send }) {
  const { t } = useLingui();
  const [photo, setPhoto] = useState<PhotoValue | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!photo || !('file' in photo)) return showToast(t`Please take the group photo`);
    setBusy(true);
    try {
      await send(
        'groupPhoto',
        (ref) => ({ id, photo: ref('group') }),
        [{ name: 'group', file: photo.file, purpose: 'group' }],
        t`Group photo`,
      );
      setPhoto(null);
      showToast(t`Waiting to send`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wo-form">
      <p className="app-muted">
        <Trans>A photo of the sales consultant, the technician and the vehicle together.</Trans>
      </p>
      <PhotoSlot label={t`Group photo`} value={photo} onChange={setPhoto} />
      <button type="button" className="roda-button roda-button--primary" onClick={() => void submit()} disabled={busy}>
        <Trans>Upload group photo</Trans>
      </button>
    </div>
  );
}

/** In service: estimated completion, expected delivery, old film (tint jobs); draft or complete. */
export function ProgressForm({ wo, send }: { wo: WorkOrderDetail; send: Send }) {
  const { t } = useLingui();
  const saved = wo.progress;
  const [completion, setCompletion] = useState(toLocalInput(saved.estimatedCompletionAt));
  const [delivery, setDelivery] = useState(saved.expectedDeliveryDate ?? '');
  const [removed, setRemoved] = useState<'' | 'yes' | 'no'>(
    saved.oldFilmRemoved === null ? '' : saved.oldFilmRemoved ? 'yes' : 'no',
  );
  const [quantity, setQuantity] = useState(saved.oldFilmQuantity === null ? '' : String(saved.oldFilmQuantity));
  const [filmImage, setFilmImage] = useState<PhotoValue | null>(saved.oldFilmImage);
  const [remarks, setRemarks] = useState(saved.remarks);
  const [busy, setBusy] = useState(false);
  const ids = { completion: useId(), delivery: useId(), quantity: useId() };

  const submit = async (draft: boolean) => {
    const estimatedCompletionAt = completion ? malaysiaDateTime(completion) : null;
    if (!draft && (!estimatedCompletionAt || !delivery))
      return showToast(t`Please enter the estimated completion time and the expected delivery date`);
    if (!draft && wo.tintJob && removed === '') return showToast(t`Please say whether old film was removed`);
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
        draft ? t`Progress (draft)` : t`Work finished`,
      );
      showToast(t`Waiting to send`);
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
        onChange={(e) => setCompletion(e.target.value)}
      />
      <label htmlFor={ids.delivery}>
        <Trans>Expected delivery date</Trans>
      </label>
      <input
        id={ids.delivery}
        className="app-input"
        type="date"
        value={delivery}
        onChange={(e) => setDelivery(e.target.value)}
      />
      {wo.tintJob && (
        <fieldset className="wo-fieldset">
          <legend>
            <Trans>Old film removed?</Trans>
          </legend>
          <label>
            <input
              type="radio"
              name={`${ids.quantity}-removed`}
              checked={removed === 'yes'}
              onChange={() => setRemoved('yes')}
            />{' '}
            <Trans>Yes</Trans>
          </label>
          <label>
            <input
              type="radio"
              name={`${ids.quantity}-removed`}
              checked={removed === 'no'}
              onChange={() => setRemoved('no')}
            />{' '}
            <Trans>No</Trans>
          </label>
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
                onChange={(e) => setQuantity(e.target.value)}
              />
              <PhotoSlot label={t`Old film photo`} value={filmImage} onChange={setFilmImage} />
            </>
          )}
        </fieldset>
      )}
      <TextField label={<Trans>Remarks</Trans>} value={remarks} onChange={setRemarks} maxLength={500} rows={2} />
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
          <Trans>Complete the work</Trans>
        </button>
      </div>
    </form>
  );
}

/** Sign off one product: the signer's name and their drawn (or typed) signature, as a PNG. */
export function SignoffForm({
  id,
  signoff,
  defaultSigner,
  send,
}: {
  id: number;
  signoff: WorkOrderDetail['signoffs'][number];
  defaultSigner: string;
  send: Send;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [signer, setSigner] = useState(defaultSigner);
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!signer.trim()) return showToast(t`Please enter the signer's name`);
    if (!signature) return showToast(t`Please sign first`);
    setBusy(true);
    try {
      const png = await exportSignaturePng(signature);
      await send(
        'signoff',
        (ref) => ({ id, orderItemId: signoff.orderItemId, signerName: signer.trim(), signature: ref('sig') }),
        [{ name: 'sig', file: png, purpose: 'signature', compress: false }],
        t`Sign-off: ${signoff.productName}`,
      );
      setOpen(false);
      showToast(t`Waiting to send`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="roda-button roda-button--primary" onClick={() => setOpen(true)}>
        <Trans>Sign off {signoff.productName}</Trans>
      </button>
      <BottomPopup open={open} onClose={() => setOpen(false)} title={t`Sign off ${signoff.productName}`}>
        <form onSubmit={(e) => void submit(e)} noValidate className="wo-form">
          <TextField label={<Trans>Signer's name</Trans>} value={signer} onChange={setSigner} maxLength={80} />
          {open && <SignaturePad onChange={setSignature} />}
          <button type="submit" className="roda-button roda-button--primary app-block" disabled={busy}>
            <Trans>Confirm sign-off</Trans>
          </button>
        </form>
      </BottomPopup>
    </>
  );
}

/** Vehicle return photos (at least one). */
export function ReturnForm({ id, send }: { id: number; send: Send }) {
  const { t } = useLingui();
  const [photos, setPhotos] = useState<PhotoValue[]>([]);
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (photos.length === 0) return showToast(t`Please upload at least one return photo`);
    setBusy(true);
    try {
      const { fileRef } = await import('@/shared/lib/outbox/enqueue');
      const { refs, files } = splitPhotos(photos, 'ret', fileRef);
      await send(
        'returnPhotos',
        () => ({ id, photos: refs, remarks: remarks.trim() }),
        files.map((f) => ({ ...f, purpose: 'return' as const })),
        t`Return photos`,
      );
      setPhotos([]);
      showToast(t`Waiting to send`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wo-form">
      <PhotoList label={t`Add return photos`} value={photos} onChange={setPhotos} max={MAX_RETURN_PHOTOS} />
      <TextField label={<Trans>Remarks</Trans>} value={remarks} onChange={setRemarks} maxLength={500} rows={2} />
      <button type="button" className="roda-button roda-button--primary" disabled={busy} onClick={() => void submit()}>
        <Trans>Upload return photos</Trans>
      </button>
    </div>
  );
}

/** Open a rework: a reason and a description. */
export function ReworkForm({ id, complaintId }: { id: number; complaintId?: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const rework = useReworkWorkOrder();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return showToast(t`Please enter the reason for the rework`);
    if (!description.trim()) return showToast(t`Please describe the rework`);
    rework.mutate(
      { id, reason: reason.trim(), description: description.trim(), complaintId },
      {
        onSuccess: () => {
          setOpen(false);
          showToast(t`Rework opened`);
        },
      },
    );
  };
  return (
    <>
      <button type="button" className="roda-button" onClick={() => setOpen(true)}>
        <Trans>Open a rework</Trans>
      </button>
      <BottomPopup open={open} onClose={() => setOpen(false)} title={t`Open a rework`}>
        <form onSubmit={submit} noValidate className="wo-form">
          <TextField label={<Trans>Reason for the rework</Trans>} value={reason} onChange={setReason} maxLength={200} />
          <TextField
            label={<Trans>Rework description</Trans>}
            value={description}
            onChange={setDescription}
            maxLength={1000}
            rows={3}
          />
          <button type="submit" className="roda-button roda-button--primary app-block" disabled={rework.isPending}>
            <Trans>Confirm rework</Trans>
          </button>
        </form>
      </BottomPopup>
    </>
  );
}
