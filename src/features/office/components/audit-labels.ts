import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditSection } from '@/shared/contract/audit-sections';

/** Each action of the audit log in words (every action has one: the record's type says so). */
export const actionLabels: Record<AuditAction, MessageDescriptor> = {
  productCreate: msg`Product added`,
  productUpdate: msg`Product changed`,
  productImport: msg`CSV import`,
  stockSet: msg`Stock counted`,
  stockTransfer: msg`Stock moved`,
  stockImport: msg`Stock counts imported`,
  workshopCreate: msg`Workshop added`,
  workshopDetailsUpdate: msg`Workshop details changed`,
  workshopUpdate: msg`Workshop hours changed`,
  closureAdd: msg`Store closed`,
  closureRemove: msg`Closure removed`,
  holidayAdd: msg`Public holiday added`,
  holidayRemove: msg`Public holiday removed`,
  personApprove: msg`Sign-up approved`,
  personRefuse: msg`Sign-up refused`,
  personUpdate: msg`Staff member changed`,
  personDeactivate: msg`Staff member deactivated`,
  releasePublish: msg`Release published`,
  refundApprove: msg`Refund approved`,
  refundReject: msg`Refund rejected`,
  bannerCreate: msg`Banner added`,
  bannerUpdate: msg`Banner changed`,
  taxSettingsUpdate: msg`Tax settings changed`,
  einvoiceRetry: msg`E-invoice sent again`,
  einvoiceConsolidate: msg`Month consolidated into an e-invoice`,
  receiptResend: msg`Receipt sent to the customer again`,
  dictionaryCreate: msg`Text added`,
  dictionaryUpdate: msg`Text changed`,
  dictionaryRemove: msg`Text removed`,
  dictionaryMove: msg`Text moved`,
};

/** The log's sections (the section filter), named as the office's navigation names them. */
export const sectionLabels: Record<AuditSection, MessageDescriptor> = {
  catalogue: msg`Products`,
  stock: msg`Stock`,
  refunds: msg`Refunds`,
  people: msg`People`,
  workshops: msg`Workshops and holidays`,
  content: msg`Content`,
  documents: msg`Receipts and tax documents`,
  releases: msg`Releases`,
};
