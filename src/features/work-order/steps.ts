import type { HandoverSlot } from '@/shared/contract/staff';
import { handoverSlots } from '@/shared/contract/staff';

/** Angles still without a photo: guidance only, a handover needs one image of the car. */
export function missingSlots(photos: Partial<Record<HandoverSlot, unknown>>): HandoverSlot[] {
  return handoverSlots.filter((slot) => !photos[slot]);
}

/** Why the handover cannot complete yet, or null: the same rules the server applies. */
export function handoverProblem(input: {
  photos: Partial<Record<HandoverSlot, unknown>>;
  unexpectedSituation: string;
  unexpectedImages: number;
}): 'noImage' | 'unexpectedImage' | null {
  const photos = handoverSlots.length - missingSlots(input.photos).length;
  if (photos === 0 && input.unexpectedImages === 0) return 'noImage';
  if (input.unexpectedSituation.trim() && input.unexpectedImages === 0) return 'unexpectedImage';
  return null;
}

/** `2030-01-15T16:30` from a datetime-local input -> ISO with the Malaysian offset. */
export function malaysiaDateTime(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  return `${local}:00+08:00`;
}

/** The reverse, for showing a saved time in a datetime-local input (Malaysia time). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const my = new Date(date.getTime() + 8 * 3_600_000);
  return my.toISOString().slice(0, 16);
}
