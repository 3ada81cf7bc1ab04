import { useState } from 'react';
import { PhotoViewer, type ViewerPhoto } from '@/shared/ui/photo-viewer';
import '../order-work.css';

/** One set of photos as thumbnails with their labels; a tap opens the set enlarged at that photo. */
export function PhotoSet({ title, photos, level = 3 }: { title: string; photos: ViewerPhoto[]; level?: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Heading className="order-work__heading">{title}</Heading>
      <ul className="order-work__photos">
        {photos.map((p, i) => (
          <li key={p.url}>
            <button type="button" className="order-work__thumb" aria-haspopup="dialog" onClick={() => setOpen(i)}>
              <img src={p.url} alt={p.label} loading="lazy" decoding="async" width={96} height={96} />
              <span className="order-work__label" aria-hidden="true">
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
