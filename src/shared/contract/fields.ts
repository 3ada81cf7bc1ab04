import { z } from 'zod';
import { normaliseMalaysianMobile } from '../lib/phone';

/** A Malaysian mobile number in any common written form, normalised to E.164. */
export const malaysianMobile = z.string().transform((value, ctx) => {
  const e164 = normaliseMalaysianMobile(value);
  if (!e164) {
    ctx.addIssue({ code: 'custom', message: 'phoneFormat' });
    return z.NEVER;
  }
  return e164;
});

export const otpCode = z.string().regex(/^\d{6}$/, 'otpFormat');
/** Database row ids are 32-bit integers; larger numbers are refused as invalid input, not stored. */
export const MAX_DB_INT = 2_147_483_647;
export const companyId = z.number().int().positive().max(MAX_DB_INT);
export const id = z.number().int().positive().max(MAX_DB_INT);
export const sen = z.number().int().nonnegative();
export const pageRequest = {
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

export const roles = ['customer', 'sales', 'technician', 'manager', 'company'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
