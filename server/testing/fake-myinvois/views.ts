import { DEFAULT_STEP, type FakeDocument, type FakeValidationError } from './store';

/** The fake's answers in LHDN's wire format: standard errors, document summaries and details. */

/** LHDN's validators, in order (the validation rules page); a step's name is `StepNN-<validator>`. */
export const STEP_NAMES = [
  'Step01-Structure Validator',
  DEFAULT_STEP,
  'Step03-Signature Validator',
  'Step04-Taxpayer Validator',
  'Step05-Referenced Documents Validator',
  'Step06-Code Validator',
  'Step07-Duplicate Document Validator',
  'Step08-Currency Validator',
];

function innerError(error: FakeValidationError) {
  const target = error.target ?? null;
  return {
    propertyName: target,
    propertyPath: target,
    errorCode: error.code,
    error: error.message,
    errorMs: error.message,
    innerError: null,
  };
}

/** The standard error response: `{ error: { errorCode, error, … } }`. */
export function standardError(
  errorCode: string,
  message: string,
  target: string | null = null,
  inner: FakeValidationError[] | null = null,
) {
  return {
    error: {
      propertyName: target,
      propertyPath: target,
      errorCode,
      error: message,
      errorMS: message,
      target,
      innerError: inner ? inner.map(innerError) : null,
    },
  };
}

const iso = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

/** A document summary (Get Submission) and the first part of Get Document and its details. */
export function summaryView(document: FakeDocument, createdBy: string) {
  const { facts } = document;
  return {
    uuid: document.uuid,
    submissionUid: document.submissionUid,
    longId: document.longId,
    internalId: document.codeNumber,
    typeName: facts.typeName,
    typeVersionName: facts.typeVersionName,
    issuerTin: facts.issuerTin,
    issuerName: facts.issuerName,
    receiverId: facts.receiverId,
    receiverName: facts.receiverName,
    dateTimeIssued: facts.issuedAt,
    dateTimeReceived: iso(document.submittedAt),
    dateTimeValidated: iso(document.validatedAt),
    totalExcludingTax: facts.totalExcludingTax,
    totalDiscount: facts.totalDiscount,
    totalNetAmount: facts.totalNetAmount,
    totalPayableAmount: facts.totalPayableAmount,
    status: document.status,
    cancelDateTime: iso(document.cancelledAt),
    rejectRequestDateTime: null,
    documentStatusReason: document.cancelReason,
    createdByUserId: createdBy,
  };
}

function validationResults(document: FakeDocument) {
  if (document.status === 'Invalid') {
    const byStep = new Map<string, FakeValidationError[]>();
    for (const error of document.errors) {
      const step = error.step ?? DEFAULT_STEP;
      byStep.set(step, [...(byStep.get(step) ?? []), error]);
    }
    const names = [...STEP_NAMES, ...[...byStep.keys()].filter((name) => !STEP_NAMES.includes(name))];
    return {
      status: 'Invalid',
      validationSteps: names.map((name) => {
        const errors = byStep.get(name);
        if (!errors) return { name, status: 'Valid' };
        const validator = name.replace(/^Step\d+-/, '');
        return { name, status: 'Invalid', error: standardError('Error', validator, null, errors).error };
      }),
    };
  }
  if (document.validatedAt) {
    return { status: 'Valid', validationSteps: STEP_NAMES.map((name) => ({ name, status: 'Valid' })) };
  }
  return { status: 'Submitted', validationSteps: [] };
}

/** Get Document Details: the summary and the validation results. */
export function detailsView(document: FakeDocument, createdBy: string) {
  return { ...summaryView(document, createdBy), validationResults: validationResults(document) };
}

/** Get Document: the summary and the document as submitted (not for an Invalid one, as LHDN says). */
export function rawView(document: FakeDocument, createdBy: string) {
  return { ...summaryView(document, createdBy), document: document.raw };
}
