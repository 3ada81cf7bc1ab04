import type { Hono } from 'hono';
import type { ServerDeps } from '../http/context';
import { mountStaffAccountRoutes } from './accounts/accounts.routes';
import { mountStaffComplaintRoutes } from './complaints/complaints.routes';
import { mountExtraWorkRoutes } from './extra-work/extra-work.routes';
import { mountGoodsOrderRoutes } from './goods-orders/goods-orders.routes';
import { mountOverviewRoutes } from './overview/overview.routes';
import { mountStaffRefundRoutes } from './refunds/refunds.routes';
import { mountWorkOrderRoutes } from './work-orders/work-orders.routes';

/** The staff side's calls, one folder per area as in the contract (src/shared/contract/staff). */
export function mountStaffRoutes(app: Hono, deps: ServerDeps) {
  mountStaffAccountRoutes(app, deps);
  mountWorkOrderRoutes(app, deps);
  mountExtraWorkRoutes(app, deps);
  mountStaffComplaintRoutes(app, deps);
  mountStaffRefundRoutes(app, deps);
  mountGoodsOrderRoutes(app, deps);
  mountOverviewRoutes(app, deps);
}
