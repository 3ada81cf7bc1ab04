import type { EInvoiceBytes } from '../document-input';

/**
 * What Roda's MyInvois client answers, in Roda's words rather than LHDN's wire names. The wire
 * format itself (LHDN's SDK pages: Submit Documents, Get Submission, Get Document Details, Cancel
 * Document) is read in `wire.ts`.
 */

export type MyInvoisEnvironment = 'preprod' | 'production';

export interface MyInvoisCredentials {
  clientId: string;
  clientSecret: string;
  environment: MyInvoisEnvironment;
}

export interface MyInvoisClientOptions {
  /** Read before every call, so new credentials saved by the office take effect without a restart. */
  credentials: () => Promise<MyInvoisCredentials>;
  /** Replaces the environment's API host (tests point it at the local fake). */
  apiUrl?: string | null;
  now?: () => Date;
  /** Per HTTP request; 30 s by default. */
  timeoutMs?: number;
}

export interface SubmitDocument {
  /** Roda's number for the document; it must equal the document's own ID. */
  codeNumber: string;
  bytes: EInvoiceBytes;
}

export interface RejectionDetail {
  code: string;
  message: string;
  target: string | null;
}

export interface RejectedDocument {
  codeNumber: string;
  code: string;
  message: string;
  details: RejectionDetail[];
}

export type SubmitAnswer =
  | {
      kind: 'submitted';
      /** Null only if LHDN answers without one (nothing was accepted, so there is nothing to poll). */
      submissionUid: string | null;
      accepted: { codeNumber: string; uuid: string }[];
      rejected: RejectedDocument[];
    }
  /** The same payload was sent within LHDN's 10-minute window: the first one counts, try later if needed. */
  | { kind: 'duplicate'; retryAfterSeconds: number };

export type DocumentStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';

export type SubmissionStatus = 'in progress' | 'valid' | 'partially valid' | 'invalid';

export interface SubmissionDocument {
  uuid: string;
  /** The codeNumber the document was submitted with. */
  internalId: string;
  status: DocumentStatus;
  /** Only once the document is Valid. */
  longId: string | null;
  validatedAt: Date | null;
}

export interface SubmissionAnswer {
  submissionUid: string;
  overallStatus: SubmissionStatus;
  documentCount: number;
  documents: SubmissionDocument[];
}

export interface ValidationError {
  /** The validator that failed, as LHDN names it ('Step02-Core Fields Validator'). */
  step: string;
  code: string;
  message: string;
  target: string | null;
}

export interface DocumentDetails {
  uuid: string;
  submissionUid: string | null;
  internalId: string | null;
  status: DocumentStatus;
  longId: string | null;
  validatedAt: Date | null;
  cancelledAt: Date | null;
  /** Every failed validation step's errors, flattened; empty unless the document is Invalid. */
  errors: ValidationError[];
}

export type CancelAnswer = { kind: 'cancelled' } | { kind: 'refused'; code: string; message: string };

export interface MyInvoisClient {
  submit(documents: SubmitDocument[]): Promise<SubmitAnswer>;
  getSubmission(submissionUid: string): Promise<SubmissionAnswer>;
  getDocumentDetails(uuid: string): Promise<DocumentDetails>;
  cancel(uuid: string, reason: string): Promise<CancelAnswer>;
  validationUrl(uuid: string, longId: string, environment: MyInvoisEnvironment): string;
}
