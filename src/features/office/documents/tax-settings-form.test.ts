import { describe, expect, it } from 'vitest';
import type { TaxSettings } from '@/shared/contract/office-documents';
import {
  firstTaxError,
  missingTaxFields,
  taxFormErrors,
  taxFormOf,
  taxPayload,
  type TaxForm,
} from './tax-settings-form';

const kept: TaxSettings = {
  companyName: 'Roda Auto Sdn. Bhd.',
  brn: '202001234567',
  tin: 'C25845632020',
  sstNo: null,
  msicCode: '45300',
  addressLines: ['12 Jalan Cheras', 'Taman Connaught'],
  city: 'Kuala Lumpur',
  postcode: '56000',
  stateCode: '14',
  phone: '+60312345678',
  email: 'tax@roda.my',
  myinvoisClientId: 'client-1',
  myinvoisSecretSet: true,
  myinvoisEnvironment: 'preprod',
  complete: true,
  updatedAt: '2026-03-01T00:00:00.000Z',
};

const valid = (): TaxForm => taxFormOf(kept);

describe('the tax settings form', () => {
  it('starts from what is kept, the secret never prefilled and the SST number empty when not registered', () => {
    const form = valid();
    expect(form.myinvoisClientSecret).toBe('');
    expect(form.sstNo).toBe('');
    expect(form.addressLine1).toBe('12 Jalan Cheras');
    expect(form.addressLine2).toBe('Taman Connaught');
    expect(taxFormErrors(form)).toEqual({});
  });

  it('sends identifiers compacted and text trimmed; an empty secret keeps the kept one', () => {
    const result = taxPayload({
      ...valid(),
      brn: '2020-0123 4567',
      tin: 'c 2584 5632 020',
      postcode: ' 56 000 ',
      sstNo: ' w10-1808-32000123 ',
      companyName: '  Roda Auto Sdn. Bhd. ',
    });
    expect(result).toEqual({
      payload: expect.objectContaining({
        brn: '202001234567',
        tin: 'C25845632020',
        postcode: '56000',
        sstNo: 'W10-1808-32000123',
        companyName: 'Roda Auto Sdn. Bhd.',
        myinvoisClientSecret: '',
        addressLine2: 'Taman Connaught',
      }),
    });
  });

  it('says what is wrong with each field, as the server would', () => {
    const errors = taxFormErrors({
      ...valid(),
      companyName: ' ',
      brn: '12345',
      tin: 'X123',
      sstNo: 'A;B;C',
      msicCode: '',
      addressLine1: '',
      city: 'x'.repeat(51),
      postcode: '5600',
      stateCode: '17',
      phone: '',
      email: 'tax@roda',
    });
    expect(errors).toEqual({
      companyName: 'required',
      brn: 'brnFormat',
      tin: 'tinFormat',
      sstNo: 'sstFormat',
      msicCode: 'msicRequired',
      addressLine1: 'required',
      city: 'tooLong',
      postcode: 'postcodeFormat',
      stateCode: 'stateRequired',
      phone: 'required',
      email: 'emailFormat',
    });
    expect(firstTaxError(errors)).toBe('companyName');
    expect('errors' in taxPayload({ ...valid(), email: '' })).toBe(true);
  });

  it('takes up to two SST numbers separated by a semicolon', () => {
    expect(taxFormErrors({ ...valid(), sstNo: 'W10-1808-32000123;B16-1809-22000456' })).toEqual({});
    expect(taxFormErrors({ ...valid(), sstNo: 'W10 1808' })).toEqual({ sstNo: 'sstFormat' });
  });

  it('focuses the first wrong field in the form’s order', () => {
    expect(firstTaxError(taxFormErrors({ ...valid(), email: 'no', postcode: '1' }))).toBe('postcode');
  });

  it('names what the kept settings still lack for e-invoices, as the server counts it', () => {
    expect(missingTaxFields(kept)).toEqual([]);
    expect(
      missingTaxFields({
        ...kept,
        tin: ' ',
        addressLines: ['', 'Taman Connaught'],
        myinvoisClientId: '',
        myinvoisSecretSet: false,
      }),
    ).toEqual(['tin', 'myinvoisClientId', 'myinvoisClientSecret']);
    expect(missingTaxFields({ ...kept, addressLines: [], sstNo: null })).toEqual(['addressLine1']);
  });
});
