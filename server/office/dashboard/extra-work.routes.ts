import type { Hono } from 'hono';
import { officeExtraWorkSummary } from '../../../src/shared/contract/office-extra-work';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { extraWorkSummary } from './extra-work-figures';

/** The office's figures of extra work found on cars, beside the dashboard. */
export function mountOfficeExtraWorkRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, officeExtraWorkSummary, (q, ctx) => extraWorkSummary(ctx.db, ctx.user, q, ctx.now));
}
