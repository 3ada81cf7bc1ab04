import { createHash } from 'node:crypto';
import { z } from 'zod';
import { checkDocument, type Rejection } from './checks';
import { newUid, type FakeDocument, type FakeStore } from './store';
import { detailsView, rawView, standardError, summaryView } from './views';

/** The e-invoice API's endpoints, called once the request is authenticated. */

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const SUBMISSION_LIMIT_BYTES = 5 * 1024 * 1024;
const DOCUMENTS_LIMIT = 100;
const DUPLICATE_WINDOW_MS = 10 * 60_000;
const CANCEL_WINDOW_MS = 72 * 60 * 60_000;
const PAGE_SIZE_LIMIT = 100;

const fail = (status: number, code: string, message: string, target: string | null = null): Answer => ({
  status,
  body: standardError(code, message, target),
});

const submissionBody = z.object({
  documents: z
    .array(z.object({ format: z.string(), document: z.string(), documentHash: z.string(), codeNumber: z.string() }))
    .min(1),
});

export function submit(store: FakeStore, body: string): Answer {
  if (Buffer.byteLength(body) > SUBMISSION_LIMIT_BYTES) {
    return fail(400, 'MaximumSizeExceeded', 'The submission is over 5 MB', 'documents');
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    // answered as a structural error below
  }
  const request = submissionBody.safeParse(parsed);
  if (!request.success) return fail(400, 'BadStructure', 'The submission must be { documents: [Document, …] }');
  const { documents } = request.data;
  if (documents.length > DOCUMENTS_LIMIT) {
    return fail(400, 'MaximumSizeExceeded', `A submission holds at most 100 documents, not ${documents.length}`);
  }
  const now = store.now();
  const payloadHash = createHash('sha256').update(body).digest('hex');
  const earlier = store.submissions.find(
    (s) => s.payloadHash === payloadHash && now.getTime() - s.receivedAt.getTime() < DUPLICATE_WINDOW_MS,
  );
  if (earlier) {
    const wait = Math.ceil((earlier.receivedAt.getTime() + DUPLICATE_WINDOW_MS - now.getTime()) / 1000);
    return {
      ...fail(422, 'DuplicateSubmission', `The same submission was received at ${earlier.receivedAt.toISOString()}`),
      headers: { 'retry-after': String(wait) },
    };
  }
  const submissionUid = newUid();
  const accepted: { uuid: string; invoiceCodeNumber: string }[] = [];
  const rejected: { invoiceCodeNumber: string; error: Rejection }[] = [];
  const seen = new Set<string>();
  for (const entry of documents) {
    const checked = checkDocument(entry, store, seen);
    if (!checked.ok) {
      rejected.push({ invoiceCodeNumber: entry.codeNumber, error: checked.error });
      continue;
    }
    seen.add(entry.codeNumber);
    const document: FakeDocument = {
      uuid: newUid(),
      codeNumber: entry.codeNumber,
      submissionUid,
      status: 'Submitted',
      longId: null,
      submittedAt: now,
      validatedAt: null,
      cancelledAt: null,
      cancelReason: null,
      raw: checked.raw,
      json: checked.json,
      facts: checked.facts,
      errors: [],
    };
    store.documents.set(document.uuid, document);
    accepted.push({ uuid: document.uuid, invoiceCodeNumber: entry.codeNumber });
  }
  store.submissions.push({
    submissionUid,
    receivedAt: now,
    payloadHash,
    documentUuids: accepted.map((d) => d.uuid),
    rejectedCodeNumbers: rejected.map((d) => d.invoiceCodeNumber),
  });
  return { status: 202, body: { submissionUid, acceptedDocuments: accepted, rejectedDocuments: rejected } };
}

function overallStatus(documents: FakeDocument[]): string {
  if (documents.some((d) => d.status === 'Submitted')) return 'in progress';
  const valid = documents.filter((d) => d.status === 'Valid' || d.status === 'Cancelled').length;
  if (valid === 0) return 'invalid';
  return valid === documents.length ? 'valid' : 'partially valid';
}

export function getSubmission(store: FakeStore, submissionUid: string, query: URLSearchParams): Answer {
  const submission = store.submissions.find((s) => s.submissionUid === submissionUid);
  if (!submission) return fail(404, 'NotFound', `No submission ${submissionUid}`, 'submissionUid');
  const pageNo = Number(query.get('pageNo') ?? '1');
  const pageSize = Number(query.get('pageSize') ?? String(PAGE_SIZE_LIMIT));
  if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
    return fail(400, 'BadArgument', 'pageNo and pageSize are positive whole numbers', 'pageNo');
  }
  if (pageSize > PAGE_SIZE_LIMIT) return fail(400, 'BadArgument', 'pageSize is at most 100', 'pageSize');
  const documents = store.documentsOf(submission);
  store.autoSettleAll(documents);
  const page = documents.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return {
    status: 200,
    body: {
      submissionUid,
      documentCount: documents.length,
      dateTimeReceived: submission.receivedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      overallStatus: overallStatus(documents),
      documentSummary: page.map((d) => summaryView(d, store.clientId)),
    },
  };
}

export function getDocument(store: FakeStore, uuid: string, view: 'details' | 'raw'): Answer {
  const document = store.documents.get(uuid);
  if (!document) return fail(404, 'NotFound', `No document ${uuid}`, 'uuid');
  store.autoSettleAll([document]);
  if (view === 'details') return { status: 200, body: detailsView(document, store.clientId) };
  if (document.status === 'Invalid') return fail(404, 'NotFound', `Document ${uuid} is Invalid`, 'uuid');
  return { status: 200, body: rawView(document, store.clientId) };
}

const cancelBody = z.object({ status: z.literal('cancelled'), reason: z.string().trim().min(1).max(300) });

export function cancel(store: FakeStore, uuid: string, body: string): Answer {
  const document = store.documents.get(uuid);
  if (!document) return fail(404, 'NotFound', `No document ${uuid}`, 'uuid');
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    // answered as a bad argument below
  }
  const request = cancelBody.safeParse(parsed);
  if (!request.success) {
    return fail(400, 'BadArgument', "The body must be { status: 'cancelled', reason } (1 to 300 characters)", 'reason');
  }
  if (document.status === 'Invalid' || document.status === 'Cancelled') {
    return fail(400, 'IncorrectState', `Document ${uuid} is ${document.status}`);
  }
  const now = store.now();
  if (document.validatedAt && now.getTime() - document.validatedAt.getTime() > CANCEL_WINDOW_MS) {
    return fail(400, 'OperationPeriodOver', 'The time limit for cancelling this document has passed');
  }
  const referencing = [...store.documents.values()].find(
    (d) => (d.status === 'Valid' || d.status === 'Submitted') && d.facts.referencedUuids.includes(uuid),
  );
  if (referencing) {
    return fail(400, 'ActiveReferencingDocuments', `Document ${referencing.uuid} references this document`);
  }
  document.status = 'Cancelled';
  document.cancelledAt = now;
  document.cancelReason = request.data.reason;
  return { status: 200, body: { uuid, status: 'Cancelled' } };
}
