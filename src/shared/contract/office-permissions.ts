import type { Role } from './fields';

const managers = ['manager', 'company'] as const;

/**
 * The back office's rows of the shared matrix (decision 018; PERMISSIONS spreads them in). Store
 * managers and the company enter it; a manager sees and changes their own store's workshop,
 * people, orders, refunds and numbers (checked per call), the company every store's. What no
 * store owns is the company's to change: the catalogue (managers read it), new stores, public
 * holidays, releases and Home's content. The audit log shows a manager their store's changes and the
 * catalogue's, the company everything. Mail orders' refunds stay reviewMailRefunds (company).
 */
export const OFFICE_PERMISSIONS = {
  officeEnter: managers,
  officeCatalogueView: managers,
  officeCatalogueEdit: ['company'],
  /** What a place holds: a manager their own store's, the company any place's. */
  officeStockEdit: managers,
  officeAuditView: managers,
  officeWorkshopView: managers,
  officeWorkshopEdit: managers,
  /** A new store: the company only (staff join it through People). */
  officeWorkshopAdd: ['company'],
  officeHolidayEdit: ['company'],
  officePeopleView: managers,
  officePeopleEdit: managers,
  officeReleasePublish: ['company'],
  officeOrdersView: managers,
  officeRefundReview: managers,
  officeDashboardView: managers,
  officeContentEdit: ['company'],
  officeReceiptsView: managers,
  officeEinvoiceView: ['company'],
  officeTaxEdit: ['company'],
  officePartRequestsHandle: ['company'],
  /** The data requests log names customers of every store (docs/product.md#data-requests-log). */
  officeDataRequestsView: ['company'],
} as const satisfies Record<string, readonly Role[]>;
