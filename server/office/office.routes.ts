import type { Hono } from 'hono';
import { z } from 'zod';
import { officeAuditPage, officeAuditPeople } from '../../src/shared/contract/office-audit';
import {
  officeProductFind,
  officeProductImport,
  officeProductPage,
  officeProductSave,
  PRODUCT_EXPORT_PATH,
} from '../../src/shared/contract/office';
import {
  officeLowStock,
  officeProductStock,
  officeProductStockSave,
  officeStockImport,
  officeStockTransfer,
} from '../../src/shared/contract/office-stock';
import type { ServerDeps } from '../http/context';
import { mountCall } from '../http/mount-call';
import { jsonBody, mountSignedRawRoute } from '../http/signed-raw-route';
import { requireAction } from '../staff/permissions';
import { auditPage, auditPeople } from './audit';
import { csvDownloadHeaders, csvFileName } from './csv';
import { productCsvStream } from './export.service';
import { importProducts } from './import.service';
import { mountOfficeContentRoutes } from './content/content.routes';
import { mountOfficeDashboardRoutes } from './dashboard/dashboard.routes';
import { mountOfficeDocumentRoutes } from './documents/documents.routes';
import { mountOfficeExtraWorkRoutes } from './dashboard/extra-work.routes';
import { mountOfficeOrderRoutes } from './orders/office-orders.routes';
import { mountOfficePaymentRoutes } from './payments/payments.routes';
import { findProduct, productPage, saveProduct } from './products.service';
import { lowStock, productStockPlaces, saveProductStock, transferStock } from './stock.service';
import { importStock } from './stock-import.service';
import { mountPeopleRoutes } from './people/people.routes';
import type { AdoptionRecorder } from './releases/adoption-recorder';
import { mountPartRequestRoutes } from './part-requests/part-requests.routes';
import { mountReleaseRoutes } from './releases/releases.routes';
import { mountWorkshopRoutes } from './workshops/workshops.routes';

/** The back office's calls: catalogue, CSV import (its 8 MB body limit is the call's own) and export, audit log and its people. */
export function mountOfficeRoutes(app: Hono, deps: ServerDeps, adoption: AdoptionRecorder) {
  mountCall(app, deps, officeProductPage, (payload, ctx) => productPage(ctx.db, ctx.user, payload, ctx.lang));
  mountCall(app, deps, officeProductImport, (payload, ctx) => importProducts(ctx.db, ctx.user, ctx.lang, payload));
  mountCall(app, deps, officeProductFind, (payload, ctx) => findProduct(ctx.db, ctx.user, payload.id));
  mountCall(app, deps, officeProductSave, (payload, ctx) => saveProduct(ctx.db, ctx.user, payload.id, payload.product));
  mountCall(app, deps, officeProductStock, (payload, ctx) =>
    productStockPlaces(ctx.db, ctx.user, payload.productId, ctx.lang),
  );
  mountCall(app, deps, officeStockTransfer, (payload, ctx) => transferStock(ctx.db, ctx.user, payload, ctx.lang));
  mountCall(app, deps, officeStockImport, (payload, ctx) => importStock(ctx.db, ctx.user, ctx.lang, payload));
  mountCall(app, deps, officeLowStock, (payload, ctx) => lowStock(ctx.db, ctx.user, payload, ctx.lang));
  mountCall(app, deps, officeProductStockSave, (payload, ctx) => saveProductStock(ctx.db, ctx.user, payload));
  mountCall(app, deps, officeAuditPage, (payload, ctx) => auditPage(ctx.db, ctx.user, payload));
  mountCall(app, deps, officeAuditPeople, (_payload, ctx) => auditPeople(ctx.db, ctx.user));
  mountProductExport(app, deps);
  mountWorkshopRoutes(app, deps);
  mountPeopleRoutes(app, deps);
  mountReleaseRoutes(app, deps, adoption);
  mountPartRequestRoutes(app, deps);
  mountOfficeOrderRoutes(app, deps);
  mountOfficePaymentRoutes(app, deps);
  mountOfficeDocumentRoutes(app, deps);
  mountOfficeDashboardRoutes(app, deps);
  mountOfficeExtraWorkRoutes(app, deps);
  mountOfficeContentRoutes(app, deps);
}

/** Every product as CSV (export.service.ts), streamed: a signed raw route, not a JSON call, so not in `allCalls`. */
function mountProductExport(app: Hono, deps: ServerDeps) {
  mountSignedRawRoute(app, deps, {
    path: PRODUCT_EXPORT_PATH,
    mutating: false,
    permit: (user) => requireAction(user, 'officeCatalogueView'),
    body: jsonBody(z.object({})),
    answer: ({ c, now }) =>
      c.body(productCsvStream(deps.database.db), 200, csvDownloadHeaders(csvFileName('products', now))),
  });
}
