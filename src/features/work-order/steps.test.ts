import { describe, expect, it } from 'vitest';
import type { WorkOrderDetail } from '@/shared/contract/staff';
import { noFacts } from '@/shared/contract/work-order-flow';
import type { QueuedStep } from './api/outbox-step';
import { handoverProblem, malaysiaDateTime, missingSlots, toLocalInput } from './steps';
import { project } from './use-work-order-view';

const signoff = (orderItemId: number) => ({
  id: orderItemId,
  orderItemId,
  productName: `Tyre ${orderItemId}`,
  quantity: 1,
  status: 'pending' as const,
  signerName: null,
  signature: null,
  signedAt: null,
});

const wo = {
  status: 'pendingAcceptance',
  facts: noFacts,
  technicianId: null,
  signoffs: [signoff(1), signoff(2)],
} as unknown as WorkOrderDetail;

let seq = 0;
const queued = (step: QueuedStep['step'], body: Record<string, unknown> = {}): QueuedStep => ({
  entryId: String(++seq),
  step,
  body: { id: 1, ...body },
  state: 'queued',
  lastError: null,
  sentAt: null,
});

describe('a work order moved on by the steps waiting in the outbox', () => {
  it('follows the shared flow: accept, handover, group photo, finish, sign-offs, return', () => {
    const steps = [
      queued('accept'),
      queued('handover', { draft: true }),
      queued('handover', { draft: false }),
      queued('groupPhoto'),
      queued('progress', { draft: true }),
      queued('progress', { draft: false }),
      queued('signoff', { orderItemId: 1 }),
    ];
    const half = project(wo, steps, 7);
    expect(half.technicianId).toBe(7);
    expect(half.state).toEqual({
      status: 'pendingCollection',
      facts: { groupPhoto: true, allSignedOff: false, returned: false },
    });
    expect([...half.signed]).toEqual([1]);
    const all = project(wo, [...steps, queued('signoff', { orderItemId: 2 }), queued('returnPhotos')], 7);
    expect(all.state.facts).toEqual({ groupPhoto: true, allSignedOff: true, returned: true });
  });

  it('does not finish the work ahead of a group photo, as the server would refuse it', () => {
    const steps = [queued('accept'), queued('handover'), queued('progress', { draft: false })];
    expect(project(wo, steps, 7).state.status).toBe('inService');
  });

  it('a queued rejection hands the work back', () => {
    const moved = project({ ...wo, technicianId: 7 } as WorkOrderDetail, [queued('reject', { reason: 'x' })], 7);
    expect(moved).toMatchObject({ technicianId: null, state: { status: 'rejected' } });
  });
});

describe('the handover', () => {
  it('needs one image of the car; the nine angles are guidance', () => {
    expect(missingSlots({ frontLeft45: 'a' })).toHaveLength(8);
    expect(handoverProblem({ photos: {}, unexpectedSituation: '', unexpectedImages: 0 })).toBe('noImage');
    expect(handoverProblem({ photos: { engine: 'x' }, unexpectedSituation: '', unexpectedImages: 0 })).toBeNull();
    expect(handoverProblem({ photos: { engine: 'x' }, unexpectedSituation: 'Scratch', unexpectedImages: 0 })).toBe(
      'unexpectedImage',
    );
    expect(handoverProblem({ photos: {}, unexpectedSituation: 'Scratch', unexpectedImages: 1 })).toBeNull();
  });

  it('converts Malaysian local times', () => {
    expect(malaysiaDateTime('2030-01-15T16:30')).toBe('2030-01-15T16:30:00+08:00');
    expect(malaysiaDateTime('bad')).toBeNull();
    expect(toLocalInput('2030-01-15T08:30:00.000Z')).toBe('2030-01-15T16:30');
  });
});
