import { describe, expect, it } from 'vitest';
import { workOrderSteps } from '@/shared/contract/work-order-flow';
import { workStepLabels, workStepStates } from './work-labels';

const at = '2026-11-28T08:45:00.000Z';

describe('the work steps the customer follows', () => {
  it('names every step of the flow, while it happens and once done', () => {
    expect(Object.keys(workStepLabels)).toEqual([...workOrderSteps]);
  });

  it('marks steps with a time done, the current one, and the rest to come', () => {
    const steps = workOrderSteps.map((step, i) => ({ step, doneAt: i < 2 ? at : null }));
    expect(workStepStates(steps, 'groupPhoto').map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
  });

  it('keeps the last step done once the car is handed back', () => {
    const steps = workOrderSteps.map((step) => ({ step, doneAt: at }));
    expect(workStepStates(steps, 'deliver').every((s) => s.state === 'done')).toBe(true);
  });
});
