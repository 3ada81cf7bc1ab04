import type { Hono } from 'hono';
import {
  carSizes,
  categoryList,
  productChangeList,
  productFind,
  productIndex,
  productPage,
  userClueAdd,
  vehicleSpecList,
} from '../../src/shared/contract/catalog';
import type { ServerDeps } from '../http/context';
import { mountCall } from '../http/mount-call';
import {
  addClue,
  carSizesOf,
  categoryList as listCategories,
  createCatalogService,
  vehicleSpecList as listVehicleSpecs,
} from './catalog.service';

export function mountCatalogRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, categoryList, (_payload, ctx) => listCategories(ctx.db, ctx.lang));
  mountCall(app, deps, vehicleSpecList, (_payload, ctx) => listVehicleSpecs(ctx.db));

  const catalog = createCatalogService(deps.database.writeCount);
  mountCall(app, deps, productIndex, (input, ctx) => catalog.productIndex(ctx.db, input, ctx.lang));
  mountCall(app, deps, productPage, (input, ctx) => catalog.productPage(ctx.db, input, ctx.lang));
  mountCall(app, deps, productFind, (input, ctx) => catalog.productFind(ctx.db, input, ctx.lang));
  mountCall(app, deps, productChangeList, (input, ctx) => catalog.productChangeList(ctx.db, input, ctx.lang));

  mountCall(app, deps, carSizes, (ref, ctx) => carSizesOf(ctx.db, ref));
  mountCall(app, deps, userClueAdd, (input, ctx) =>
    // anyone may leave a lead without logging in: a few an hour from one address
    addClue(ctx.db, input, deps.config.rateLimits.leadsPerAddress, ctx.ip, ctx.now),
  );
}
