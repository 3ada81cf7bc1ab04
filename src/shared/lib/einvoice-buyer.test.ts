import { describe, expect, it } from 'vitest';
import { MALAYSIAN_STATE_CODES } from '@/shared/contract/einvoice-formats';
import {
  einvoiceFormErrors,
  einvoicePayload,
  emptyEInvoiceForm,
  firstInvalidField,
  malaysianStates,
  type EInvoiceForm,
} from './einvoice-buyer';

const person = (): EInvoiceForm => ({
  ...emptyEInvoiceForm({ name: ' Aisyah Rahman ', email: 'aisyah@example.my' }),
  idValue: '880101-14-5678',
  addressLine: '12 Jalan Cheras',
  city: 'Kuala Lumpur',
  postcode: '56000',
  stateCode: '14',
});

describe('the buyer’s details of an e-invoice', () => {
  it('lists LHDN’s 16 states by code', () => {
    expect(malaysianStates.map((s) => s.code)).toEqual([...MALAYSIAN_STATE_CODES]);
  });

  it('takes a person with MyKad and no TIN, compacted and trimmed', () => {
    expect(einvoicePayload(7, person())).toEqual({
      payload: {
        orderId: 7,
        tin: '',
        idType: 'NRIC',
        idValue: '880101145678',
        name: 'Aisyah Rahman',
        email: 'aisyah@example.my',
        addressLine: '12 Jalan Cheras',
        city: 'Kuala Lumpur',
        postcode: '56000',
        stateCode: '14',
      },
    });
  });

  it('asks a company for its SSM number and its TIN', () => {
    const company = { ...person(), idType: 'BRN' as const, idValue: 'SA0123456-X' };
    expect(einvoiceFormErrors(company)).toEqual({ idValue: 'brnFormat', tin: 'tinRequired' });
    expect(einvoiceFormErrors({ ...company, idValue: '202001234567', tin: 'c2584 5632020' })).toEqual({});
  });

  it('says what is wrong with each field in the form’s order', () => {
    const errors = einvoiceFormErrors({
      ...person(),
      name: 'A',
      idValue: '',
      tin: 'X1',
      email: 'nope',
      addressLine: 'ab',
      city: '',
      postcode: '123',
      stateCode: '',
    });
    expect(errors).toEqual({
      name: 'nameRequired',
      idValue: 'idRequired',
      tin: 'tinFormat',
      email: 'emailFormat',
      addressLine: 'addressRequired',
      city: 'cityRequired',
      postcode: 'postcodeFormat',
      stateCode: 'stateRequired',
    });
    expect(firstInvalidField(errors)).toBe('name');
    expect(firstInvalidField(einvoiceFormErrors({ ...person(), postcode: '1' }))).toBe('postcode');
  });
});
