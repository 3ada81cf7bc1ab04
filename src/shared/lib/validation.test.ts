import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages';
import {
  passwordMeetsRule,
  validateEmail,
  validateOtp,
  validatePassword,
  validatePhone,
  validatePhoneLogin,
  validatePlate,
  validatePostcode,
} from './validation';

describe('password rule', () => {
  it('needs at least 8 characters', () => {
    expect(passwordMeetsRule('abc1234')).toBe(false);
    expect(passwordMeetsRule('abcd1234')).toBe(true);
  });
  it('needs two of letters, digits and symbols', () => {
    expect(passwordMeetsRule('abcdefgh')).toBe(false);
    expect(passwordMeetsRule('12345678')).toBe(false);
    expect(passwordMeetsRule('!@#$%^&*')).toBe(false);
    expect(passwordMeetsRule('1234567!')).toBe(true);
    expect(passwordMeetsRule('abcdefg!')).toBe(true);
  });
  it('counts a space as a symbol, so a passphrase of words passes', () => {
    expect(passwordMeetsRule('correct horse battery staple')).toBe(true);
    expect(passwordMeetsRule('kereta saya merah')).toBe(true);
  });
  it('takes passphrases up to 128 characters', () => {
    expect(passwordMeetsRule(`${'word '.repeat(25)}end`)).toBe(true);
    expect(passwordMeetsRule(`a1${'x'.repeat(127)}`)).toBe(false);
  });
  it('reports a mismatch and a weak password with different keys', () => {
    expect(validatePassword('abcd1234', 'abcd1235')).toBe('passwordMismatch');
    expect(validatePassword('abcdefgh', 'abcdefgh')).toBe('passwordRule');
    expect(validatePassword('abcd1234', 'abcd1234')).toBeNull();
  });
});

describe('email, phone and OTP', () => {
  it('checks the email format', () => {
    expect(validateEmail('ali@example.com.my')).toBeNull();
    expect(validateEmail('ali@example')).toBe('emailFormat');
    expect(validateEmail('ali example.com')).toBe('emailFormat');
  });
  it('accepts Malaysian mobile numbers in the usual forms', () => {
    for (const phone of ['012-345 6789', '+60123456789', '60 11 2345 6789', '123456789']) {
      expect(validatePhone(phone)).toBeNull();
    }
    expect(validatePhone('03-1234 5678')).toBe('phoneFormat');
    expect(validatePhone('12345')).toBe('phoneFormat');
  });
  it('wants exactly 6 digits for the OTP', () => {
    expect(validateOtp('123456')).toBeNull();
    expect(validateOtp('12345')).toBe('otpFormat');
    expect(validateOtp('12345a')).toBe('otpFormat');
  });
});

describe('phone login', () => {
  const ok = { phone: '0123456789', code: '123456', agreed: true, codeRequested: true };
  it('passes a complete form', () => {
    expect(validatePhoneLogin(ok)).toBeNull();
  });
  it('checks phone, agreement, code request and OTP in that order', () => {
    expect(validatePhoneLogin({ ...ok, phone: '1', agreed: false })).toBe('phoneFormat');
    expect(validatePhoneLogin({ ...ok, agreed: false, codeRequested: false })).toBe('agreementRequired');
    expect(validatePhoneLogin({ ...ok, codeRequested: false })).toBe('codeNotSent');
    expect(validatePhoneLogin({ ...ok, code: '12' })).toBe('otpFormat');
  });
  it('has a message for every key', () => {
    expect(Object.keys(validationMessages)).toHaveLength(11);
  });

  it('tells an empty plate from a malformed one, and checks postcodes', () => {
    expect(validatePlate('')).toBe('plateRequired');
    expect(validatePlate('ABC')).toBe('plateFormat');
    expect(validatePlate('wxy 1234')).toBeNull();
    expect(validatePostcode('5')).toBe('postcodeFormat');
    expect(validatePostcode('50450')).toBeNull();
  });
});
