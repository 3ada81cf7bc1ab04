import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

const MAX_ADDRESSES = 5;
// enough recent mail orders to find five different addresses for almost everyone, without reading them all
const ORDERS_READ = 50;

interface MailingAddress {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  postcode: string;
  city: string;
  state: string;
}

const keyOf = (a: MailingAddress) =>
  [a.name, a.phone, a.line1, a.line2, a.postcode, a.city, a.state].map((v) => v.trim().toLowerCase()).join('|');

/** The addresses of the customer's recent mail orders (not deleted ones), newest first, each once. */
export async function savedMailingAddresses(db: Db, userId: number): Promise<MailingAddress[]> {
  const rows = await db
    .select({ address: orders.mailingAddress })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.orderType, 'mail'),
        isNotNull(orders.mailingAddress),
        isNull(orders.deletedAt),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_READ);
  const seen = new Set<string>();
  const list: MailingAddress[] = [];
  for (const { address } of rows) {
    if (!address) continue;
    const a: MailingAddress = {
      name: address.name ?? '',
      phone: address.phone ?? '',
      line1: address.line1 ?? '',
      line2: address.line2 ?? '',
      postcode: address.postcode ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
    };
    const key = keyOf(a);
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(a);
    if (list.length === MAX_ADDRESSES) break;
  }
  return list;
}
