import type { ValidationError } from '@/shared/lib/validation';
import { validatePassword, validatePhone } from '@/shared/lib/validation';

export type RegisterProblem = ValidationError | 'nameRequired' | 'companyRequired' | 'storeRequired' | 'roleRequired';

export interface RegisterFields {
  name: string;
  phone: string;
  company: string;
  storeId: number | null;
  role: string;
  password: string;
  confirmPassword: string;
  code: string;
  codeRequested: boolean;
  agreed: boolean;
}

/** The first problem of the sign-up form, in the order the fields appear (docs/product.md#registration). */
export function validateRegister(f: RegisterFields): RegisterProblem | null {
  if (!f.name.trim()) return 'nameRequired';
  const phone = validatePhone(f.phone);
  if (phone) return phone;
  if (!f.company.trim()) return 'companyRequired';
  if (f.storeId === null) return 'storeRequired';
  if (!f.role) return 'roleRequired';
  const password = validatePassword(f.password, f.confirmPassword);
  if (password) return password;
  if (!f.codeRequested && !f.code) return 'codeNotSent';
  if (!/^\d{6}$/.test(f.code)) return 'otpFormat';
  if (!f.agreed) return 'agreementRequired';
  return null;
}
