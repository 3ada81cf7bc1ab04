import type { Hono } from 'hono';
import {
  officeEinvoiceConsolidate,
  officeEinvoiceMonths,
  officeEinvoicePage,
  officeEinvoiceRetry,
  officeReceiptFind,
  officeReceiptResend,
  officeTaxSettings,
  officeTaxSettingsSave,
} from '../../../src/shared/contract/office-documents';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { einvoicePage, retryEinvoice } from './einvoices.service';
import { consolidateNow, einvoiceMonths } from './months.service';
import { findReceipts, resendReceipt } from './receipts.service';
import { saveTaxSettings, taxSettings } from './tax-settings.service';

/** The back office's documents: tax settings, e-invoices and months, receipts found and sent again. */
export function mountOfficeDocumentRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, officeTaxSettings, (_q, ctx) => taxSettings(ctx.db, ctx.user));
  mountCall(app, deps, officeTaxSettingsSave, (input, ctx) => saveTaxSettings(ctx.db, ctx.user, input, ctx.now));
  mountCall(app, deps, officeEinvoicePage, (q, ctx) => einvoicePage(ctx.db, ctx.user, q));
  mountCall(app, deps, officeEinvoiceRetry, (input, ctx) => retryEinvoice(ctx.db, ctx.user, input, ctx.now));
  mountCall(app, deps, officeEinvoiceMonths, (_q, ctx) => einvoiceMonths(ctx.db, ctx.user));
  mountCall(app, deps, officeEinvoiceConsolidate, (q, ctx) => consolidateNow(ctx.db, ctx.user, q.month, ctx.now));
  mountCall(app, deps, officeReceiptFind, (q, ctx) => findReceipts(ctx.db, ctx.user, q.q));
  mountCall(app, deps, officeReceiptResend, (q, ctx) => resendReceipt(ctx.db, ctx.user, q.id));
}
