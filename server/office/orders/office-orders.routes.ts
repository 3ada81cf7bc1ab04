import type { Hono } from 'hono';
import { ResultCode } from '../../../src/shared/contract/codes';
import { HeaderName } from '../../../src/shared/contract/headers';
import {
  officeOrderFilter,
  officeOrderFind,
  officeOrderPage,
  officeRefundReview,
  ORDER_EXPORT_PATH,
} from '../../../src/shared/contract/office-orders';
import { findSession } from '../../auth/session.service';
import type { ServerDeps } from '../../http/context';
import { sendEnvelope } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { mountCall } from '../../http/mount-call';
import { computeSignatureNode, verifySignature } from '../../http/request-signature';
import { describeIssue } from '../../http/validation-message';
import { langFromHeader } from '../../i18n/language';
import { requireAction } from '../../staff/permissions';
import { orderCsvStream } from './order-export';
import { officeOrderFind as findOrder, officeOrderPage as orderPage } from './office-orders.service';
import { officeReviewRefund } from './office-refunds.service';

/** The back office's orders and refunds (issue 18). */
export function mountOfficeOrderRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, officeOrderPage, (q, ctx) => orderPage(ctx.db, ctx.user, q, ctx.now));
  mountCall(app, deps, officeOrderFind, (q, ctx) => findOrder(ctx.db, ctx.user, q.id, ctx.lang, ctx.now));
  mountCall(app, deps, officeRefundReview, (input, ctx) =>
    // the money goes back once this decision is committed, never from inside it
    officeReviewRefund(ctx.db, ctx.user, input, ctx.now, () => ctx.afterCommit(() => deps.refunds.sendDue())),
  );
  mountOrderExport(app, deps);
}

/** The orders of a search as CSV. Signed like every call; not a JSON call, so not in `allCalls`. */
function mountOrderExport(app: Hono, deps: ServerDeps) {
  const { db } = deps.database;
  app.post(ORDER_EXPORT_PATH, async (c) => {
    const now = new Date();
    const lang = langFromHeader(c.req.header(HeaderName.language));
    const raw = await c.req.text();
    const userKey = c.req.header(HeaderName.userKey) ?? '';
    const session = userKey ? await findSession(db, userKey, now) : null;
    if (!session) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
    const key = c.req.header(HeaderName.idempotencyKey) ?? '';
    await verifySignature(c.req.header(HeaderName.signature) ?? '', now, false, (t, version) =>
      computeSignatureNode(session.secret, t, ORDER_EXPORT_PATH, raw, key, version),
    );
    const me = requireAction(session.user, 'officeOrdersView');
    let body: unknown;
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      throw new AppError(ResultCode.validation, 'notAnObject');
    }
    const parsed = officeOrderFilter.safeParse(body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      return sendEnvelope(c, {
        code: ResultCode.validation,
        data: 'FAIL',
        msg: first ? describeIssue(first, lang) : '',
      });
    }
    const day = now.toISOString().slice(0, 10);
    return c.body(orderCsvStream(db, me, parsed.data, now), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="roda-orders-${day}.csv"`,
      'cache-control': 'no-store',
    });
  });
}
