import type { ViewerPhoto } from '@/shared/ui/photo-viewer';
import { PhotoThumbs } from '@/shared/ui/photo-thumbs';
import '../order-work.css';

/** One set of photos under its heading, as thumbnails; a tap opens the set enlarged at that photo. */
export function PhotoSet({ title, photos, level = 3 }: { title: string; photos: ViewerPhoto[]; level?: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <>
      <Heading className="order-work__heading">{title}</Heading>
      <PhotoThumbs photos={photos} />
    </>
  );
}
