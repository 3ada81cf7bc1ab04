import { and, asc, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import {
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  type complaintStatuses,
  type feedbackTypes,
} from '../../src/shared/contract/support';
import { malaysiaParts } from '../../src/shared/lib/appointment';
import type { Db } from '../db/client';
import { runPrepared } from '../db/prepared';
import { complaints, dictionary, orders } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { pick, type Lang } from '../i18n/language';
import { localize, text, translate } from '../i18n/text-catalogue';
import { notify } from '../inbox/notify';
import type { MediaConfig } from '../uploads/media-url';
import { requireOwnUploads } from '../uploads/uploads.service';
import { toComplaint } from './complaint-view';
import { bestEntry, topicName } from './robot';

type ComplaintStatus = (typeof complaintStatuses)[number];
type FeedbackType = (typeof feedbackTypes)[number];

/** Any constant: serialises complaint numbering across processes (pg_advisory_xact_lock). */
const COMPLAINT_NUMBER_LOCK = 60_601;

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

/** The customer complains about one of their orders; the complaint gets its number and an inbox note. */
export async function addComplaint(
  db: Db,
  media: MediaConfig,
  uid: number,
  { orderId, content, screenshots }: { orderId: number; content: string; screenshots: string[] },
  now: Date,
) {
  const [order] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, uid), isNull(orders.deletedAt)))
    .limit(1);
  if (!order) throw notFound(text('thingOrder'));
  const ids = [...new Set(screenshots)];
  await requireOwnUploads(db, uid, ids, 'complaint');
  const complaintNo = await nextComplaintNo(db, now);
  const [row] = await db
    .insert(complaints)
    .values({
      complaintNo,
      userId: uid,
      orderId,
      content,
      screenshots: ids,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new AppError(ResultCode.internal, 'internal');
  await notify(db, uid, {
    kind: 'complaint',
    title: localize('inboxComplaintReceivedTitle'),
    content: localize('inboxComplaintReceivedBody', { complaintNo, orderNo: order.orderNo }),
    refType: 'complaint',
    refId: row.id,
  });
  return toComplaint(media, row, order.orderNo, now);
}

/** One page of the customer's complaints, newest first. */
export async function complaintPage(
  db: Db,
  media: MediaConfig,
  uid: number,
  {
    pageNo,
    pageSize,
    orderId,
    status,
  }: { pageNo: number; pageSize: number; orderId?: number | undefined; status?: ComplaintStatus | undefined },
  now: Date,
) {
  const where = and(
    eq(complaints.userId, uid),
    orderId === undefined ? undefined : eq(complaints.orderId, orderId),
    status === undefined ? undefined : eq(complaints.status, status),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaints)
    .where(where);
  const rows = await db
    .select({ complaint: complaints, orderNo: orders.orderNo })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map(({ complaint, orderNo }) => toComplaint(media, complaint, orderNo, now)),
    total: count?.n ?? 0,
    pageNo,
    pageSize,
  };
}

/** Stores the customer's feedback with its images (as many as the interface language allows). */
export async function addFeedback(
  db: Db,
  uid: number,
  { type, content, images }: { type: FeedbackType; content: string; images: string[] },
  lang: Lang,
  now: Date,
) {
  const ids = [...new Set(images)];
  // the limit follows the interface language on purpose (5 in English, 3 in Malay and Chinese):
  // docs/product.md#feedback-rules
  const max = FEEDBACK_MAX_IMAGES[lang];
  if (ids.length > max) throw new AppError(ResultCode.validation, 'tooManyImages', { max });
  const rows = await requireOwnUploads(db, uid, ids, 'feedback');
  if (rows.some((row) => row.sourceBytes > FEEDBACK_MAX_IMAGE_BYTES)) {
    throw new AppError(ResultCode.validation, 'imageTooLarge', { limit: '5 MB' });
  }
  // a prepared statement: it runs in the call's transaction on every feedback (decision 016 part 2)
  const [row] = await runPrepared<{ id: number }>(
    db,
    'feedback_add',
    `insert into feedback (user_id, type, content, images, language, created_at)
     values ($1, $2, $3, $4::jsonb, $5, $6) returning id`,
    [uid, type, content, JSON.stringify(ids), lang, now.toISOString()],
  );
  if (!row) throw new AppError(ResultCode.internal, 'internal');
  return { id: row.id };
}

/** The help robot's answer: the best-matching entry of the ROBOT dictionary, or the topics it knows. */
export async function askRobot(db: Db, question: string, lang: Lang) {
  const entries = await db
    .select({ labelName: dictionary.labelName, content: dictionary.content })
    .from(dictionary)
    .where(and(eq(dictionary.companyId, 1), eq(dictionary.dictionaryId, 'ROBOT')))
    .orderBy(asc(dictionary.sort), asc(dictionary.id));
  const topics = entries.map((entry) => topicName(entry, lang));
  const best = bestEntry(question, entries);
  if (best) return { answer: pick(best.content, lang), matched: true, topics };
  return { answer: translate('robotFallback', lang, { topics: topics.join(', ') }), matched: false, topics };
}
