import { useState } from 'react';
import { PhotoViewer, type ViewerPhoto } from './photo-viewer';
import './theme.css';
import './photo-thumbs.css';

/**
 * Photos as thumbnails with their labels; a tap opens them enlarged at that photo (the customer's
 * work record, the manager desk's and the office's complaints).
 */
export function PhotoThumbs({ photos, label }: { photos: readonly ViewerPhoto[]; label?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className="roda-thumbs" aria-label={label}>
        {photos.map((p, i) => (
          <li key={p.url}>
            <button type="button" className="roda-thumbs__thumb" aria-haspopup="dialog" onClick={() => setOpen(i)}>
              <img src={p.url} alt={p.label} loading="lazy" decoding="async" width={96} height={96} />
              <span className="roda-thumbs__label" aria-hidden="true">
                {p.label}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer photos={photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
