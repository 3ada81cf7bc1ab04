import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallRef, PayloadOf } from '@/shared/contract/define-call';
import { api } from '@/shared/lib/api-calls';
import type { EnqueueFile } from '@/shared/lib/outbox/enqueue';
import * as queryRoots from '@/shared/lib/query-roots';
import type { OutboxError, OutboxState } from '@/shared/lib/outbox/types';

/**
 * Every staff step on a work order goes through the outbox (docs/architecture.md#outbox): written to this phone
 * first, sent in order, exactly once, whatever the signal, across restarts and updates.
 */
export const OUTBOX_STEP_PATHS = {
  dispatch: api.workOrderDispatch,
  accept: api.workOrderAccept,
  reject: api.workOrderReject,
  handover: api.workOrderHandover,
  groupPhoto: api.workOrderGroupPhoto,
  progress: api.workOrderProgress,
  signoff: api.workOrderSignoff,
  returnPhotos: api.workOrderReturn,
  deliver: api.workOrderDeliver,
  rework: api.workOrderRework,
  note: api.workOrderNote,
  recordFinding: api.workOrderFindingAdd,
} as const;
export type OutboxStep = keyof typeof OUTBOX_STEP_PATHS;
/** The contract's definition of a step's call. */
type StepCall<S extends OutboxStep> = (typeof OUTBOX_STEP_PATHS)[S] extends CallRef<infer C> ? C : never;
/** A step's body as the contract types it (a file ref stands where it takes an upload id). */
export type StepBody<S extends OutboxStep> = PayloadOf<StepCall<S>>;

const outbox = () => import('@/shared/lib/outbox/enqueue');

export interface StepFile extends Omit<EnqueueFile, 'name'> {
  name: string;
}

/** A step of one work order still in the outbox, in queue order. */
export interface QueuedStep {
  entryId: string;
  step: OutboxStep;
  body: Record<string, unknown>;
  state: OutboxState;
  lastError: OutboxError | null;
  /** When the page saw it leave the outbox (sent); null while it waits. */
  sentAt: number | null;
}

/**
 * Queues one step: `build(fileRef)` makes the body, each file is compressed and uploaded first
 * and `fileRef(name)` becomes its upload id when the call is sent.
 */
export async function enqueueStep<S extends OutboxStep>(
  step: S,
  build: (fileRef: (name: string) => string) => StepBody<S>,
  files: StepFile[],
  label: string,
): Promise<void> {
  const { enqueue, fileRef } = await outbox();
  // the same type, which TypeScript cannot see through the generic index
  const call = OUTBOX_STEP_PATHS[step] as unknown as CallRef<StepCall<S>>;
  await enqueue<StepCall<S>>({ call, body: build(fileRef), files, label });
}

const stepOfPath = new Map<string, OutboxStep>(
  (Object.entries(OUTBOX_STEP_PATHS) as [OutboxStep, string][]).map(([step, path]) => [path, step]),
);

/** The steps of this work order still in the outbox (waiting, sending or needing attention). */
export async function queuedSteps(workOrderId: number): Promise<QueuedStep[]> {
  const { listEntries } = await outbox();
  const entries = await listEntries();
  const found: QueuedStep[] = [];
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (entry.body.kind !== 'json') continue;
    const json = entry.body.json as Record<string, unknown> | null;
    const step = stepOfPath.get(entry.path);
    if (!step || json?.id !== workOrderId) continue;
    found.push({ entryId: entry.id, step, body: json, state: entry.state, lastError: entry.lastError, sentAt: null });
  }
  return found;
}

/**
 * The steps of a work order in the outbox, and those sent since the work order was last
 * fetched: until the new copy arrives they still count, so the page never steps backwards.
 */
export function useOutboxSteps(workOrderId: number, fetchedAt: number) {
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState<QueuedStep[]>([]);
  const [sent, setSent] = useState<QueuedStep[]>([]);
  const [loaded, setLoaded] = useState(false);

  const last = useRef<QueuedStep[]>([]);

  const reload = useCallback(async () => {
    const now = await queuedSteps(workOrderId);
    const left = last.current.filter((s) => !now.some((n) => n.entryId === s.entryId));
    last.current = now;
    setLoaded(true);
    setQueued(now);
    if (left.length > 0) {
      const at = Date.now();
      setSent((done) => [...done, ...left.map((s) => ({ ...s, sentAt: at }))]);
      void queryClient.invalidateQueries({ queryKey: queryRoots.rootKey(queryRoots.staff) });
    }
  }, [workOrderId, queryClient]);

  useEffect(() => {
    let unsubscribe = () => {};
    let alive = true;
    void outbox().then(({ onOutboxMessage }) => {
      if (!alive) return;
      void reload();
      unsubscribe = onOutboxMessage((message) => {
        if (message.type !== 'progress') void reload();
      });
    });
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [reload]);

  const send = useCallback(
    async <S extends OutboxStep>(...args: Parameters<typeof enqueueStep<S>>) => {
      await enqueueStep(...args);
      await reload();
    },
    [reload],
  );

  // sent steps the fetched copy already holds no longer need projecting
  const stillSent = sent.filter((s) => (s.sentAt ?? 0) > fetchedAt);
  return { steps: [...stillSent, ...queued], queued, loaded, send };
}

export type SendStep = ReturnType<typeof useOutboxSteps>['send'];
