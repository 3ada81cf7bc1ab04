import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './drawer';
import { pressEscape, renderWithI18n, touchDrag } from './test-utils';

describe('Drawer', () => {
  it('opens from the chosen side as a named modal dialog', () => {
    renderWithI18n(
      <Drawer open side="right" title="Filters" onClose={() => {}}>
        <p>Brand</p>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.classList.contains('roda-sheet--right')).toBe(true);
    expect(screen.getByText('Brand')).toBeTruthy();
  });

  it('defaults to the left and closes by Escape, backdrop and close button', () => {
    const onClose = vi.fn();
    renderWithI18n(<Drawer open title="Menu" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.classList.contains('roda-sheet--left')).toBe(true);
    pressEscape(dialog);
    fireEvent.click(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('closes when a left drawer is swiped left, not when swiped right', () => {
    const onClose = vi.fn();
    renderWithI18n(<Drawer open title="Menu" onClose={onClose} />);
    const panel = screen.getByRole('dialog').querySelector('.roda-sheet__panel')!;
    touchDrag(panel, { x: 200, y: 100 }, [{ x: 150 }]);
    expect(onClose).not.toHaveBeenCalled();
    touchDrag(panel, { x: 200, y: 100 }, [{ x: -120 }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
