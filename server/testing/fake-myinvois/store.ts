import { randomBytes } from 'node:crypto';
import type { DocumentFacts } from './facts';

/** The fake's memory: its clock, the tokens it issued, the submissions and documents it holds. */

export type FakeStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';

export interface FakeValidationError {
  /** The validation step that failed; 'Step02-Core Fields Validator' when not given. */
  step?: string;
  code: string;
  message: string;
  target?: string | null;
}

export interface FakeDocument {
  uuid: string;
  codeNumber: string;
  submissionUid: string;
  status: FakeStatus;
  /** Given when the document becomes Valid. */
  longId: string | null;
  submittedAt: Date;
  validatedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** The document as submitted: its exact text and that text parsed. */
  raw: string;
  json: unknown;
  facts: DocumentFacts;
  errors: FakeValidationError[];
}

export interface FakeSubmission {
  submissionUid: string;
  receivedAt: Date;
  /** SHA-256 of the request body: LHDN's duplicate-submission check compares these. */
  payloadHash: string;
  documentUuids: string[];
  rejectedCodeNumbers: string[];
}

export type Outcome = { status: 'Valid' } | { status: 'Invalid'; errors: FakeValidationError[] };

export const DEFAULT_STEP = 'Step02-Core Fields Validator';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** LHDN's ids are 26 Latin alphanumerics; its long ids are longer. */
export function newUid(length = 26): string {
  return [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

export class FakeStore {
  autoSettle = false;
  tokensIssued = 0;
  readonly documents = new Map<string, FakeDocument>();
  readonly submissions: FakeSubmission[] = [];
  private offsetMs = 0;
  private readonly tokens = new Map<string, number>();
  private readonly plans = new Map<string, Outcome>();
  private limited = { left: 0, retryAfterSeconds: 0 };

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
    readonly tokenLifetimeSeconds: number,
  ) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  issueToken(): string {
    const token = `fake-${newUid(40)}`;
    this.tokens.set(token, this.now().getTime() + this.tokenLifetimeSeconds * 1000);
    this.tokensIssued += 1;
    return token;
  }

  /** Whether an Authorization header carries a token this fake issued and that has not expired. */
  authorised(header: string | undefined): boolean {
    const token = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
    const expiresAt = token === undefined ? undefined : this.tokens.get(token);
    return expiresAt !== undefined && this.now().getTime() < expiresAt;
  }

  revokeTokens(): void {
    this.tokens.clear();
  }

  rateLimitNext(count: number, retryAfterSeconds: number): void {
    this.limited = { left: count, retryAfterSeconds };
  }

  /** The Retry-After of a request that must be answered 429, or null. */
  takeRateLimit(): number | null {
    if (this.limited.left <= 0) return null;
    this.limited.left -= 1;
    return this.limited.retryAfterSeconds;
  }

  /** What auto-settling does to the document with this code number (Valid unless planned). */
  plan(codeNumber: string, outcome: Outcome): void {
    this.plans.set(codeNumber, outcome);
  }

  settle(uuid: string, outcome: Outcome): FakeDocument {
    const document = this.documents.get(uuid);
    if (!document) throw new Error(`fake MyInvois holds no document ${uuid}`);
    if (document.status !== 'Submitted') throw new Error(`document ${uuid} is ${document.status}, not Submitted`);
    document.status = outcome.status;
    if (outcome.status === 'Valid') {
      document.validatedAt = this.now();
      document.longId = newUid(40);
    } else {
      document.errors = outcome.errors.length > 0 ? outcome.errors : [defaultError(document)];
    }
    return document;
  }

  /** In auto-settle mode, what a poll does first: each document still Submitted gets its outcome. */
  autoSettleAll(documents: FakeDocument[]): void {
    if (!this.autoSettle) return;
    for (const document of documents) {
      if (document.status !== 'Submitted') continue;
      this.settle(document.uuid, this.plans.get(document.codeNumber) ?? { status: 'Valid' });
      this.plans.delete(document.codeNumber);
    }
  }

  documentsOf(submission: FakeSubmission): FakeDocument[] {
    return submission.documentUuids.flatMap((uuid) => this.documents.get(uuid) ?? []);
  }

  validWithCodeNumber(codeNumber: string): FakeDocument | undefined {
    return [...this.documents.values()].find((d) => d.codeNumber === codeNumber && d.status === 'Valid');
  }
}

function defaultError(document: FakeDocument): FakeValidationError {
  return { step: DEFAULT_STEP, code: 'CF001', message: `Document ${document.codeNumber} is not valid`, target: null };
}
