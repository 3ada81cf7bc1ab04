import { eq } from 'drizzle-orm';
import type { TaxSettings, taxSettingsPayload } from '../../../src/shared/contract/office-documents';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { companyTaxSettings } from '../../db/schema';
import { companyComplete, readCompany, type CompanyRow } from '../../receipts/company';
import { requireAction } from '../../staff/permissions';
import { recordAudit } from '../audit';

type TaxSettingsInput = z.output<typeof taxSettingsPayload>;

/** The settings as the office reads them: the MyInvois secret only as "kept" or not. */
export function taxSettingsView(c: CompanyRow): TaxSettings {
  return {
    companyName: c.companyName,
    brn: c.brn,
    tin: c.tin,
    sstNo: c.sstNo,
    msicCode: c.msicCode,
    addressLines: c.addressLines,
    city: c.city,
    postcode: c.postcode,
    stateCode: c.stateCode,
    phone: c.phone,
    email: c.email,
    myinvoisClientId: c.myinvoisClientId,
    myinvoisSecretSet: c.myinvoisClientSecret !== '',
    myinvoisEnvironment: c.myinvoisEnvironment,
    complete: companyComplete(c),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function taxSettings(db: Db, user: SessionUser | null): Promise<TaxSettings> {
  requireAction(user, 'officeTaxEdit');
  return taxSettingsView(await readCompany(db));
}

/** Saves the company's tax identity; the audit log names every changed field, the secret only as changed. */
export async function saveTaxSettings(db: Db, user: SessionUser | null, input: TaxSettingsInput, now: Date) {
  const me = requireAction(user, 'officeTaxEdit');
  const before = await readCompany(db);
  const next = {
    companyName: input.companyName,
    brn: input.brn,
    tin: input.tin,
    sstNo: input.sstNo === '' ? null : input.sstNo.toUpperCase(),
    msicCode: input.msicCode,
    addressLines: [input.addressLine1, input.addressLine2].filter((l) => l !== ''),
    city: input.city,
    postcode: input.postcode,
    stateCode: input.stateCode,
    phone: input.phone,
    email: input.email,
    myinvoisClientId: input.myinvoisClientId,
    myinvoisClientSecret: input.myinvoisClientSecret === '' ? before.myinvoisClientSecret : input.myinvoisClientSecret,
    myinvoisEnvironment: input.myinvoisEnvironment,
  };
  const shown = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === null ? '' : String(v));
  const changes = (Object.keys(next) as (keyof typeof next)[])
    .filter((k) => shown(before[k]) !== shown(next[k]))
    .map((k) =>
      k === 'myinvoisClientSecret'
        ? { field: k, before: before[k] ? '(set)' : '', after: '(changed)' }
        : { field: k, before: shown(before[k]), after: shown(next[k]) },
    );
  const [saved] = await db
    .update(companyTaxSettings)
    .set({ ...next, updatedBy: me.id, updatedAt: now })
    .where(eq(companyTaxSettings.id, 1))
    .returning();
  if (changes.length > 0)
    await recordAudit(db, me, { action: 'taxSettingsUpdate', subject: next.companyName, storeId: null, changes });
  return taxSettingsView(saved ?? before);
}
