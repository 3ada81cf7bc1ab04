import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { users, workOrders } from '../../db/schema';
import { text } from '../../i18n/text-catalogue';
import { requireAction, requireStore, storeScope } from '../permissions';
import { OPEN_STATUSES } from '../work-orders/work-order-state';

type MemberRole = 'sales' | 'technician' | 'manager';

/** The active staff of the caller's store (the company: of every store), with their open work. */
export async function staffMembers(
  db: Db,
  user: SessionUser | null,
  q: { storeId?: number | undefined; role?: MemberRole | undefined },
) {
  const me = requireAction(user, 'listStaff');
  if (q.storeId !== undefined) requireStore(me, q.storeId, text('thingStore'));
  const store = q.storeId ?? storeScope(me);
  const rows = await db
    .select({ id: users.id, name: users.name, phone: users.phone, role: users.role, storeId: users.storeId })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        inArray(users.role, q.role ? [q.role] : ['sales', 'technician', 'manager']),
        store === null ? isNotNull(users.storeId) : eq(users.storeId, store),
      ),
    )
    .orderBy(asc(users.name));
  const ids = rows.map((r) => r.id);
  const open =
    ids.length > 0
      ? await db
          .select({ technicianId: workOrders.technicianId, salesId: workOrders.salesId })
          .from(workOrders)
          .where(inArray(workOrders.status, [...OPEN_STATUSES]))
      : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    role: r.role as MemberRole,
    storeId: r.storeId ?? 0,
    openWork: open.filter((w) => w.technicianId === r.id || w.salesId === r.id).length,
  }));
}
