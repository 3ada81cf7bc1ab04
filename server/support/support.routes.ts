import type { Hono } from 'hono';
import { complaintAdd, complaintPage, feedbackAdd, robotAsk } from '../../src/shared/contract/support';
import type { ServerDeps } from '../http/context';
import { callerId } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { addComplaint, addFeedback, askRobot, complaintPage as pageOfComplaints } from './support.service';

export function mountSupportRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, complaintAdd, (input, ctx) =>
    addComplaint(ctx.db, deps.config, callerId(ctx.user), input, ctx.now),
  );
  mountCall(app, deps, complaintPage, (query, ctx) =>
    pageOfComplaints(ctx.db, deps.config, callerId(ctx.user), query, ctx.now),
  );
  mountCall(app, deps, feedbackAdd, (input, ctx) => addFeedback(ctx.db, callerId(ctx.user), input, ctx.lang, ctx.now));
  mountCall(app, deps, robotAsk, ({ question }, ctx) => askRobot(ctx.db, question, ctx.lang));
}
