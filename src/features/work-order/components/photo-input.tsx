import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { MAX_UPLOAD_BYTES } from '@/shared/contract/uploads';
import { showToast } from '@/shared/ui/toast';
import { validateFiles } from '@/shared/ui/upload';
import '../work-order.css';

/** A photo picked on this device (queued later through the outbox) or one already on the server. */
export type PhotoValue = { file: Blob } | { id: string; url: string };

function usePreview(value: PhotoValue | null | undefined): string | null {
  const objectUrl = useMemo(() => (value && 'file' in value ? URL.createObjectURL(value.file) : null), [value]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  if (!value) return null;
  return 'file' in value ? objectUrl : value.url;
}

function pick(event: ChangeEvent<HTMLInputElement>, max: number, tooLarge: string): File[] {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  const check = validateFiles(files, { maxFiles: max, maxBytes: MAX_UPLOAD_BYTES, existing: 0 });
  if (check.tooLarge.length > 0) showToast(tooLarge);
  return check.accepted;
}

/** One labelled photo slot: the camera opens on phones (`capture=environment`). */
export function PhotoSlot({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: PhotoValue | null | undefined;
  onChange: (value: PhotoValue | null) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const preview = usePreview(value);
  return (
    <div className={`wo-slot${value ? ' wo-slot--filled' : ''}`}>
      <label htmlFor={id} className="wo-slot__label">
        {preview ? <img src={preview} alt="" className="wo-slot__img" /> : <span aria-hidden="true">＋</span>}
        <span className="wo-slot__name">{label}</span>
      </label>
      <input
        id={id}
        className="wo-file"
        type="file"
        accept="image/*"
        capture="environment"
        disabled={disabled}
        onChange={(e) => {
          const [file] = pick(e, 1, t`The image is larger than 10M. Please choose a smaller image`);
          if (file) onChange({ file });
        }}
      />
      {value && !disabled && (
        <button
          type="button"
          className="wo-slot__remove"
          onClick={() => onChange(null)}
          aria-label={t`Remove ${label}`}
        >
          ×
        </button>
      )}
    </div>
  );
}

/** Several photos (unexpected situation, return photos). */
export function PhotoList({
  label,
  value,
  onChange,
  max,
}: {
  label: string;
  value: PhotoValue[];
  onChange: (value: PhotoValue[]) => void;
  max: number;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="wo-photos">
      <div className="wo-photos__grid">
        {value.map((photo, i) => (
          <PhotoThumb
            key={'id' in photo ? photo.id : i}
            photo={photo}
            label={t`Photo ${i + 1}`}
            onRemove={() => onChange(value.filter((_, j) => j !== i))}
          />
        ))}
        {value.length < max && (
          <label htmlFor={id} className="wo-slot__label wo-photos__add">
            <span aria-hidden="true">＋</span>
            <span className="wo-slot__name">{label}</span>
          </label>
        )}
      </div>
      <input
        id={id}
        className="wo-file"
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        onChange={(e) => {
          const files = pick(e, max - value.length, t`The image is larger than 10M. Please choose a smaller image`);
          onChange([...value, ...files.map((file) => ({ file }))]);
        }}
      />
    </div>
  );
}

function PhotoThumb({ photo, label, onRemove }: { photo: PhotoValue; label: string; onRemove: () => void }) {
  const { t } = useLingui();
  const preview = usePreview(photo);
  return (
    <div className="wo-slot wo-slot--filled">
      {preview && <img src={preview} alt={label} className="wo-slot__img" />}
      <button type="button" className="wo-slot__remove" onClick={onRemove} aria-label={t`Remove ${label}`}>
        ×
      </button>
    </div>
  );
}

/** Splits photos into upload ids already on the server and files to queue, with outbox names. */
export function splitPhotos(photos: PhotoValue[], prefix: string, fileRef: (name: string) => string) {
  const files: { name: string; file: Blob }[] = [];
  const refs = photos.map((photo, i) => {
    if ('id' in photo) return photo.id;
    const name = `${prefix}${i}`;
    files.push({ name, file: photo.file });
    return fileRef(name);
  });
  return { refs, files };
}
