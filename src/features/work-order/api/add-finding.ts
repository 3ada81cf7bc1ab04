import { checkFinding, quotedLines, type FindingDraft, type FindingErrors } from '../finding-draft';
import { splitPhotos, type PhotoValue } from '../components/photo-input';
import type { SendStep } from './outbox-step';

/**
 * Queues a finding through the outbox like every work-order step (docs/architecture.md#outbox):
 * its photos (purpose 'finding') are compressed and uploaded first, then the call goes with its
 * own Idempotency-Key, whatever the signal. Answers the errors instead when the draft is refused.
 */
export async function queueFinding(
  send: SendStep,
  workOrderId: number,
  draft: FindingDraft<PhotoValue>,
  fits: (productId: number) => boolean,
  label: string,
): Promise<FindingErrors | null> {
  const errors = checkFinding(draft, fits);
  if (Object.keys(errors).length > 0 || draft.category === '' || draft.condition === '') return errors;
  const { category, condition } = draft;
  const { fileRef } = await import('@/shared/lib/outbox/enqueue');
  const { refs, files } = splitPhotos(draft.photos, 'finding', fileRef);
  await send(
    'recordFinding',
    () => ({
      id: workOrderId,
      category,
      item: draft.item,
      condition,
      photos: refs,
      note: draft.note.trim(),
      lines: quotedLines(draft.lines),
    }),
    files.map((f) => ({ ...f, purpose: 'finding' as const })),
    label,
  );
  return null;
}
