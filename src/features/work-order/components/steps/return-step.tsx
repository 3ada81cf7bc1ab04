import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MAX_RETURN_PHOTOS } from '@/shared/contract/staff';
import { showToast } from '@/shared/ui/toast';
import { TextField } from '@/shared/ui/text-field';
import type { WorkOrderView } from '../../use-work-order-view';
import { PhotoList, splitPhotos, type PhotoValue } from '../photo-input';
import '../../work-order.css';

/** Vehicle return photos (at least one) before the sales consultant hands the car back. */
export function ReturnStep({ view }: { view: WorkOrderView }) {
  const { t } = useLingui();
  const { wo, send } = view;
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
        () => ({ id: wo.id, photos: refs, remarks: remarks.trim() }),
        files.map((f) => ({ ...f, purpose: 'return' as const })),
        t`Return photos ${wo.plate}`,
      );
      setPhotos([]);
      showToast(t`Saved on this phone: it is sent when the signal allows`);
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
