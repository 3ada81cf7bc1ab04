import type { Database, Db } from '../db/client';
import type { Logger } from '../log';
import { readCompany } from '../receipts/company';
import { coverChargeReceipts } from './charge-einvoices';
import { consolidateMonth, monthsToConsolidate } from './consolidate';
import { createMyInvoisClient } from './myinvois/client';
import { monthOf, monthRange } from './months';
import { noteAfterRefusedCancel, noteRefunds } from './refund-notes';
import { createEInvoiceSender, type EInvoiceSender } from './submission-job';

/** The MyInvois client on the office's credentials (read before each call) and the sender using it. */
export function createEInvoices(database: Database, log: Logger, apiUrl: string | null): EInvoiceSender {
  const client = createMyInvoisClient({
    apiUrl,
    credentials: async () => {
      const c = await readCompany(database.db);
      return { clientId: c.myinvoisClientId, clientSecret: c.myinvoisClientSecret, environment: c.myinvoisEnvironment };
    },
  });
  return createEInvoiceSender(database, client, log, (row) => noteAfterRefusedCancel(database.db, row));
}

/**
 * One pass of the e-invoice work, safe in every process at once: receipts of extra work paid on an
 * order with the customer's own e-invoice get theirs to the same buyer, ended months' receipts go into
 * their consolidated e-invoices (from the 1st, well inside LHDN's 7 days), refunds of validated
 * sales get their refund notes or cancellations, then every due document is sent or asked about.
 */
export async function runEinvoicePass(database: Database, sender: EInvoiceSender, now: Date): Promise<void> {
  const thisMonth = monthRange(monthOf(now)).from;
  // before the consolidation: extra work paid on an order with its own e-invoice goes to that buyer
  await database.db.transaction((tx) => coverChargeReceipts(tx as unknown as Db));
  for (const month of await monthsToConsolidate(database.db, thisMonth)) {
    await database.db.transaction((tx) => consolidateMonth(tx as unknown as Db, month));
  }
  await noteRefunds(database.db, now);
  await sender.sendDue();
}
