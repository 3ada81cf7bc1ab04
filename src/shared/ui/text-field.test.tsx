import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from './test-utils';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties its label to a single-line field and reports each change', () => {
    const onChange = vi.fn();
    renderWithI18n(<TextField label="Reason for the rework" value="" onChange={onChange} maxLength={200} />);
    const field = screen.getByLabelText('Reason for the rework');
    expect(field.tagName).toBe('INPUT');
    expect(field.getAttribute('maxlength')).toBe('200');
    fireEvent.change(field, { target: { value: 'Bubbles in the film' } });
    expect(onChange).toHaveBeenCalledWith('Bubbles in the film');
  });

  it('is a text area when given rows', () => {
    renderWithI18n(<TextField label="Remarks" value="ok" onChange={() => {}} maxLength={500} rows={2} />);
    const field = screen.getByLabelText('Remarks');
    expect(field.tagName).toBe('TEXTAREA');
    expect((field as HTMLTextAreaElement).value).toBe('ok');
  });
});
