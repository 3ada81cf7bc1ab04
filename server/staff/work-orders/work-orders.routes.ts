import type { Hono } from 'hono';
import type { OrderStatus } from '../../../src/shared/contract/orders';
import {
  workOrderAccept,
  workOrderDeliver,
  workOrderDispatch,
  workOrderFind,
  workOrderGroupPhoto,
  workOrderHandover,
  workOrderNote,
  workOrderPage,
  workOrderProgress,
  workOrderReject,
  workOrderReturn,
  workOrderRework,
  workOrderSignoff,
  workOrderTabsCall,
  type WorkOrderStatus,
} from '../../../src/shared/contract/staff';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { toComplaint } from '../../support/complaint-view';
import { requireAction } from '../permissions';
import * as lifecycle from './lifecycle';
import * as steps from './steps';
import { signoffView, workOrderList, workOrderTabs } from './work-order-lists';
import { workOrderDetail } from './work-order-view';

const stepResult = (r: { id: number; status: WorkOrderStatus; orderStatus: OrderStatus }) => ({
  id: r.id,
  status: r.status,
  orderStatus: r.orderStatus,
});

/** The work order calls: the desk's lists and detail, and each step of its life cycle. */
export function mountWorkOrderRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, workOrderTabsCall, ({ storeId }, ctx) => workOrderTabs(ctx.db, ctx.user, storeId));

  mountCall(app, deps, workOrderPage, (q, ctx) => workOrderList(ctx.db, ctx.user, q, ctx.lang));

  mountCall(app, deps, workOrderFind, async ({ id }, ctx) => {
    const me = requireAction(ctx.user, 'viewWork');
    const wo = await lifecycle.loadWorkOrder(ctx.db, me, id);
    return workOrderDetail(ctx.db, deps.config, me, wo, ctx.lang, ctx.now, (row, orderNo) =>
      toComplaint(deps.config, row, orderNo, ctx.now),
    );
  });

  mountCall(app, deps, workOrderDispatch, async (input, ctx) =>
    stepResult(await lifecycle.dispatch(ctx.db, ctx.user, input, ctx.now)),
  );
  mountCall(app, deps, workOrderAccept, async ({ id }, ctx) =>
    stepResult(await lifecycle.accept(ctx.db, ctx.user, id, ctx.now)),
  );
  mountCall(app, deps, workOrderReject, async ({ id, reason }, ctx) =>
    stepResult(await lifecycle.reject(ctx.db, ctx.user, id, reason, ctx.now)),
  );
  mountCall(app, deps, workOrderHandover, async (input, ctx) =>
    stepResult(await steps.handover(ctx.db, ctx.user, input, ctx.now)),
  );
  mountCall(app, deps, workOrderGroupPhoto, async ({ id, photo }, ctx) =>
    stepResult(await steps.groupPhoto(ctx.db, ctx.user, id, photo, ctx.now)),
  );
  mountCall(app, deps, workOrderProgress, async (input, ctx) =>
    stepResult(await steps.progress(ctx.db, ctx.user, input, ctx.now)),
  );
  mountCall(app, deps, workOrderSignoff, async (input, ctx) => {
    const { rows, allSigned } = await steps.signoff(ctx.db, ctx.user, input, ctx.now);
    return { id: input.id, allSigned, signoffs: signoffView(deps.config, rows, ctx.lang, ctx.now) };
  });
  mountCall(app, deps, workOrderReturn, async (input, ctx) =>
    stepResult(await steps.returnPhotos(ctx.db, ctx.user, input, ctx.now)),
  );
  mountCall(app, deps, workOrderDeliver, async ({ id }, ctx) =>
    stepResult(await lifecycle.deliver(ctx.db, ctx.user, id, ctx.now)),
  );
  mountCall(app, deps, workOrderNote, (input, ctx) => lifecycle.note(ctx.db, ctx.user, input, ctx.now));
  mountCall(app, deps, workOrderRework, async (input, ctx) => {
    const result = await lifecycle.rework(ctx.db, ctx.user, input, ctx.now);
    return { ...stepResult(result), reworkId: result.reworkId };
  });
}
