import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyTaxSettings } from '../db/schema';

export type CompanyRow = typeof companyTaxSettings.$inferSelect;

/** The company's tax identity (one row, made by migration 0015; the office fills it in). */
export async function readCompany(db: Db): Promise<CompanyRow> {
  const [row] = await db.select().from(companyTaxSettings).where(eq(companyTaxSettings.id, 1));
  if (row) return row;
  // a database migrated before the row existed: make it, once, whoever comes first
  await db.insert(companyTaxSettings).values({ id: 1 }).onConflictDoNothing();
  const [made] = await db.select().from(companyTaxSettings).where(eq(companyTaxSettings.id, 1));
  if (!made) throw new Error('company tax settings row missing');
  return made;
}

/** Every field an e-invoice needs is there (the MyInvois connection included). */
export function companyComplete(c: CompanyRow): boolean {
  return (
    [c.companyName, c.brn, c.tin, c.msicCode, c.city, c.postcode, c.stateCode, c.phone, c.email].every(
      (v) => v.trim() !== '',
    ) &&
    c.addressLines.some((l) => l.trim() !== '') &&
    c.myinvoisClientId !== '' &&
    c.myinvoisClientSecret !== ''
  );
}

/** Service tax is charged and shown only by a company registered for SST. */
export const sstRegistered = (c: CompanyRow) => c.sstNo !== null && c.sstNo.trim() !== '';
