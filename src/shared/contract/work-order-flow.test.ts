import { describe, expect, it } from 'vitest';
import {
  afterEvent,
  blockerOf,
  nextStep,
  noFacts,
  STEP_ACTION,
  STEP_EVENT,
  stepDone,
  workOrderActions,
  workOrderEvents,
  workOrderSteps,
  type WorkOrderState,
  type WorkOrderStep,
} from './work-order-flow';
import { workOrderStatuses } from './staff';
import { PERMISSIONS } from './work-order-flow';

const start: WorkOrderState = { status: 'pendingAcceptance', facts: noFacts };

/** Takes each next step in turn, the way the app offers them, and returns the steps taken. */
function walk(from: WorkOrderState) {
  const taken: WorkOrderStep[] = [];
  let state = from;
  for (let step = nextStep(state); step !== null; step = nextStep(state)) {
    const moved = afterEvent(state, STEP_EVENT[step]);
    if (!moved) throw new Error(`the offered step ${step} is refused in ${state.status}`);
    taken.push(step);
    state = moved;
  }
  return { taken, state };
}

describe('the work order flow shared by server and app', () => {
  it('offers every step once, in order, each allowed when offered, ending completed', () => {
    const { taken, state } = walk(start);
    expect(taken).toEqual([...workOrderSteps]);
    expect(state.status).toBe('completed');
    expect(nextStep(state)).toBeNull();
  });

  it('never offers finishing the work before the group photo (decision 013)', () => {
    const handedOver: WorkOrderState = { status: 'inService', facts: noFacts };
    expect(nextStep(handedOver)).toBe('groupPhoto');
    expect(blockerOf('finishWork', handedOver.facts)).toBe('groupPhotoRequired');
    expect(afterEvent(handedOver, 'finishWork')).toBeNull();
    // a draft of the progress is fine meanwhile
    expect(afterEvent(handedOver, 'saveProgress')?.status).toBe('inService');
  });

  it('delivery waits for every signature and return photos after the latest rework', () => {
    const finished: WorkOrderState = { status: 'pendingCollection', facts: { ...noFacts, groupPhoto: true } };
    expect(afterEvent(finished, 'deliver')).toBeNull();
    expect(nextStep(finished)).toBe('signoff');
    const signed = afterEvent(finished, 'signoff')!;
    expect(nextStep(signed)).toBe('returnPhotos');
    const returned = afterEvent(signed, 'returnPhotos')!;
    expect(nextStep(returned)).toBe('deliver');
    // a rework asks again for the work, signatures and return photos
    const reworked = afterEvent(returned, 'rework')!;
    expect(reworked).toEqual({
      status: 'inService',
      facts: { groupPhoto: true, allSignedOff: false, returned: false },
    });
    expect(walk(reworked).taken).toEqual(['progress', 'signoff', 'returnPhotos', 'deliver']);
  });

  it('offers nothing on closed work orders', () => {
    for (const status of ['rejected', 'cancelled', 'completed'] as const) {
      expect(nextStep({ status, facts: noFacts })).toBeNull();
    }
  });

  it('a step is done exactly when the walk has passed it', () => {
    let state = start;
    for (const [i, step] of workOrderSteps.entries()) {
      for (const later of workOrderSteps.slice(i))
        expect(stepDone(later, state), `${later} before ${step}`).toBe(false);
      state = afterEvent(state, STEP_EVENT[step])!;
      expect(stepDone(step, state), step).toBe(true);
    }
  });

  it('each step is offered to a role that may take it, and the actions agree with afterEvent', () => {
    let state = start;
    for (const step of workOrderSteps) {
      const roles = PERMISSIONS[STEP_ACTION[step]];
      expect(roles.length, step).toBeGreaterThan(0);
      const role = roles[0]!;
      const actions = workOrderActions(role, true, state);
      const key = step === 'progress' ? 'finishWork' : step;
      expect(actions[key], `${role} ${step} in ${state.status}`).toBe(true);
      state = afterEvent(state, STEP_EVENT[step])!;
    }
  });

  it('afterEvent moves only where the state machine allows, in every state', () => {
    for (const status of workOrderStatuses) {
      for (const event of workOrderEvents) {
        const facts = { groupPhoto: true, allSignedOff: true, returned: true };
        const moved = afterEvent({ status, facts }, event);
        const actions = workOrderActions('company', true, { status, facts });
        if (event === 'dispatch') expect(actions.dispatch).toBe(moved !== null);
        if (moved) expect(workOrderStatuses).toContain(moved.status);
      }
    }
  });

  it('steps of the assigned technician are not offered to another technician', () => {
    const accepted: WorkOrderState = { status: 'pendingHandover', facts: noFacts };
    expect(workOrderActions('technician', true, accepted).handover).toBe(true);
    expect(workOrderActions('technician', false, accepted).handover).toBe(false);
    expect(workOrderActions('sales', false, accepted).groupPhoto).toBe(true);
  });
});
