import type { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import { categoryList, vehicleSpecList } from '../../src/shared/contract/catalog';
import type { ProductCategory } from '../../src/shared/contract/catalog';
import { seedImageUrl } from '../content/content.routes';
import { categories, vehicleSpecs } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { mountCall } from '../http/mount-call';
import { pick } from '../i18n/language';

export function mountCatalogRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, categoryList, async (_payload, ctx) => {
    const rows = await ctx.db.select().from(categories).orderBy(asc(categories.sort));
    return rows.map((r) => ({
      id: r.id,
      code: r.code as ProductCategory,
      name: pick(r.name, ctx.lang),
      iconUrl: seedImageUrl(r.icon),
      sort: r.sort,
    }));
  });

  mountCall(app, deps, vehicleSpecList, async (_payload, ctx) => {
    const rows = await ctx.db
      .select({
        id: vehicleSpecs.id,
        make: vehicleSpecs.make,
        model: vehicleSpecs.model,
        yearFrom: vehicleSpecs.yearFrom,
        yearTo: vehicleSpecs.yearTo,
        variant: vehicleSpecs.variant,
        engine: vehicleSpecs.engine,
        transmission: vehicleSpecs.transmission,
        bodyType: vehicleSpecs.bodyType,
      })
      .from(vehicleSpecs)
      .orderBy(asc(vehicleSpecs.make), asc(vehicleSpecs.model), asc(vehicleSpecs.yearFrom), asc(vehicleSpecs.variant));
    return rows;
  });
}
