import type { Hono } from 'hono';
import { storeOverview } from '../../../src/shared/contract/staff';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { storeOverview as overviewOf } from './overview.service';

/** The manager desk's overview of the stores. */
export function mountOverviewRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, storeOverview, (_payload, ctx) => overviewOf(ctx.db, ctx.user, ctx.now));
}
