import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoViewer, type ViewerPhoto } from './photo-viewer';
import { pressEscape, renderWithI18n } from './test-utils';

const photos: ViewerPhoto[] = [
  { url: '/media/uploads/a?sig=1', label: 'Front left 45°' },
  { url: '/media/uploads/b?sig=2', label: 'Engine compartment' },
  { url: '/media/uploads/c?sig=3', label: 'Trunk' },
];

function Viewer({ start = 0, onClose = () => undefined }: { start?: number | null; onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <PhotoViewer
      photos={photos}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(null);
        onClose();
      }}
    />
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('PhotoViewer', () => {
  it('shows the photo enlarged, named by its label, with its place in the set', () => {
    renderWithI18n(<Viewer start={1} />);
    expect(screen.getByRole('dialog', { name: 'Engine compartment' }).hasAttribute('open')).toBe(true);
    expect(screen.getByRole('img', { name: 'Engine compartment' }).getAttribute('src')).toBe(photos[1]!.url);
    expect(screen.getByText('2 of 3')).toBeTruthy();
  });

  it('turns with the buttons and the arrow keys, round the set', () => {
    renderWithI18n(<Viewer start={0} />);
    fireEvent.click(screen.getByRole('button', { name: /Next photo/ }));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Engine compartment');
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Front left 45°');
    fireEvent.click(screen.getByRole('button', { name: /Previous photo/ }));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Trunk');
  });

  it('turns with a sideways swipe, not with a small slip of the finger', () => {
    renderWithI18n(<Viewer start={0} />);
    const figure = dialog().querySelector('figure')!;
    fireEvent.pointerDown(figure, { clientX: 200 });
    fireEvent.pointerUp(figure, { clientX: 190 });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Front left 45°');
    fireEvent.pointerDown(figure, { clientX: 200 });
    fireEvent.pointerUp(figure, { clientX: 100 });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Engine compartment');
  });

  it('closes with Escape and with its close button', () => {
    const onClose = vi.fn();
    const { unmount } = renderWithI18n(<Viewer onClose={onClose} />);
    pressEscape(dialog());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog().hasAttribute('open')).toBe(false);
    unmount();
    renderWithI18n(<Viewer onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('offers no turning for a single photo', () => {
    renderWithI18n(
      <PhotoViewer photos={[photos[0]!]} index={0} onIndexChange={() => undefined} onClose={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: /Next photo/ })).toBeNull();
    expect(screen.queryByText('1 of 1')).toBeNull();
  });
});
