import { describe, expect, it } from 'vitest';
import { allCalls } from '@/shared/contract/calls';
import type { CallRef } from '@/shared/contract/define-call';
import type * as staff from '@/shared/contract/staff';
import { api } from './api-calls';
import type { callApi as CallApi } from './api-client';
import type { enqueue as Enqueue } from './outbox/enqueue';

describe('the app call table', () => {
  it('names only calls of the contract, each by its contract path', () => {
    const paths = new Set(allCalls.map((c) => c.path));
    for (const [name, path] of Object.entries(api)) expect(paths.has(path), `${name}: ${path}`).toBe(true);
  });

  it('has no two names for one call', () => {
    const seen: string[] = Object.values(api);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

/**
 * Never run: `tsc` checks these lines, and each `@ts-expect-error` fails the type-check if its
 * line ever compiles.
 */
function typeChecks(callApi: typeof CallApi, enqueue: typeof Enqueue, fileRef: (name: string) => string) {
  // a path must be the contract's: call-paths.ts checks each one like this
  // @ts-expect-error another call's path
  void ('/api/app/staff/workorder/reject' satisfies (typeof staff.workOrderAccept)['path']);
  void ('/api/app/staff/workorder/accept' satisfies (typeof staff.workOrderAccept)['path']);
  // @ts-expect-error a bare path is not a call, even the right one: only api.* is
  const bare: CallRef<typeof staff.workOrderAccept> = '/api/app/staff/workorder/accept';
  // @ts-expect-error a bare path is not a call
  void callApi('/api/app/staff/workorder/accept', { id: 1 });
  // @ts-expect-error a misspelt one neither
  void enqueue({ call: '/api/app/staff/workorder/acept', body: { id: 1 } });

  void callApi(api.workOrderAccept, { id: 1 });
  // @ts-expect-error the payload is the call's: reject needs a reason
  void callApi(api.workOrderReject, { id: 1 });

  void enqueue({ call: api.workOrderReject, body: { id: 1, reason: 'Wrong car' } });
  // @ts-expect-error an outbox body is the call's payload: reject needs a reason
  void enqueue({ call: api.workOrderReject, body: { id: 1 } });
  // @ts-expect-error and its fields have the contract's types
  void enqueue({ call: api.workOrderAccept, body: { id: '1' } });
  // a file ref stands where the payload takes an upload id
  void enqueue({
    call: api.workOrderHandover,
    body: { id: 1, photos: { frontLeft45: fileRef('fl') }, draft: true },
    files: [{ name: 'fl', file: new Blob(), purpose: 'handover' }],
  });
  return bare;
}

describe('call types', () => {
  it('are checked by tsc (a wrong path or outbox body does not compile)', () => {
    expect(typeChecks).toBeTypeOf('function');
  });
});
