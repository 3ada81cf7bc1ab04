/**
 * What a copy of a person's data holds (docs/product.md#personal-data-export). The tables are not
 * listed by hand: the export walks the database's foreign keys at run time (export-walk.ts), from
 * the person's `users` row to every row that references it, and on to the rows that reference
 * those. This file holds only the decisions the walk cannot make: which references name the
 * person as a member of staff rather than as the row's owner, which columns are secrets, and under
 * which heading of the readable summary each table appears. export.test.ts walks the catalogue
 * itself and fails on a table or a reference to `users` that has no decision here.
 */

/**
 * References to `users` that name the person as the member of staff who acted on someone else's
 * row. The walk does not follow them: the rows belong to other customers (their orders, their
 * complaints) or to the business, and a staff account is handled by the office, not by this copy.
 * A customer's own rows that carry such a column keep it as a plain id.
 */
export const STAFF_REFERENCES: Record<string, string> = {
  'audit_log.actor_id': 'the office member who made a change to the business’s records',
  'company_tax_settings.updated_by': 'the office member who changed the company’s tax settings',
  'complaints.handler_id': 'the member of staff handling another customer’s complaint',
  'data_requests.requested_by': 'the office member who asked on another person’s behalf',
  'finding_lines.decided_by_id': 'the manager who noted another customer’s decision given by phone',
  'findings.technician_id': 'the technician who found work on another customer’s car',
  'gateway_refunds.manual_by': 'the office member who recorded a manual refund',
  'order_ratings.technician_id': 'the technician another customer rated',
  'orders.salesperson_id': 'the salesperson of another customer’s order',
  'orders.technician_id': 'the technician of another customer’s order',
  'reworks.created_by': 'the member of staff who opened a rework',
  'stock_transfers.by_id': 'the member of staff who moved stock',
  'store_closures.created_by': 'the manager who closed a workshop for a day',
  'user_clues.handled_by': 'the office member who called back another person’s part request',
  'vehicle_handovers.created_by': 'the member of staff who checked another customer’s car in or out',
  'work_orders.sales_id': 'the salesperson of another customer’s work order',
  'work_orders.technician_id': 'the technician of another customer’s work order',
};

/** Rows that name the person by phone number rather than by reference (a part request, codes sent). */
export const PHONE_COLUMNS: Record<string, string> = {
  user_clues: 'phone',
  otp_codes: 'phone',
};

/**
 * Columns left out of the copy, with why: secrets that would let someone act as the person (or
 * that only the server may hold), never personal data the person gave.
 */
export const SECRET_COLUMNS: Record<string, Record<string, string>> = {
  users: { password_hash: 'a hash of a staff password: a secret, not information about the person' },
  sessions: {
    key_hash: 'the hash of the key that signs the person in: a copy of it could be used to look sessions up',
    secret: 'the signing secret of a live session: whoever holds it can act as the person',
  },
  push_subscriptions: {
    endpoint: 'the push service address: whoever holds it can send notices to the device',
    p256dh: 'the device’s encryption key for notices',
    auth: 'the device’s authentication secret for notices',
  },
  otp_codes: { code_hash: 'the hash of a one-time code: a secret' },
};

/** The readable summary's sections, in order, and the tables each shows. */
export const SUMMARY_SECTIONS = {
  profile: ['users'],
  cars: ['vehicles'],
  orders: ['orders', 'order_items', 'order_events', 'order_ratings'],
  workshop: [
    'work_orders',
    'work_order_signoffs',
    'vehicle_handovers',
    'findings',
    'finding_lines',
    'extra_charges',
    'reworks',
  ],
  payments: ['payments', 'receipts', 'einvoices'],
  refunds: ['refunds', 'gateway_refunds'],
  complaints: ['complaints', 'feedback', 'user_clues'],
  messages: ['messages', 'notification_deliveries', 'scheduled_notices', 'notification_settings'],
  consents: ['marketing_consents'],
  shopping: ['cart_items', 'user_coupons', 'uploads'],
  sessions: ['sessions', 'otp_codes'],
  devices: ['push_subscriptions'],
  dataRequests: ['data_requests'],
} as const satisfies Record<string, readonly string[]>;

export type SummarySection = keyof typeof SUMMARY_SECTIONS | 'other';

/** The summary section of a table; a table the walk found that no section names goes under 'other'. */
export function sectionOf(table: string): SummarySection {
  for (const [section, tables] of Object.entries(SUMMARY_SECTIONS)) {
    if ((tables as readonly string[]).includes(table)) return section as SummarySection;
  }
  return 'other';
}

/** The row with its secret columns left out. */
export function withoutSecrets(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const secrets = SECRET_COLUMNS[table];
  if (!secrets) return row;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !(column in secrets)));
}
