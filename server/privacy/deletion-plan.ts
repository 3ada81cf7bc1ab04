import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The person whose account is being deleted: their id and (still) their phone number. */
export interface DeletedPerson {
  id: number;
  phone: string;
}

/**
 * What deleting an account does to one table (docs/product.md#personal-data-deletion):
 * - `delete`: the person's rows go;
 * - `clear`: the rows stay (other records hang on them) without their personal text;
 * - `keep`: the rows stay as they are, for the reason given (tax documents, or only staff are named).
 */
export interface DeletionStep {
  table: string;
  how: 'delete' | 'clear' | 'keep';
  why: string;
  run?: (db: Db, person: DeletedPerson) => Promise<unknown>;
}

/** The pictures a customer sends themselves; the ones staff take of the car belong to the work order. */
export const DELETED_PURPOSES: ReadonlySet<string> = new Set(['avatar', 'feedback', 'complaint']);

const exec = (query: (p: DeletedPerson) => SQL) => (db: Db, p: DeletedPerson) => db.execute(query(p));
const ownOrders = (p: DeletedPerson) => sql`(select id from orders where user_id = ${p.id})`;
const ownWorkOrders = (p: DeletedPerson) => sql`(select id from work_orders where order_id in ${ownOrders(p)})`;
const STAFF_ONLY = 'names only staff (who did it); a customer is never named here';

/**
 * Every table that references a person, directly or through their orders, and the tables that hold
 * their phone number without a key, in the order they are changed (rows before the rows they
 * reference). deletion.test.ts walks the database's foreign keys and fails when a table is missing.
 */
export const DELETION_PLAN: readonly DeletionStep[] = [
  {
    table: 'sessions',
    how: 'delete',
    why: 'every session ends at once',
    run: exec((p) => sql`delete from sessions where user_id = ${p.id}`),
  },
  {
    table: 'push_subscriptions',
    how: 'delete',
    why: 'no notice may reach the device again',
    run: exec((p) => sql`delete from push_subscriptions where user_id = ${p.id}`),
  },
  {
    table: 'notification_deliveries',
    how: 'delete',
    why: 'notices not yet sent are not sent',
    run: exec(
      (p) =>
        sql`delete from notification_deliveries where user_id = ${p.id} or message_id in (select id from messages where user_id = ${p.id})`,
    ),
  },
  {
    table: 'messages',
    how: 'delete',
    why: 'the inbox is the person’s own',
    run: exec((p) => sql`delete from messages where user_id = ${p.id}`),
  },
  {
    table: 'notification_settings',
    how: 'delete',
    why: 'the person’s own setting',
    run: exec((p) => sql`delete from notification_settings where user_id = ${p.id}`),
  },
  {
    table: 'scheduled_notices',
    how: 'delete',
    why: 'reminders for the person, their cars and orders are not sent',
    run: exec(
      (p) =>
        sql`delete from scheduled_notices where user_id = ${p.id} or order_id in ${ownOrders(p)}
          or vehicle_id in (select id from vehicles where user_id = ${p.id})`,
    ),
  },
  {
    table: 'vehicles',
    how: 'delete',
    why: 'the garage (plates, mileage) is the person’s own',
    run: exec((p) => sql`delete from vehicles where user_id = ${p.id}`),
  },
  {
    table: 'cart_items',
    how: 'delete',
    why: 'the person’s own',
    run: exec((p) => sql`delete from cart_items where user_id = ${p.id}`),
  },
  {
    table: 'user_coupons',
    how: 'delete',
    why: 'unused coupons go; a used one stays with its kept order and holds no personal text',
    run: exec((p) => sql`delete from user_coupons where user_id = ${p.id} and used_order_id is null`),
  },
  {
    table: 'feedback',
    how: 'delete',
    why: 'the person’s own words and pictures',
    run: exec((p) => sql`delete from feedback where user_id = ${p.id}`),
  },
  {
    table: 'complaints',
    how: 'clear',
    why: 'the office keeps that a complaint was handled, not what the person wrote or sent',
    run: exec(
      (p) =>
        sql`update complaints set content = '', screenshots = '[]'::jsonb, processing_result = ''
          where user_id = ${p.id} or order_id in ${ownOrders(p)}`,
    ),
  },
  {
    table: 'order_ratings',
    how: 'clear',
    why: 'the stars stay in the workshop’s average; the comment goes',
    run: exec((p) => sql`update order_ratings set comment = '' where user_id = ${p.id}`),
  },
  {
    table: 'refunds',
    how: 'clear',
    why: 'the refund stays with its refund document; the reason and contact the person gave go',
    run: exec((p) => sql`update refunds set reason = '', contact = '', review_note = '' where user_id = ${p.id}`),
  },
  {
    table: 'orders',
    how: 'clear',
    why: 'receipts and e-invoices hang on the order, so it stays without name, phone, email, plate or address',
    run: exec(
      (p) =>
        sql`update orders set customer_name = '', customer_phone = '', customer_email = '', plate = '',
          mailing_address = null, collector_name = '', remarks = '', arrival_remarks = '', cancel_reason = null
          where user_id = ${p.id}`,
    ),
  },
  {
    table: 'order_events',
    how: 'clear',
    why: 'the history of states stays; notes (which may quote the person) go',
    run: exec((p) => sql`update order_events set note = '' where order_id in ${ownOrders(p)}`),
  },
  { table: 'order_items', how: 'keep', why: 'what was sold and for how much; no personal text' },
  { table: 'payments', how: 'keep', why: 'the money received, kept with the receipts for the tax years' },
  { table: 'gateway_refunds', how: 'keep', why: 'the money returned, kept with the refund documents' },
  { table: 'extra_charges', how: 'keep', why: 'extra work charged, kept with its receipt; no personal text' },
  {
    table: 'receipts',
    how: 'keep',
    why: 'tax document: kept as issued for the 7 years Malaysian tax law requires (docs/product.md#personal-data-deletion)',
  },
  {
    table: 'einvoices',
    how: 'keep',
    why: 'LHDN e-invoice: must carry the buyer as issued, kept for the 7 years tax law requires',
  },
  {
    table: 'work_orders',
    how: 'clear',
    why: 'the workshop’s record of the job stays; remarks and drafts (which may name the person) go',
    run: exec((p) => sql`update work_orders set remarks = '', draft = null where order_id in ${ownOrders(p)}`),
  },
  {
    table: 'vehicle_handovers',
    how: 'clear',
    why: 'the car’s condition stays as warranty evidence; the customer’s name and signature go',
    run: exec(
      (p) =>
        sql`update vehicle_handovers set customer_signer_name = null, customer_signature = null
          where work_order_id in ${ownWorkOrders(p)}`,
    ),
  },
  {
    table: 'work_order_signoffs',
    how: 'clear',
    why: 'the sign-off stays; the signer’s name and signature go',
    run: exec(
      (p) =>
        sql`update work_order_signoffs set signer_name = null, signature_image = null
          where work_order_id in ${ownWorkOrders(p)}`,
    ),
  },
  { table: 'findings', how: 'keep', why: 'the technician’s record of the car; no personal fields' },
  {
    table: 'finding_lines',
    how: 'clear',
    why: 'the decision on extra work stays; who decided and why, in their words, go',
    run: exec(
      (p) =>
        sql`update finding_lines set decided_person = '', decided_reason = ''
          where order_id in ${ownOrders(p)} or decided_by_id = ${p.id}`,
    ),
  },
  { table: 'reworks', how: 'keep', why: STAFF_ONLY },
  {
    table: 'uploads',
    how: 'delete',
    why: 'the avatar and the pictures the person sent with feedback and complaints (their files too, after the commit)',
    // rows only: deletion.service.ts reads their storage keys first and deletes the files after the commit
    run: exec(
      (p) => sql`delete from uploads where owner_id = ${p.id} and purpose in ('avatar', 'feedback', 'complaint')`,
    ),
  },
  {
    table: 'users',
    how: 'clear',
    why: 'the row stays (orders and documents point at it) as deleted, its phone freed for a new sign-up',
    run: exec(
      (p) =>
        sql`update users set phone = ${`deleted:${p.id}`}, name = '', email = '', avatar_url = '', company_name = '',
          introduction = '', password_hash = null, review_note = '', status = 'deleted', deleted_at = now()
          where id = ${p.id}`,
    ),
  },
  { table: 'data_requests', how: 'keep', why: 'the office’s log that the request was answered; no personal text' },
  { table: 'marketing_consents', how: 'keep', why: 'the record of what was agreed and when; no personal text' },
  { table: 'audit_log', how: 'keep', why: STAFF_ONLY },
  { table: 'company_tax_settings', how: 'keep', why: STAFF_ONLY },
  { table: 'stock_transfers', how: 'keep', why: STAFF_ONLY },
  { table: 'store_closures', how: 'keep', why: STAFF_ONLY },
  // tables that hold the phone number without a key to the person
  {
    table: 'user_clues',
    how: 'delete',
    why: 'part requests left with the person’s phone number',
    run: exec((p) => sql`delete from user_clues where phone = ${p.phone}`),
  },
  {
    table: 'otp_codes',
    how: 'delete',
    why: 'login codes sent to the number',
    run: exec((p) => sql`delete from otp_codes where phone = ${p.phone}`),
  },
  {
    table: 'dev_sms_codes',
    how: 'delete',
    why: 'the development SMS box for the number',
    run: exec((p) => sql`delete from dev_sms_codes where phone = ${p.phone}`),
  },
  {
    table: 'sms_notice_counts',
    how: 'delete',
    why: 'SMS counted per number',
    run: exec((p) => sql`delete from sms_notice_counts where phone = ${p.phone}`),
  },
  {
    table: 'password_guards',
    how: 'delete',
    why: 'counters named by the number',
    run: exec((p) => sql`delete from password_guards where bucket like ${`%:${p.phone}%`}`),
  },
  {
    table: 'idempotency_keys',
    how: 'delete',
    why: 'stored answers of the person’s calls (they may hold name and phone); the running call’s own stays',
    run: exec((p) => sql`delete from idempotency_keys where scope = ${`u:${p.id}`} and state = 'done'`),
  },
];
