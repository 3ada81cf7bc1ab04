import { describe, expect, it } from 'vitest';
import type { WorkOrderDetail } from '@/shared/contract/staff';
import { handoverProblem, malaysiaDateTime, missingSlots, stepStates, toLocalInput } from './steps';

const noActions: WorkOrderDetail['actions'] = {
  dispatch: false,
  accept: false,
  reject: false,
  handover: false,
  groupPhoto: false,
  progress: false,
  finishWork: false,
  signoff: false,
  returnPhotos: false,
  deliver: false,
  rework: false,
};

const base = {
  status: 'pendingAcceptance' as const,
  actions: noActions,
  handover: null,
  signoffs: [],
  returns: [],
  progress: {
    estimatedCompletionAt: null,
    expectedDeliveryDate: null,
    oldFilmRemoved: null,
    oldFilmQuantity: null,
    oldFilmImage: null,
    remarks: '',
  },
  tintJob: false,
};

describe('work order steps', () => {
  it('offers what the server allows and marks the rest for later', () => {
    const states = stepStates({ ...base, actions: { ...noActions, accept: true, reject: true } });
    expect(states.accept).toBe('available');
    expect(states.handover).toBe('later');
    expect(states.deliver).toBe('later');
  });

  it('marks past steps done and queued ones waiting', () => {
    const states = stepStates(
      {
        ...base,
        status: 'pendingCollection',
        actions: { ...noActions, signoff: true, returnPhotos: true },
        signoffs: [
          {
            id: 1,
            orderItemId: 1,
            productName: 'Tyre',
            quantity: 1,
            status: 'pending',
            signerName: null,
            signature: null,
            signedAt: null,
          },
        ],
      },
      new Set(['returnPhotos']),
    );
    expect(states).toMatchObject({
      accept: 'done',
      handover: 'done',
      progress: 'done',
      signoff: 'available',
      returnPhotos: 'waiting',
      deliver: 'later',
    });
  });

  it('shows nothing more for a rejected or cancelled work order', () => {
    expect(stepStates({ ...base, status: 'rejected' }).handover).toBe('none');
  });

  it('checks the handover like the server: nine photos, an image for an unexpected situation', () => {
    expect(missingSlots({ frontLeft45: 'a' })).toHaveLength(8);
    const all = Object.fromEntries(
      [
        'frontLeft45',
        'frontRight45',
        'rearLeft45',
        'rearRight45',
        'engine',
        'roofSunroof',
        'trunk',
        'driverSeat',
        'passengerSeat',
      ].map((s) => [s, 'x']),
    );
    expect(handoverProblem({ photos: {}, unexpectedSituation: '', unexpectedImages: 0 })).toEqual({
      kind: 'missing',
      count: 9,
    });
    expect(handoverProblem({ photos: all, unexpectedSituation: 'Scratch', unexpectedImages: 0 })).toEqual({
      kind: 'unexpectedImage',
    });
    expect(handoverProblem({ photos: all, unexpectedSituation: 'Scratch', unexpectedImages: 1 })).toBeNull();
  });

  it('converts Malaysian local times', () => {
    expect(malaysiaDateTime('2030-01-15T16:30')).toBe('2030-01-15T16:30:00+08:00');
    expect(malaysiaDateTime('bad')).toBeNull();
    expect(toLocalInput('2030-01-15T08:30:00.000Z')).toBe('2030-01-15T16:30');
  });
});
