import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListCell } from './list-cell';
import { renderWithI18n } from './test-utils';

describe('ListCell', () => {
  it('is a button when it has onClick, with an arrow', () => {
    const onClick = vi.fn();
    const { container } = renderWithI18n(<ListCell title="Language" value="English" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: /Language\s*English/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.roda-cell__arrow')).not.toBeNull();
  });

  it('is a link when it has href', () => {
    renderWithI18n(<ListCell title="About us" href="/app/pages-common/useragree/AboutUs" />);
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/app/pages-common/useragree/AboutUs',
    );
  });

  it('is a plain row without arrow when not interactive, unless asked', () => {
    const { container, rerender } = renderWithI18n(<ListCell title="Version" value="1.0.0" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('.roda-cell__arrow')).toBeNull();
    rerender(<ListCell title="Version" value="1.0.0" arrow />);
    expect(container.querySelector('.roda-cell__arrow')).not.toBeNull();
  });
});
