import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper';
import { renderWithI18n } from './test-utils';

describe('Stepper', () => {
  it('is a named group whose buttons move the value within its bounds', () => {
    const onChange = vi.fn();
    renderWithI18n(<Stepper label="Quantity" value={1} max={2} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Decrease' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('cannot go past the maximum', () => {
    const onChange = vi.fn();
    renderWithI18n(<Stepper label="Quantity" value={2} max={2} onChange={onChange} />);
    expect((screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
