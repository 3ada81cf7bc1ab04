import type { Hono } from 'hono';
import { officeDashboardSummary } from '../../../src/shared/contract/office-dashboard';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { dashboard } from './dashboard.service';

/** The back office's dashboard. */
export function mountOfficeDashboardRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, officeDashboardSummary, (q, ctx) => dashboard(ctx.db, ctx.user, q, ctx.lang, ctx.now));
}
