import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DamageMark } from '@/shared/contract/staff';
import { renderWithI18n } from '@/shared/ui/test-utils';
import { DamageMarker } from './damage-marker';

function Harness() {
  const [marks, setMarks] = useState<DamageMark[]>([]);
  return (
    <>
      <DamageMarker marks={marks} onChange={setMarks} />
      <output data-testid="marks">{JSON.stringify(marks)}</output>
    </>
  );
}

describe('DamageMarker', () => {
  it('marks a part chosen with the keyboard, numbers it, changes it and clears it', () => {
    renderWithI18n(<Harness />);
    const marks = () => JSON.parse(screen.getByTestId('marks').textContent ?? '[]') as DamageMark[];
    const bonnet = screen.getByRole('button', { name: 'Bonnet' });
    fireEvent.keyDown(bonnet, { key: 'Enter' });
    expect(bonnet.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Dent' }));
    expect(marks()).toEqual([{ zone: 'bonnet', kind: 'dent' }]);
    expect(screen.getByRole('button', { name: 'Bonnet: Dent' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('1Bonnet: DentClear');

    fireEvent.keyDown(screen.getByRole('button', { name: 'Left rear wheel' }), { key: ' ' });
    fireEvent.click(screen.getByRole('radio', { name: 'Scratch' }));
    expect(marks().map((m) => m.zone)).toEqual(['bonnet', 'leftRearWheel']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear the damage on Bonnet' }));
    expect(marks()).toEqual([{ zone: 'leftRearWheel', kind: 'scratch' }]);
    // "No damage" on the chosen part takes its mark away too
    fireEvent.click(screen.getByRole('radio', { name: 'No damage' }));
    expect(marks()).toEqual([]);
    expect(screen.getAllByText('No damage marked').length).toBeGreaterThan(0);
  });
});
