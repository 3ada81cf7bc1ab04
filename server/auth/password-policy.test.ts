import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from './password-policy';

describe('guessable passwords (OWASP ASVS 5.0 §6.2)', () => {
  it('refuses common and breached passwords, whatever their case, spaces and endings', () => {
    for (const weak of ['Password1', 'qwerty123', 'abc 1234', 'P@ssw0rd', 'Sunshine88!', 'iloveyou1', 'Malaysia2026']) {
      expect(isGuessablePassword(weak), weak).toBe(true);
    }
  });
  it('refuses passwords of fewer than four different characters', () => {
    expect(isGuessablePassword('aaaaaaa1')).toBe(true);
    expect(isGuessablePassword('abababab12')).toBe(true);
  });
  it("refuses the product's name and the person's own details with a little around them", () => {
    expect(isGuessablePassword('Roda2026!')).toBe(true);
    expect(isGuessablePassword('60123456789a', ['60123456789'])).toBe(true);
    expect(isGuessablePassword('Aisyah@2026', ['Aisyah Rahman', 'aisyah'])).toBe(true);
  });
  it('accepts passphrases and passwords that are not on the list', () => {
    for (const fine of [
      'correct horse battery staple',
      'Kedai2026!',
      'kereta saya merah jambu',
      'Tyre-Change-At-9am',
      'roda is the app I use for my car',
    ]) {
      expect(isGuessablePassword(fine, ['60123456789', 'Aisyah Rahman']), fine).toBe(false);
    }
  });
});
