import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { normalizeValues, Picker, type PickerColumn } from './picker';
import { pressEscape, renderWithI18n } from './test-utils';

const hours = ['09:00', '10:00', '11:00', '12:00'].map((v) => ({ value: v, label: v }));
const dateColumns: PickerColumn[] = [
  {
    key: 'day',
    label: 'Day',
    options: [
      { value: 'mon', label: 'Monday' },
      { value: 'tue', label: 'Tuesday' },
    ],
  },
  { key: 'hour', label: 'Time', options: hours },
];

function selected(name: string) {
  return within(screen.getByRole('listbox', { name })).getByRole('option', { selected: true }).textContent;
}

describe('normalizeValues', () => {
  it('keeps offered values and falls back to the first option', () => {
    expect(normalizeValues(dateColumns, ['tue', '11:00'])).toEqual(['tue', '11:00']);
    expect(normalizeValues(dateColumns, ['sun'])).toEqual(['mon', '09:00']);
  });
});

describe('Picker', () => {
  it('shows one listbox per column with the value selected', () => {
    renderWithI18n(
      <Picker
        open
        title="Appointment"
        columns={dateColumns}
        value={['tue', '10:00']}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Appointment' })).toBeTruthy();
    expect(selected('Day')).toBe('Tuesday');
    expect(selected('Time')).toBe('10:00');
  });

  it('moves the selection with arrow keys, Home and End and confirms the draft', () => {
    const onConfirm = vi.fn();
    renderWithI18n(
      <Picker
        open
        title="T"
        columns={dateColumns}
        value={['mon', '09:00']}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const time = screen.getByRole('listbox', { name: 'Time' });
    fireEvent.keyDown(time, { key: 'ArrowDown' });
    fireEvent.keyDown(time, { key: 'ArrowDown' });
    expect(selected('Time')).toBe('11:00');
    expect(time.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: '11:00' }).id);
    fireEvent.keyDown(time, { key: 'End' });
    fireEvent.keyDown(time, { key: 'ArrowDown' });
    expect(selected('Time')).toBe('12:00');
    fireEvent.keyDown(time, { key: 'Home' });
    fireEvent.keyDown(time, { key: 'ArrowUp' });
    expect(selected('Time')).toBe('09:00');
    fireEvent.click(screen.getByRole('option', { name: 'Tuesday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(['tue', '09:00']);
  });

  it('cancels from the button and Escape without confirming', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderWithI18n(
      <Picker open title="T" columns={dateColumns} value={[]} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    pressEscape(screen.getByRole('dialog'));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('supports cascading columns through onChange', () => {
    const cities: Record<string, string[]> = { Johor: ['Muar', 'Kulai'], Penang: ['George Town'] };
    function Cascade({ onConfirm }: { onConfirm: (v: string[]) => void }) {
      const [draft, setDraft] = useState<string[]>(['Johor']);
      const columns: PickerColumn[] = [
        { key: 'state', label: 'State', options: Object.keys(cities).map((s) => ({ value: s, label: s })) },
        {
          key: 'city',
          label: 'City',
          options: (cities[draft[0] ?? 'Johor'] ?? []).map((c) => ({ value: c, label: c })),
        },
      ];
      return (
        <Picker
          open
          title="Area"
          columns={columns}
          value={['Johor', 'Kulai']}
          onChange={setDraft}
          onConfirm={onConfirm}
          onCancel={() => {}}
        />
      );
    }
    const onConfirm = vi.fn();
    renderWithI18n(<Cascade onConfirm={onConfirm} />);
    expect(selected('City')).toBe('Kulai');
    fireEvent.keyDown(screen.getByRole('listbox', { name: 'State' }), { key: 'ArrowDown' });
    expect(selected('City')).toBe('George Town');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(['Penang', 'George Town']);
  });

  it('starts again from value each time it opens', () => {
    const props = { title: 'T', columns: dateColumns, onConfirm: () => {}, onCancel: () => {} };
    const { rerender } = renderWithI18n(<Picker {...props} open value={['mon', '09:00']} />);
    fireEvent.click(screen.getByRole('option', { name: '12:00' }));
    rerender(<Picker {...props} open={false} value={['mon', '09:00']} />);
    rerender(<Picker {...props} open value={['mon', '09:00']} />);
    expect(selected('Time')).toBe('09:00');
  });
});
