import type { Hono } from 'hono';
import { staffComplaintPage, staffComplaintUpdate } from '../../../src/shared/contract/staff';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { staffComplaintPage as complaintPage, updateComplaint } from './complaints.service';

/** The staff's follow-up of customer complaints. */
export function mountStaffComplaintRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, staffComplaintPage, (q, ctx) => complaintPage(ctx.db, deps.config, ctx.user, q, ctx.now));
  mountCall(app, deps, staffComplaintUpdate, (input, ctx) =>
    updateComplaint(ctx.db, deps.config, ctx.user, input, ctx.now),
  );
}
