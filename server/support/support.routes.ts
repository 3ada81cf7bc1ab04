import type { Hono } from 'hono';
import { and, asc, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import {
  complaintAdd,
  complaintPage,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  feedbackAdd,
  robotAsk,
} from '../../src/shared/contract/support';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import type { Db } from '../db/client';
import { complaints, dictionary, feedback, orders, type Localized } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { toComplaint as toComplaintView, type ComplaintRow } from './complaint-view';
import { pick } from '../i18n/language';
import { translate } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';
import { requireOwnUploads } from '../uploads/uploads.service';
import { bestEntry, topicName } from './robot';

const orderThing = { en: 'Order', ms: 'Pesanan', zh: '订单' };
/** Any constant: serialises complaint numbering across processes (pg_advisory_xact_lock). */
const COMPLAINT_NUMBER_LOCK = 60_601;

function userId(user: { id: number } | null): number {
  if (!user) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  return user.id;
}

/** 'CP' + Malaysia date + the day's sequence: CP202601150001. */
async function nextComplaintNo(db: Db, now: Date): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(${COMPLAINT_NUMBER_LOCK})`);
  const { year, month, day } = malaysiaParts(now);
  const prefix = `CP${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaints)
    .where(like(complaints.complaintNo, `${prefix}%`));
  return `${prefix}${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

const complaintReceived = (complaintNo: string, orderNo: string): { title: Localized; content: Localized } => ({
  title: { en: 'Complaint received', ms: 'Aduan diterima', zh: '投诉已受理' },
  content: {
    en: `We have received your complaint ${complaintNo} about order ${orderNo}. Our team will look into it and get back to you.`,
    ms: `Kami telah menerima aduan anda ${complaintNo} berkenaan pesanan ${orderNo}. Pasukan kami akan menyiasatnya dan menghubungi anda.`,
    zh: `我们已收到您关于订单 ${orderNo} 的投诉 ${complaintNo}，我们的团队会尽快处理并回复您。`,
  },
});

export function mountSupportRoutes(app: Hono, deps: ServerDeps) {
  const toComplaint = (row: ComplaintRow, orderNo: string, now: Date) =>
    toComplaintView(deps.config, row, orderNo, now);

  // ---- complaints -------------------------------------------------------------------------

  mountCall(app, deps, complaintAdd, async ({ orderId, content, screenshots }, ctx) => {
    const uid = userId(ctx.user);
    const [order] = await ctx.db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, uid), isNull(orders.deletedAt)))
      .limit(1);
    if (!order) throw notFound(orderThing);
    const ids = [...new Set(screenshots)];
    await requireOwnUploads(ctx.db, uid, ids, 'complaint');
    const complaintNo = await nextComplaintNo(ctx.db, ctx.now);
    const [row] = await ctx.db
      .insert(complaints)
      .values({
        complaintNo,
        userId: uid,
        orderId,
        content,
        screenshots: ids,
        status: 'pending',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!row) throw new AppError(ResultCode.internal, 'internal');
    await notify(ctx.db, uid, {
      kind: 'complaint',
      ...complaintReceived(complaintNo, order.orderNo),
      refType: 'complaint',
      refId: row.id,
    });
    return toComplaint(row, order.orderNo, ctx.now);
  });

  mountCall(app, deps, complaintPage, async ({ pageNo, pageSize, orderId, status }, ctx) => {
    const uid = userId(ctx.user);
    const where = and(
      eq(complaints.userId, uid),
      orderId === undefined ? undefined : eq(complaints.orderId, orderId),
      status === undefined ? undefined : eq(complaints.status, status),
    );
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(complaints)
      .where(where);
    const rows = await ctx.db
      .select({ complaint: complaints, orderNo: orders.orderNo })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return {
      list: rows.map(({ complaint, orderNo }) => toComplaint(complaint, orderNo, ctx.now)),
      total: count?.n ?? 0,
      pageNo,
      pageSize,
    };
  });

  // ---- feedback ---------------------------------------------------------------------------

  mountCall(app, deps, feedbackAdd, async ({ type, content, images }, ctx) => {
    const uid = userId(ctx.user);
    const ids = [...new Set(images)];
    // spec §5: the limit follows the interface language on purpose (5 in English, 3 in Malay and Chinese)
    const max = FEEDBACK_MAX_IMAGES[ctx.lang];
    if (ids.length > max) throw new AppError(ResultCode.validation, 'tooManyImages', { max });
    const rows = await requireOwnUploads(ctx.db, uid, ids, 'feedback');
    if (rows.some((row) => row.sourceBytes > FEEDBACK_MAX_IMAGE_BYTES)) {
      throw new AppError(ResultCode.validation, 'imageTooLarge', { limit: '5 MB' });
    }
    const [row] = await ctx.db
      .insert(feedback)
      .values({ userId: uid, type, content, images: ids, language: ctx.lang, createdAt: ctx.now })
      .returning({ id: feedback.id });
    if (!row) throw new AppError(ResultCode.internal, 'internal');
    return { id: row.id };
  });

  // ---- help robot -------------------------------------------------------------------------

  mountCall(app, deps, robotAsk, async ({ question }, ctx) => {
    const entries = await ctx.db
      .select({ labelName: dictionary.labelName, content: dictionary.content })
      .from(dictionary)
      .where(and(eq(dictionary.companyId, 1), eq(dictionary.dictionaryId, 'ROBOT')))
      .orderBy(asc(dictionary.sort), asc(dictionary.id));
    const topics = entries.map((entry) => topicName(entry, ctx.lang));
    const best = bestEntry(question, entries);
    if (best) return { answer: pick(best.content, ctx.lang), matched: true, topics };
    return { answer: translate('robotFallback', ctx.lang, { topics: topics.join(', ') }), matched: false, topics };
  });
}
