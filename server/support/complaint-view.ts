import type { Complaint } from '../../src/shared/contract/support';
import type { complaints } from '../db/schema';
import type { MediaConfig } from '../uploads/media-url';
import { mediaUrls } from '../uploads/uploads.service';

export type ComplaintRow = typeof complaints.$inferSelect;

/** A complaint as the contract shows it, to its customer and to the store's staff alike. */
export const toComplaint = (media: MediaConfig, row: ComplaintRow, orderNo: string, now: Date): Complaint => ({
  id: row.id,
  complaintNo: row.complaintNo,
  orderId: row.orderId,
  orderNo,
  content: row.content,
  screenshots: mediaUrls(media, row.screenshots, now),
  status: row.status,
  processingResult: row.processingResult,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
