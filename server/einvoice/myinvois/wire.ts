import { z } from 'zod';
import { MyInvoisError } from './errors';
import type { WireResponse } from './exchange';
import type {
  DocumentDetails,
  DocumentStatus,
  RejectionDetail,
  SubmissionAnswer,
  SubmissionStatus,
  SubmitAnswer,
  ValidationError,
} from './types';

/**
 * LHDN's answers, read leniently: its pages and its servers do not always agree on a name's case
 * (`submissionUID` on the submit page, `submissionUid` elsewhere) or on the error dialect (the
 * standard `errorCode`/`error`/`innerError`, or `code`/`message`/`details` in rejected documents),
 * so both are read. Unknown fields are ignored.
 */

const text = z.string().nullish();

const errorLeaf = z.object({
  code: text,
  errorCode: text,
  message: text,
  error: text,
  target: text,
  propertyName: text,
  propertyPath: text,
});
type ErrorLeaf = z.infer<typeof errorLeaf>;

const errorNode = errorLeaf.extend({
  details: z.array(errorLeaf).nullish(),
  innerError: z.array(errorLeaf).nullish(),
});
type ErrorNode = z.infer<typeof errorNode>;

const codeOf = (e: ErrorLeaf): string => e.errorCode ?? e.code ?? 'Unknown';
const messageOf = (e: ErrorLeaf): string => e.error ?? e.message ?? '';
const targetOf = (e: ErrorLeaf): string | null => e.propertyPath ?? e.propertyName ?? e.target ?? null;
const detailsOf = (e: ErrorNode): ErrorLeaf[] => [...(e.details ?? []), ...(e.innerError ?? [])];

function detail(e: ErrorLeaf): RejectionDetail {
  return { code: codeOf(e), message: messageOf(e), target: targetOf(e) };
}

function read<T>(schema: z.ZodType<T>, response: WireResponse, what: string): T {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  throw new MyInvoisError(
    response.status,
    'UnexpectedAnswer',
    `MyInvois answered ${what} in an unexpected shape: ${parsed.error.issues[0]?.message ?? 'unreadable'}`,
    response.correlationId,
  );
}

function errorParts(response: WireResponse): { code: string; said: string } {
  const wrapped = z.object({ error: z.union([errorNode, z.string()]) }).safeParse(response.body);
  if (!wrapped.success) return { code: `HTTP${response.status}`, said: response.text };
  const error = wrapped.data.error;
  return typeof error === 'string' ? { code: error, said: error } : { code: codeOf(error), said: messageOf(error) };
}

/** The failure an answer describes, as a MyInvoisError. */
export function errorFrom(response: WireResponse, what: string): MyInvoisError {
  const { code, said } = errorParts(response);
  return new MyInvoisError(response.status, code, `MyInvois refused ${what}: ${said}`, response.correlationId);
}

/** The refusal in an answer, in LHDN's words (a cancellation it will not do). */
export function refusalFrom(response: WireResponse): { code: string; message: string } {
  const { code, said } = errorParts(response);
  return { code, message: said };
}

const submitted = z.object({
  submissionUid: text,
  submissionUID: text,
  acceptedDocuments: z.array(z.object({ uuid: z.string(), invoiceCodeNumber: z.string() })).nullish(),
  rejectedDocuments: z.array(z.object({ invoiceCodeNumber: z.string(), error: errorNode.nullish() })).nullish(),
});

export function readSubmitted(response: WireResponse): SubmitAnswer {
  const body = read(submitted, response, 'the submission');
  return {
    kind: 'submitted',
    submissionUid: body.submissionUid ?? body.submissionUID ?? null,
    accepted: (body.acceptedDocuments ?? []).map((d) => ({ codeNumber: d.invoiceCodeNumber, uuid: d.uuid })),
    rejected: (body.rejectedDocuments ?? []).map((d) => ({
      codeNumber: d.invoiceCodeNumber,
      code: d.error ? codeOf(d.error) : 'Unknown',
      message: d.error ? messageOf(d.error) : '',
      details: d.error ? detailsOf(d.error).map(detail) : [],
    })),
  };
}

const summary = z.object({
  uuid: z.string(),
  submissionUid: text,
  internalId: text,
  status: z.string(),
  longId: text,
  dateTimeValidated: text,
});

const submission = z.object({
  submissionUid: z.string(),
  documentCount: z.coerce.number(),
  overallStatus: z.string(),
  documentSummary: z.array(summary).nullish(),
});

export interface SubmissionPage {
  answer: SubmissionAnswer;
  /** How many summaries this page carried. */
  pageLength: number;
}

export function readSubmissionPage(response: WireResponse): SubmissionPage {
  const body = read(submission, response, 'the submission status');
  const summaries = body.documentSummary ?? [];
  return {
    pageLength: summaries.length,
    answer: {
      submissionUid: body.submissionUid,
      overallStatus: submissionStatus(body.overallStatus, response),
      documentCount: body.documentCount,
      documents: summaries.map((d) => ({
        uuid: d.uuid,
        internalId: d.internalId ?? '',
        status: documentStatus(d.status, response),
        longId: d.longId || null,
        validatedAt: dateOf(d.dateTimeValidated),
      })),
    },
  };
}

const details = summary.extend({
  cancelDateTime: text,
  validationResults: z
    .object({
      status: text,
      validationSteps: z.array(z.object({ name: text, status: text, error: errorNode.nullish() })).nullish(),
    })
    .nullish(),
});

export function readDetails(response: WireResponse): DocumentDetails {
  const body = read(details, response, 'the document details');
  const errors: ValidationError[] = [];
  for (const step of body.validationResults?.validationSteps ?? []) {
    if (!step.error) continue;
    const name = step.name ?? '';
    const inner = detailsOf(step.error);
    for (const e of inner.length > 0 ? inner : [step.error]) errors.push({ step: name, ...detail(e) });
  }
  return {
    uuid: body.uuid,
    submissionUid: body.submissionUid ?? null,
    internalId: body.internalId ?? null,
    status: documentStatus(body.status, response),
    longId: body.longId || null,
    validatedAt: dateOf(body.dateTimeValidated),
    cancelledAt: dateOf(body.cancelDateTime),
    errors,
  };
}

const DOCUMENT_STATUSES: DocumentStatus[] = ['Submitted', 'Valid', 'Invalid', 'Cancelled'];

function documentStatus(value: string, response: WireResponse): DocumentStatus {
  const found = DOCUMENT_STATUSES.find((s) => s.toLowerCase() === value.toLowerCase());
  if (found) return found;
  throw new MyInvoisError(
    response.status,
    'UnexpectedAnswer',
    `MyInvois answered an unknown document status: ${value}`,
  );
}

const SUBMISSION_STATUSES: Record<string, SubmissionStatus> = {
  inprogress: 'in progress',
  valid: 'valid',
  partiallyvalid: 'partially valid',
  invalid: 'invalid',
};

function submissionStatus(value: string, response: WireResponse): SubmissionStatus {
  const found = SUBMISSION_STATUSES[value.toLowerCase().replace(/[\s_-]/g, '')];
  if (found) return found;
  throw new MyInvoisError(
    response.status,
    'UnexpectedAnswer',
    `MyInvois answered an unknown submission status: ${value}`,
  );
}

function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at);
}
