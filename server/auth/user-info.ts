import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../src/shared/contract/user';
import type { Db } from '../db/client';
import { stores, users } from '../db/schema';

/** The user as the app sees it (docs/product.md#profile), with the store for staff. */
export async function loadUserInfo(db: Db, userId: number): Promise<UserInfo | null> {
  const [row] = await db
    .select({ user: users, storeName: stores.name, storeAddress: stores.address })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user } = row;
  return {
    id: user.id,
    phone: user.phone,
    name: user.name,
    email: user.email,
    avatarUrl: user.avatarUrl,
    role: user.role,
    storeId: user.storeId,
    storeName: row.storeName,
    storeAddress: row.storeAddress,
    introduction: user.introduction,
  };
}
