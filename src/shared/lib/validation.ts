import { normaliseMalaysianMobile } from './phone';
import { normalisePlate } from './plate';

/** Error keys of docs/product.md#validation; each maps to one translated message in validation-messages.ts. */
export type ValidationError =
  | 'passwordRule'
  | 'passwordMismatch'
  | 'emailFormat'
  | 'phoneFormat'
  | 'agreementRequired'
  | 'codeNotSent'
  | 'otpFormat'
  | 'plateRequired'
  | 'plateFormat'
  | 'postcodeFormat'
  | 'nameRequired';

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;

/** Long passphrases are welcome (OWASP ASVS 5.0 asks for at least 64). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * At least 8 characters mixing at least two of letters, digits and symbols, where a space counts as
 * a symbol, so a passphrase of words passes (docs/product.md#password). The server also refuses common passwords.
 */
export function passwordMeetsRule(password: string): boolean {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return false;
  const kinds = [/\p{L}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((re) => re.test(password)).length;
  return kinds >= 2;
}

/** Checks a new password and, when given, its confirmation. */
export function validatePassword(password: string, confirmation?: string): ValidationError | null {
  if (confirmation !== undefined && password !== confirmation) return 'passwordMismatch';
  return passwordMeetsRule(password) ? null : 'passwordRule';
}

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateEmail(email: string): ValidationError | null {
  return emailPattern.test(email.trim()) ? null : 'emailFormat';
}

/** A Malaysian mobile number in any usual written form. */
export function validatePhone(phone: string): ValidationError | null {
  return normaliseMalaysianMobile(phone) ? null : 'phoneFormat';
}

/** A car plate: empty and malformed get their own messages, the same on every screen. */
export function validatePlate(plate: string): ValidationError | null {
  if (plate.trim() === '') return 'plateRequired';
  return normalisePlate(plate) ? null : 'plateFormat';
}

/** A Malaysian postcode: five digits. */
export function validatePostcode(postcode: string): ValidationError | null {
  return /^\d{5}$/.test(postcode.trim()) ? null : 'postcodeFormat';
}

export function validateOtp(code: string): ValidationError | null {
  return /^\d{6}$/.test(code) ? null : 'otpFormat';
}

export function validateAgreement(ticked: boolean): ValidationError | null {
  return ticked ? null : 'agreementRequired';
}

/** Phone login (docs/product.md#login-checks): phone, then agreement, then a code was requested, then its 6 digits. */
export function validatePhoneLogin(input: {
  phone: string;
  code: string;
  agreed: boolean;
  codeRequested: boolean;
}): ValidationError | null {
  return (
    validatePhone(input.phone) ??
    validateAgreement(input.agreed) ??
    (input.codeRequested ? null : 'codeNotSent') ??
    validateOtp(input.code)
  );
}
