import { MyInvoisError, parseRetryAfter } from './errors';
import { validationUrl } from './hosts';
import { createTransport } from './transport';
import type { MyInvoisClient, MyInvoisClientOptions, SubmitDocument } from './types';
import { errorFrom, readDetails, readSubmissionPage, readSubmitted, refusalFrom } from './wire';

/** LHDN's limits on one submission (Submit Documents page), for whoever batches documents. */
export const MYINVOIS_LIMITS = {
  documentsPerSubmission: 100,
  submissionBytes: 5 * 1024 * 1024,
  documentBytes: 300 * 1024,
} as const;

/** Get Submission pages its documents; 100 is LHDN's largest page, a whole submission. */
const PAGE_SIZE = 100;
/** A submission holds at most 100 documents: more pages than this means the answers do not add up. */
const MAX_PAGES = 5;

export function createMyInvoisClient(options: MyInvoisClientOptions): MyInvoisClient {
  const { send, now } = createTransport(options);
  const id = (value: string) => encodeURIComponent(value);

  return {
    async submit(documents: SubmitDocument[]) {
      if (documents.length === 0 || documents.length > MYINVOIS_LIMITS.documentsPerSubmission) {
        throw new MyInvoisError(0, 'BadRequest', `A submission holds 1 to 100 documents, not ${documents.length}`);
      }
      const response = await send('POST', '/api/v1.0/documentsubmissions/', {
        documents: documents.map((d) => ({
          format: 'JSON',
          document: d.bytes.base64,
          documentHash: d.bytes.sha256,
          codeNumber: d.codeNumber,
        })),
      });
      if (response.status === 422) {
        return { kind: 'duplicate', retryAfterSeconds: parseRetryAfter(response.retryAfter, now()) };
      }
      if (response.status >= 200 && response.status < 300) return readSubmitted(response);
      throw errorFrom(response, 'the submission');
    },

    async getSubmission(submissionUid: string) {
      const page = async (pageNo: number) => {
        const path = `/api/v1.0/documentsubmissions/${id(submissionUid)}?pageNo=${pageNo}&pageSize=${PAGE_SIZE}`;
        const response = await send('GET', path);
        if (response.status !== 200) throw errorFrom(response, `submission ${submissionUid}`);
        return readSubmissionPage(response);
      };
      const first = await page(1);
      const { answer } = first;
      let full = first.pageLength === PAGE_SIZE;
      for (let pageNo = 2; full && pageNo <= MAX_PAGES && answer.documents.length < answer.documentCount; pageNo++) {
        const next = await page(pageNo);
        answer.documents.push(...next.answer.documents);
        full = next.pageLength === PAGE_SIZE;
      }
      return answer;
    },

    async getDocumentDetails(uuid: string) {
      const response = await send('GET', `/api/v1.0/documents/${id(uuid)}/details`);
      if (response.status !== 200) throw errorFrom(response, `document ${uuid}`);
      return readDetails(response);
    },

    async cancel(uuid: string, reason: string) {
      const response = await send('PUT', `/api/v1.0/documents/state/${id(uuid)}/state`, {
        status: 'cancelled',
        reason,
      });
      if (response.status === 200) return { kind: 'cancelled' };
      // 400 is LHDN's answer for a cancellation it will not do (OperationPeriodOver, IncorrectState,
      // ActiveReferencingDocuments): an outcome for the caller, not a failure of the call
      if (response.status === 400) return { kind: 'refused', ...refusalFrom(response) };
      throw errorFrom(response, `cancelling ${uuid}`);
    },

    validationUrl,
  };
}
