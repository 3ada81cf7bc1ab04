import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EInvoiceKind, EInvoiceState } from '@/shared/contract/documents';
import type { msicActivities } from '@/shared/contract/office-documents';
import { malaysiaDateOf } from '@/shared/lib/malaysia-time';

/* The tax documents' words for the codes the server keeps: e-invoice states and kinds, MSIC codes, LHDN's errors. */

export const einvoiceStateLabels: Record<EInvoiceState, MessageDescriptor> = {
  waiting: msg`Waiting`,
  submitted: msg`Sent`,
  valid: msg`Valid`,
  invalid: msg`Refused`,
  cancelled: msg`Cancelled`,
};

/** The states in the order a document moves through them, for the filter. */
export const einvoiceStateList = Object.keys(einvoiceStateLabels) as EInvoiceState[];

export const einvoiceKindLabels: Record<EInvoiceKind, MessageDescriptor> = {
  invoice: msg`Customer’s e-invoice`,
  consolidated: msg`Monthly consolidated`,
  refundNote: msg`Refund note`,
};

export const einvoiceKindList = Object.keys(einvoiceKindLabels) as EInvoiceKind[];

/** Only a document LHDN refused, or one not sent yet, can be sent again (the server's rule too). */
export const canSendAgain = (state: EInvoiceState) => state === 'invalid' || state === 'waiting';

export const receiptKindLabels: Record<'receipt' | 'refund', MessageDescriptor> = {
  receipt: msg`Receipt`,
  refund: msg`Refund document`,
};

export type MsicCode = keyof typeof msicActivities;

/**
 * LHDN's names of the three activities, as the contract's msicActivities has them (typed against
 * it, so a changed code or name fails the build); written here because that module carries zod.
 */
export const msicNames: typeof msicActivities = {
  '45201': 'Maintenance and repair of motor vehicles',
  '45205': 'Installation of parts and accessories not as part of the manufacturing process',
  '45300':
    'Wholesale and retail sale of all kinds of parts, components, supplies, tools and accessories for motor vehicles',
};

export const msicCodeList = Object.keys(msicNames) as MsicCode[];

/** Why the last try did not reach LHDN, in words; `settings` when the fix is in the tax settings. */
export function lastErrorText(
  lastError: string,
  i18n: I18n,
): { text: string; settings: boolean; detail: string | null } {
  if (lastError === 'settingsIncomplete')
    return {
      text: i18n._(msg`Company tax settings are incomplete — fill them in under Tax settings`),
      settings: true,
      detail: null,
    };
  // LHDN unreachable, refused a cancellation, or anything else the job met: it tries again by itself
  return {
    text: i18n._(msg`The last try did not reach LHDN; it is tried again by itself`),
    settings: false,
    detail: lastError,
  };
}

/** 'YYYY-MM-DD' of the last day a month's consolidated e-invoice may be sent, from the server's deadline instant. */
export function dueDayOf(dueBy: string): string {
  // the deadline is the first moment after the seventh day: its last day is the one before, in Malaysia
  return malaysiaDateOf(new Date(Date.parse(dueBy) - 1));
}

/** Whether a month (YYYY-MM) has ended in Malaysia, so its consolidated e-invoice may be built. */
export const monthEnded = (month: string, now: Date) => month < malaysiaDateOf(now).slice(0, 7);
