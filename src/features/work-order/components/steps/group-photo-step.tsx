import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { showToast } from '@/shared/ui/toast';
import type { WorkOrderView } from '../../use-work-order-view';
import { PhotoSlot, type PhotoValue } from '../photo-input';
import '../../work-order.css';

/** The sales consultant's group photo with sales, technician and vehicle. */
export function GroupPhotoStep({ view }: { view: WorkOrderView }) {
  const { t } = useLingui();
  const { wo, send } = view;
  const [photo, setPhoto] = useState<PhotoValue | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!photo || !('file' in photo)) return showToast(t`Please take the group photo`);
    setBusy(true);
    try {
      await send(
        'groupPhoto',
        (ref) => ({ id: wo.id, photo: ref('group') }),
        [{ name: 'group', file: photo.file, purpose: 'group' }],
        t`Group photo ${wo.plate}`,
      );
      setPhoto(null);
      showToast(t`Saved on this phone: it is sent when the signal allows`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wo-form">
      <p className="app-muted">
        <Trans>A photo of the sales consultant, the technician and the vehicle together.</Trans>
      </p>
      <div className="wo-slots">
        <PhotoSlot label={t`Group photo`} value={photo} onChange={setPhoto} />
      </div>
      <button type="button" className="roda-button roda-button--primary" onClick={() => void submit()} disabled={busy}>
        <Trans>Upload group photo</Trans>
      </button>
    </div>
  );
}
