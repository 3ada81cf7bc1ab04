import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EInvoiceState } from '@/shared/contract/documents';

/** The e-invoice's state in the customer's words. */
export const einvoiceStateLabels: Record<EInvoiceState, MessageDescriptor> = {
  waiting: msg`Waiting to be sent`,
  submitted: msg`Sent to LHDN`,
  valid: msg`Validated by LHDN`,
  invalid: msg`Refused by LHDN — our team is fixing it`,
  cancelled: msg`Cancelled`,
};
