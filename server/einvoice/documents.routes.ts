import type { Hono } from 'hono';
import { z } from 'zod';
import { einvoiceRequest, orderDocuments, RECEIPT_PDF_PATH } from '../../src/shared/contract/documents';
import { id } from '../../src/shared/contract/fields';
import type { ServerDeps } from '../http/context';
import { mountCall } from '../http/mount-call';
import { jsonBody, mountSignedRawRoute } from '../http/signed-raw-route';
import { callerId } from '../http/errors';
import { renderReceiptPdf } from '../receipts/receipt-pdf';
import { orderDocuments as documentsOf, requestEinvoice } from './customer.service';
import { readableReceipt } from './receipt-access';

/** The customer's documents: the order's receipts and e-invoice, a request for one, the PDF. */
export function mountDocumentRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, orderDocuments, (q, ctx) => documentsOf(ctx.db, callerId(ctx.user), q.orderId, ctx.now));
  mountCall(app, deps, einvoiceRequest, (input, ctx) => requestEinvoice(ctx.db, callerId(ctx.user), input, ctx.now));
  mountSignedRawRoute(app, deps, {
    path: RECEIPT_PDF_PATH,
    mutating: false,
    permit: (user) => user,
    body: jsonBody(z.object({ id, lang: z.enum(['en', 'ms']).optional() })),
    answer: async ({ c, caller, input, lang }) => {
      const { snapshot } = await readableReceipt(deps.database.db, caller, input.id);
      // receipts are in English or Malay; a Chinese reader gets English
      const pdf = await renderReceiptPdf(snapshot, input.lang ?? (lang === 'ms' ? 'ms' : 'en'));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="roda-${snapshot.number}.pdf"`,
        'cache-control': 'private, no-store',
      });
    },
  });
}
