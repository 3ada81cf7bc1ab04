import { describe, expect, it } from 'vitest';
import { groupLabels, groupOfStatus, orderGroupList, refundSteps, statusLabels, statusTones } from './labels';

describe('order labels', () => {
  it('names every group and status', () => {
    for (const group of orderGroupList) expect(groupLabels[group].message ?? groupLabels[group].id).toBeTruthy();
    expect(Object.keys(statusLabels)).toHaveLength(10);
  });

  it('colours each status by what it means: waiting for the customer, on its way, good news, closed', () => {
    expect(statusTones.unpaid).toBe('attention');
    expect(statusTones.upcoming).toBe('progress');
    expect(statusTones.completed).toBe('success');
    expect(statusTones.refunded).toBe('success');
    expect(statusTones.cancelled).toBe('closed');
  });

  it('puts each status under its customer group', () => {
    expect(groupOfStatus('upcoming')).toBe('upcoming');
    expect(groupOfStatus('pendingCollection')).toBe('inService');
    expect(groupOfStatus('refunded')).toBe('cancelledRefunded');
    expect(groupOfStatus('cancelled')).toBe('cancelledRefunded');
  });

  it('draws the refund progress, ending early when rejected or revoked', () => {
    expect(refundSteps('pendingReview').map((s) => s.state)).toEqual(['current', 'todo', 'todo', 'todo']);
    expect(refundSteps('processing').map((s) => s.state)).toEqual(['done', 'done', 'current', 'todo']);
    expect(refundSteps('completed').map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(refundSteps('revoked')).toEqual([
      { status: 'pendingReview', state: 'done' },
      { status: 'revoked', state: 'current' },
    ]);
  });
});
