import type { Hono } from 'hono';
import { staffDayPlan, storeOverview, storeRatings } from '../../../src/shared/contract/staff';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { dayPlan } from './day-plan.service';
import { storeOverview as overviewOf } from './overview.service';
import { storeRatings as ratingsOf } from './ratings.service';

/** The manager desk's overview of the stores, their ratings, and a workshop's day. */
export function mountOverviewRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, storeOverview, (_payload, ctx) => overviewOf(ctx.db, ctx.user, ctx.now));
  mountCall(app, deps, storeRatings, (_payload, ctx) => ratingsOf(ctx.db, ctx.user));
  mountCall(app, deps, staffDayPlan, (q, ctx) => dayPlan(ctx.db, ctx.user, q, ctx.lang, ctx.now));
}
