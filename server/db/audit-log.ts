import type { AuditEntry } from '../../src/shared/contract/office-audit';
import type { Db } from './client';
import { auditLog } from './schema';

/**
 * Records one change in the audit log (docs/product.md#audit-log) in the caller's transaction: it is
 * kept only if the change is. Here, below every area, so the staff desk's decisions (sign-ups,
 * refunds) are recorded as the office's are.
 */
export async function recordAudit(
  db: Db,
  actor: { id: number },
  entry: { action: AuditEntry['action']; subject: string; storeId: number | null; changes: AuditEntry['changes'] },
) {
  await db.insert(auditLog).values({ actorId: actor.id, ...entry });
}
