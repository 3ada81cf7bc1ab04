import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog';
import './theme.css';
import './photo-viewer.css';

export interface ViewerPhoto {
  url: string;
  /** What the photo shows (a checklist label): its alt text and caption. */
  label: string;
}

export type PhotoViewerProps = {
  photos: readonly ViewerPhoto[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** How far a finger must travel sideways to turn to the next or previous photo. */
const SWIPE_PX = 48;

/**
 * A photo enlarged to fill the screen, on a native modal <dialog> (focus kept inside, Escape and the
 * close button leave it, focus goes back to the thumbnail). With several photos: previous and next
 * buttons, the arrow keys and a sideways swipe.
 */
export function PhotoViewer({ photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const { t } = useLingui();
  const open = index !== null && photos[index] !== undefined;
  const { ref, dialogProps } = useModalDialog({ open, onDismiss: onClose });
  const captionId = useId();
  const swipeFrom = useRef<number | null>(null);
  const photo = open ? photos[index] : undefined;
  const count = photos.length;
  const go = (step: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };
  const position = (index ?? 0) + 1;
  return (
    <dialog
      ref={ref}
      className="roda-photo-viewer roda-scroll-lock"
      aria-labelledby={captionId}
      onKeyDown={onKeyDown}
      {...dialogProps}
    >
      {photo && (
        <>
          <div className="roda-photo-viewer__bar">
            {count > 1 && <span className="roda-photo-viewer__count">{t`${position} of ${count}`}</span>}
            <button type="button" className="roda-photo-viewer__close" onClick={onClose} aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <figure
            className="roda-photo-viewer__figure"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeFrom.current = null)}
          >
            <img key={photo.url} src={photo.url} alt={photo.label} className="roda-photo-viewer__image" />
            <figcaption id={captionId} className="roda-photo-viewer__caption">
              {photo.label}
            </figcaption>
          </figure>
          {count > 1 && (
            <div className="roda-photo-viewer__nav">
              <button type="button" className="roda-photo-viewer__turn" onClick={() => go(-1)}>
                <span aria-hidden="true">‹</span> {t`Previous photo`}
              </button>
              <button type="button" className="roda-photo-viewer__turn" onClick={() => go(1)}>
                {t`Next photo`} <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
