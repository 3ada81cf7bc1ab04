import { describe, expect, it } from 'vitest';
import { validateRegister, type RegisterFields } from './register-form';

const ok: RegisterFields = {
  name: 'Ravi',
  phone: '0122000009',
  company: 'Roda Auto',
  storeId: 1,
  role: 'technician',
  password: 'Roda2026!',
  confirmPassword: 'Roda2026!',
  code: '123456',
  codeRequested: true,
  agreed: true,
};

describe('staff sign-up validation', () => {
  it('accepts a complete form', () => expect(validateRegister(ok)).toBeNull());
  it('names the first problem', () => {
    expect(validateRegister({ ...ok, name: ' ' })).toBe('nameRequired');
    expect(validateRegister({ ...ok, phone: '123' })).toBe('phoneFormat');
    expect(validateRegister({ ...ok, storeId: null })).toBe('storeRequired');
    expect(validateRegister({ ...ok, confirmPassword: 'Roda2026?' })).toBe('passwordMismatch');
    expect(validateRegister({ ...ok, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe('passwordRule');
    expect(validateRegister({ ...ok, code: '', codeRequested: false })).toBe('codeNotSent');
    expect(validateRegister({ ...ok, code: '12' })).toBe('otpFormat');
    expect(validateRegister({ ...ok, agreed: false })).toBe('agreementRequired');
  });
});
