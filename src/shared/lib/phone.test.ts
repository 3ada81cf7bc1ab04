import { describe, expect, it } from 'vitest';
import { formatMalaysianPhone, normaliseMalaysianPhone, phoneHref } from './phone';

describe('formatMalaysianPhone', () => {
  it('writes a Klang Valley landline with its 8 digits in two fours', () => {
    expect(formatMalaysianPhone('+60391017735')).toBe('03-9101 7735');
    expect(formatMalaysianPhone('60378801426')).toBe('03-7880 1426');
  });

  it('writes the other Peninsular landlines (04 to 07, 09) as 0X-XXX XXXX', () => {
    expect(formatMalaysianPhone('+6042261234')).toBe('04-226 1234');
    expect(formatMalaysianPhone('+6055541234')).toBe('05-554 1234');
    expect(formatMalaysianPhone('+6072331234')).toBe('07-233 1234');
    expect(formatMalaysianPhone('+6097471234')).toBe('09-747 1234');
  });

  it('writes Sabah and Sarawak landlines with their three-digit area code', () => {
    expect(formatMalaysianPhone('+6082412345')).toBe('082-412 345');
    expect(formatMalaysianPhone('+6088234567')).toBe('088-234 567');
  });

  it('writes mobiles as 01X-XXX XXXX, and 011 (8 digits after the prefix) as 011-XXXX XXXX', () => {
    expect(formatMalaysianPhone('+60123456789')).toBe('012-345 6789');
    expect(formatMalaysianPhone('+60171234567')).toBe('017-123 4567');
    expect(formatMalaysianPhone('+601112345678')).toBe('011-1234 5678');
    expect(formatMalaysianPhone('+60151234 5678')).toBe('015-1234 5678');
  });

  it('takes a number already in the local form, with or without spaces and dashes', () => {
    expect(formatMalaysianPhone('0391017735')).toBe('03-9101 7735');
    expect(formatMalaysianPhone('03-9101 7735')).toBe('03-9101 7735');
    expect(formatMalaysianPhone('012-345 6789')).toBe('012-345 6789');
    expect(formatMalaysianPhone('(082) 412345')).toBe('082-412 345');
    expect(formatMalaysianPhone('123456789')).toBe('012-345 6789');
  });

  it('writes toll-free numbers the way they are advertised', () => {
    expect(formatMalaysianPhone('1300881234')).toBe('1300-88-1234');
    expect(formatMalaysianPhone('1800881234')).toBe('1-800-88-1234');
  });

  it('leaves a foreign or malformed number as it was given', () => {
    expect(formatMalaysianPhone('+6561234567')).toBe('+6561234567');
    expect(formatMalaysianPhone('+60 3 12')).toBe('+60 3 12');
    expect(formatMalaysianPhone('call us')).toBe('call us');
    expect(formatMalaysianPhone('')).toBe('');
  });

  it('shows the mobiles the screens keep in E.164', () => {
    expect(formatMalaysianPhone('+601112345678')).toBe('011-1234 5678');
    expect(formatMalaysianPhone('+60123456789')).toBe('012-345 6789');
  });
});

describe('phone links', () => {
  it('dials a Malaysian number in its international form, whatever form it was written in', () => {
    expect(phoneHref('+60391017735')).toBe('tel:+60391017735');
    expect(phoneHref('03-9101 7735')).toBe('tel:+60391017735');
    expect(phoneHref('011-1234 5678')).toBe('tel:+601112345678');
    expect(phoneHref('1300-88-1234')).toBe('tel:1300881234');
  });

  it('dials any other number by its digits', () => {
    expect(phoneHref('+6561234567')).toBe('tel:+6561234567');
    expect(phoneHref('+65 6123 4567')).toBe('tel:+6561234567');
    expect(phoneHref('+60391017735')).toBe('tel:+60391017735');
  });
});

describe('normaliseMalaysianPhone', () => {
  it('keeps landlines and mobiles in E.164 and 1300/1800 lines as their digits', () => {
    expect(normaliseMalaysianPhone('03-7880 1426')).toBe('+60378801426');
    expect(normaliseMalaysianPhone('(082) 412345')).toBe('+6082412345');
    expect(normaliseMalaysianPhone('+60 12-345 6789')).toBe('+60123456789');
    expect(normaliseMalaysianPhone('1300-88-1234')).toBe('1300881234');
  });

  it('refuses a foreign, short or lettered number', () => {
    expect(normaliseMalaysianPhone('+6561234567')).toBeNull();
    expect(normaliseMalaysianPhone('03-12')).toBeNull();
    expect(normaliseMalaysianPhone('call us')).toBeNull();
    expect(normaliseMalaysianPhone('03-7880 14266')).toBeNull();
  });
});
