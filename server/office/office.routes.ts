import type { Hono } from 'hono';
import { ResultCode } from '../../src/shared/contract/codes';
import { HeaderName } from '../../src/shared/contract/headers';
import {
  officeAuditPage,
  officeProductFind,
  officeProductImport,
  officeProductPage,
  officeProductSave,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_EXPORT_PATH,
} from '../../src/shared/contract/office';
import { findSession } from '../auth/session.service';
import { bodyTooLarge, requestBodyLimit } from '../http/body-limit';
import type { ServerDeps } from '../http/context';
import { AppError } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { computeSignatureNode, verifySignature } from '../http/request-signature';
import { requireAction } from '../staff/permissions';
import { auditPage } from './audit';
import { productCsvStream } from './export.service';
import { importProducts } from './import.service';
import { mountOfficeContentRoutes } from './content/content.routes';
import { mountOfficeDashboardRoutes } from './dashboard/dashboard.routes';
import { mountOfficeOrderRoutes } from './orders/office-orders.routes';
import { mountOfficePaymentRoutes } from './payments/payments.routes';
import { findProduct, productPage, saveProduct } from './products.service';
import { mountPeopleRoutes } from './people/people.routes';
import type { AdoptionRecorder } from './releases/adoption-recorder';
import { mountReleaseRoutes } from './releases/releases.routes';
import { mountWorkshopRoutes } from './workshops/workshops.routes';

/**
 * The CSV import, with its own body limit (8 MB; every other call keeps 1 MB): app.ts mounts it
 * before the JSON limit, as it does the upload call.
 */
export function mountOfficeImportRoute(app: Hono, deps: ServerDeps) {
  app.use(officeProductImport.path, requestBodyLimit(PRODUCT_CSV_MAX_BYTES, bodyTooLarge('8 MB')));
  mountCall(app, deps, officeProductImport, (payload, ctx) => importProducts(ctx.db, ctx.user, ctx.lang, payload));
}

/** The back office's calls (issue 18): catalogue, CSV export, audit log. */
export function mountOfficeRoutes(app: Hono, deps: ServerDeps, adoption: AdoptionRecorder) {
  mountCall(app, deps, officeProductPage, (payload, ctx) => productPage(ctx.db, ctx.user, payload, ctx.lang));
  mountCall(app, deps, officeProductFind, (payload, ctx) => findProduct(ctx.db, ctx.user, payload.id));
  mountCall(app, deps, officeProductSave, (payload, ctx) => saveProduct(ctx.db, ctx.user, payload.id, payload.product));
  mountCall(app, deps, officeAuditPage, (payload, ctx) => auditPage(ctx.db, ctx.user, payload));
  mountProductExport(app, deps);
  mountWorkshopRoutes(app, deps);
  mountPeopleRoutes(app, deps);
  mountReleaseRoutes(app, deps, adoption);
  mountOfficeOrderRoutes(app, deps);
  mountOfficePaymentRoutes(app, deps);
  mountOfficeDashboardRoutes(app, deps);
  mountOfficeContentRoutes(app, deps);
}

/** Every product as CSV (export.service.ts). Signed like every call; not a JSON call, so not in `allCalls`. */
function mountProductExport(app: Hono, deps: ServerDeps) {
  const { db } = deps.database;
  app.post(PRODUCT_EXPORT_PATH, async (c) => {
    const now = new Date();
    const raw = await c.req.text();
    const userKey = c.req.header(HeaderName.userKey) ?? '';
    const session = userKey ? await findSession(db, userKey, now) : null;
    if (!session) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
    const key = c.req.header(HeaderName.idempotencyKey) ?? '';
    await verifySignature(c.req.header(HeaderName.signature) ?? '', now, false, (t, version) =>
      computeSignatureNode(session.secret, t, PRODUCT_EXPORT_PATH, raw, key, version),
    );
    requireAction(session.user, 'officeCatalogueView');
    const body = productCsvStream(db);
    const day = now.toISOString().slice(0, 10);
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="roda-products-${day}.csv"`,
      'cache-control': 'no-store',
    });
  });
}
