import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Grid } from './grid';
import { renderWithI18n } from './test-utils';

describe('Grid', () => {
  it('renders one named button per item in the given number of columns', () => {
    const onTyres = vi.fn();
    renderWithI18n(
      <Grid
        label="Categories"
        columns={3}
        items={[
          { key: 'tyres', icon: <svg />, label: 'Tyres', onClick: onTyres },
          { key: 'tint', icon: <svg />, label: 'Tint', onClick: () => {} },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Categories' });
    expect(list.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Tyres', 'Tint']);
    fireEvent.click(screen.getByRole('button', { name: 'Tyres' }));
    expect(onTyres).toHaveBeenCalledTimes(1);
  });

  it('defaults to four columns', () => {
    renderWithI18n(<Grid items={[]} />);
    expect(screen.getByRole('list').style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
  });
});
