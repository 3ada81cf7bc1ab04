/*
 * The audit log's actions (docs/product.md#audit-log), each in the one back-office section it
 * belongs to: the log is filtered by section, and the server reads a section as its actions. The
 * one list of action names (`auditActions` is derived from it). Written without zod, so the office's
 * search parameters read it as they read any list.
 */
export const auditSections = {
  catalogue: ['productCreate', 'productUpdate', 'productImport'],
  stock: ['stockSet', 'stockTransfer', 'stockImport'],
  refunds: ['refundApprove', 'refundReject'],
  people: ['personApprove', 'personRefuse', 'personUpdate', 'personDeactivate'],
  workshops: [
    'workshopCreate',
    'workshopDetailsUpdate',
    'workshopUpdate',
    'closureAdd',
    'closureRemove',
    'holidayAdd',
    'holidayRemove',
  ],
  content: [
    'bannerCreate',
    'bannerUpdate',
    'dictionaryCreate',
    'dictionaryUpdate',
    'dictionaryRemove',
    'dictionaryMove',
  ],
  documents: ['taxSettingsUpdate', 'einvoiceRetry', 'einvoiceConsolidate', 'receiptResend'],
  releases: ['releasePublish'],
} as const;

export type AuditSection = keyof typeof auditSections;
export type AuditAction = (typeof auditSections)[AuditSection][number];

export const auditSectionList = Object.keys(auditSections) as [AuditSection, ...AuditSection[]];

/** Every action, section by section. */
export const auditActions = Object.values(auditSections).flat() as [AuditAction, ...AuditAction[]];
