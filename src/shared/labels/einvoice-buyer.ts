import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EInvoiceFormError } from '@/shared/lib/einvoice-buyer';
import { validationMessages } from '@/shared/lib/messages';

/** The buyer form's messages: the server's texts for the same rules (docs/architecture.md#validation). */
export const einvoiceFormMessages: Record<EInvoiceFormError, MessageDescriptor> = {
  nameRequired: msg`Enter the name to appear on the e-invoice`,
  nameTooLong: msg`The name can be at most 300 characters`,
  idRequired: msg`Enter the identification number`,
  nricFormat: msg`A MyKad number has 12 digits, e.g. 880101-14-5678`,
  brnFormat: msg`An SSM registration number has 12 digits, e.g. 202001234567`,
  tinFormat: msg`Enter the TIN as LHDN issued it, e.g. IG12345678910 or C25845632020`,
  tinRequired: msg`A company needs its TIN for an e-invoice`,
  emailFormat: validationMessages.emailFormat,
  addressRequired: msg`Enter the address`,
  addressTooLong: msg`The address can be at most 150 characters`,
  cityRequired: msg`Enter the city`,
  postcodeFormat: msg`A postcode has 5 digits`,
  stateRequired: msg`Choose the state`,
};
