import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/shared/lib/api-calls';
import type { EnqueueFile } from '@/shared/lib/outbox/enqueue';

/** The work-order steps that carry photos; they go through the outbox (DESIGN §5). */
export const OUTBOX_STEP_PATHS = {
  handover: api.workOrderHandover,
  groupPhoto: api.workOrderGroupPhoto,
  progress: api.workOrderProgress,
  signoff: api.workOrderSignoff,
  returnPhotos: api.workOrderReturn,
} as const;
export type OutboxStep = keyof typeof OUTBOX_STEP_PATHS;

const outbox = () => import('@/shared/lib/outbox/enqueue');

export interface StepFile extends Omit<EnqueueFile, 'name'> {
  name: string;
}

/**
 * Queues one step: `build(fileRef)` makes the body, each file is compressed and uploaded first
 * and `fileRef(name)` becomes its upload id when the call is sent.
 */
export async function enqueueStep(
  step: OutboxStep,
  build: (fileRef: (name: string) => string) => Record<string, unknown>,
  files: StepFile[],
  label: string,
): Promise<void> {
  const { enqueue, fileRef } = await outbox();
  await enqueue({ path: OUTBOX_STEP_PATHS[step], body: build(fileRef), files, label });
}

/** The steps of this work order still in the outbox (waiting, sending or needing attention). */
export async function pendingSteps(workOrderId: number): Promise<Set<OutboxStep>> {
  const { listEntries } = await outbox();
  const entries = await listEntries();
  const found = new Set<OutboxStep>();
  for (const entry of entries) {
    if (entry.body.kind !== 'json') continue;
    const json = entry.body.json as { id?: unknown } | null;
    if (json?.id !== workOrderId) continue;
    const step = (Object.keys(OUTBOX_STEP_PATHS) as OutboxStep[]).find((k) => OUTBOX_STEP_PATHS[k] === entry.path);
    if (step) found.add(step);
  }
  return found;
}

/**
 * Which steps of a work order wait in the outbox; when the outbox reports a change and a step is
 * no longer there (sent), the work order is fetched again.
 */
export function useOutboxSteps(workOrderId: number) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<Set<OutboxStep>>(new Set());

  const reload = useCallback(async () => {
    const now = await pendingSteps(workOrderId);
    setWaiting((before) => {
      const sentSome = [...before].some((s) => !now.has(s));
      if (sentSome) void queryClient.invalidateQueries({ queryKey: ['staff'] });
      return now;
    });
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
    async (...args: Parameters<typeof enqueueStep>) => {
      await enqueueStep(...args);
      await reload();
    },
    [reload],
  );

  return { waiting, send, reload };
}
