import { useCallback, useRef, useState } from 'react';
import type { UploadPurpose } from '@/shared/contract/uploads';
import { uploadImage } from '@/shared/lib/upload-image';
import type { UploadFn } from '@/shared/ui/upload';

/**
 * State for the Upload picker: it shows signed addresses, the calls that use the images want ids.
 * Keeps both; `ids()` gives the ids of the images still shown, in their order.
 */
export function useImageUploads(purpose: UploadPurpose) {
  const [urls, setUrls] = useState<string[]>([]);
  const idOfUrl = useRef(new Map<string, string>());
  const onUpload: UploadFn = useCallback(
    async (file, onProgress) => {
      const image = await uploadImage(file, purpose, { onProgress, idempotencyKey: crypto.randomUUID() });
      idOfUrl.current.set(image.url, image.id);
      return image;
    },
    [purpose],
  );
  const ids = useCallback(
    () => urls.map((url) => idOfUrl.current.get(url)).filter((id): id is string => id !== undefined),
    [urls],
  );
  const reset = useCallback(() => setUrls([]), []);
  return { urls, setUrls, onUpload, ids, reset };
}
