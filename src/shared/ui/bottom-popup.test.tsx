import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomPopup } from './bottom-popup';
import { pressEscape, renderWithI18n, touchDrag } from './test-utils';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose
      </button>
      <BottomPopup
        open={open}
        title="Pick a store"
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        <p>Store list</p>
      </BottomPopup>
    </>
  );
}

function openIt() {
  const opener = screen.getByRole('button', { name: 'Choose' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Pick a store' }) as HTMLDialogElement };
}

describe('BottomPopup', () => {
  it('opens as a modal named by its title and renders children only while open', () => {
    renderWithI18n(<Harness />);
    expect(screen.queryByText('Store list')).toBeNull();
    const { dialog } = openIt();
    expect(dialog.dataset.modal).toBe('true');
    expect(screen.getByText('Store list')).toBeTruthy();
  });

  it('closes from the close button, after the panel slid out, and returns focus to the opener', async () => {
    renderWithI18n(<Harness />);
    const { opener, dialog } = openIt();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.dataset.leaving).toBe('true');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(dialog.dataset.leaving).toBeUndefined();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop tap but not on a tap inside the panel', () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    const { dialog } = openIt();
    fireEvent.click(screen.getByText('Store list'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    pressEscape(openIt().dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a swipe down past 80px and springs back on a short one', async () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    const { dialog } = openIt();
    const panel = dialog.querySelector<HTMLElement>('.roda-sheet__panel')!;
    await waitFor(() => expect(panel.style.transform).toBe('none'));
    touchDrag(panel, { x: 0, y: 300 }, [{ y: 40 }], false);
    await waitFor(() => expect(panel.style.transform).toBe('translateY(40px)'));
    fireEvent.touchEnd(panel);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(panel.style.transform).toBe('none'));
    touchDrag(panel, { x: 0, y: 300 }, [{ y: 50 }, { y: 120 }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
