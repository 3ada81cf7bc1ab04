import type { Hono } from 'hono';
import { orderExtraWorkDecide, orderExtraWorkFind } from '../../../src/shared/contract/orders';
import { workOrderFindingAdd, workOrderPhoneDecision } from '../../../src/shared/contract/staff';
import type { ServerDeps } from '../../http/context';
import { callerId } from '../../http/errors';
import { mountCall } from '../../http/mount-call';
import { customerDecide, phoneDecide } from './decisions.service';
import { customerExtraWork, extraWorkOf } from './extra-work-view';
import { recordFinding } from './findings.service';

/**
 * Extra work found on the car: the technician's findings and a manager's phone decisions (staff),
 * the customer's view and decisions (the order's own customer). Paying a charge: payments.routes.ts.
 */
export function mountExtraWorkRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, workOrderFindingAdd, async (input, ctx) => {
    const { workOrder, findingId } = await recordFinding(ctx.db, ctx.user, input, ctx.now);
    const extraWork = await extraWorkOf(ctx.db, deps.config, workOrder, ctx.lang, ctx.now);
    return { id: workOrder.id, findingId, extraWork };
  });
  mountCall(app, deps, workOrderPhoneDecision, async (input, ctx) => {
    const workOrder = await phoneDecide(ctx.db, ctx.user, input, ctx.now);
    return { id: workOrder.id, extraWork: await extraWorkOf(ctx.db, deps.config, workOrder, ctx.lang, ctx.now) };
  });
  mountCall(app, deps, orderExtraWorkFind, ({ orderId }, ctx) =>
    customerExtraWork(ctx.db, deps.config, callerId(ctx.user), orderId, ctx.lang, ctx.now),
  );
  mountCall(app, deps, orderExtraWorkDecide, async (input, ctx) => {
    const workOrder = await customerDecide(ctx.db, callerId(ctx.user), input, ctx.now);
    return extraWorkOf(ctx.db, deps.config, workOrder, ctx.lang, ctx.now);
  });
}
