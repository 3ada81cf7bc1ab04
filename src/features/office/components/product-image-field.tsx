import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { uploadImage } from '@/shared/lib/upload-image';

/**
 * The product's picture: uploaded through the upload call (purpose `product`, public) with its
 * progress, or a demo image's file name typed in.
 */
export function ProductImageField({
  image,
  imageUrl,
  onImage,
}: {
  image: string;
  imageUrl: string | null;
  onImage: (image: string) => void;
}) {
  const { t } = useLingui();
  const [preview, setPreview] = useState(imageUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const nameId = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, 'product', { onProgress: setProgress });
      onImage(uploaded.id);
      setPreview(`/media/uploads/${uploaded.id}`);
    } catch {
      // the upload call has said why (a toast)
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="office-field">
      <span>{t`Image`}</span>
      <span className="office-image">
        {preview && <img src={preview} alt="" width={48} height={48} />}
        <label className="roda-button roda-button--secondary office-image__upload">
          {t`Upload a picture`}
          <input
            type="file"
            className="roda-sr-only"
            accept="image/jpeg,image/png,image/webp,image/heic"
            disabled={progress !== null}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </label>
      </span>
      {progress !== null && (
        <progress className="office-progress" max={1} value={progress} aria-label={t`Uploading the picture`} />
      )}
      <label htmlFor={nameId} className="office-image__name">
        {t`or a demo image's file name`}
      </label>
      <input
        id={nameId}
        className="app-input"
        value={image}
        maxLength={120}
        onChange={(e) => {
          onImage(e.target.value);
          setPreview(null);
        }}
      />
    </div>
  );
}
