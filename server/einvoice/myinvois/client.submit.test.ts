import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMyInvois, type FakeMyInvois } from '../../testing/fake-myinvois/fake-myinvois';
import { bytesOf, clientOf, submitted, ublDocument } from '../../testing/fake-myinvois/test-kit';
import { MyInvoisError } from './errors';
import type { MyInvoisClient, SubmitAnswer } from './types';

let fake: FakeMyInvois;
let client: MyInvoisClient;

beforeEach(async () => {
  fake = await startFakeMyInvois();
  client = clientOf(fake);
});

afterEach(async () => {
  await fake.close();
});

function accepted(answer: SubmitAnswer) {
  if (answer.kind !== 'submitted') throw new Error(`expected a submission, got ${answer.kind}`);
  return answer;
}

describe('submit', () => {
  it('answers the accepted and the rejected documents of one submission', async () => {
    const good = submitted('INV-1');
    const badHash = { codeNumber: 'INV-2', bytes: { ...bytesOf(ublDocument('INV-2')), sha256: '0'.repeat(64) } };
    const otherId = submitted('INV-3', { id: 'INV-999' });
    const answer = accepted(await client.submit([good, badHash, otherId]));

    expect(answer.submissionUid).toMatch(/^[A-Z0-9]{26}$/);
    expect(answer.accepted).toEqual([{ codeNumber: 'INV-1', uuid: expect.stringMatching(/^[A-Z0-9]{26}$/) }]);
    expect(answer.rejected.map((r) => [r.codeNumber, r.code])).toEqual([
      ['INV-2', 'BadArgument'],
      ['INV-3', 'BadArgument'],
    ]);
    expect(answer.rejected[0]?.details).toEqual([
      { code: 'DocumentHashMismatch', message: expect.any(String), target: 'documentHash' },
    ]);
    expect(answer.rejected[1]?.details[0]?.code).toBe('CodeNumberMismatch');
    expect(fake.document(answer.accepted[0]?.uuid ?? '')?.json).toEqual(JSON.parse(good.bytes.json));
  });

  it('recognises a resubmission within 10 minutes as a duplicate, with its Retry-After', async () => {
    const documents = [submitted('INV-1'), submitted('INV-2')];
    accepted(await client.submit(documents));
    fake.advance(4 * 60_000);
    const again = await client.submit(documents);
    expect(again).toEqual({ kind: 'duplicate', retryAfterSeconds: 360 });
    expect(fake.submissions).toHaveLength(1);
  });

  it('rejects a document whose code number is already Valid, once the 10 minutes are over', async () => {
    const first = accepted(await client.submit([submitted('INV-1')]));
    fake.settle(first.accepted[0]?.uuid ?? '', 'Valid');
    fake.advance(11 * 60_000);
    const again = accepted(await client.submit([submitted('INV-1')]));
    expect(again.accepted).toEqual([]);
    expect(again.rejected).toEqual([
      expect.objectContaining({
        codeNumber: 'INV-1',
        code: 'DS302',
        message: expect.stringContaining(first.accepted[0]?.uuid ?? '-'),
      }),
    ]);
  });

  it('refuses to send no documents or more than 100', async () => {
    await expect(client.submit([])).rejects.toBeInstanceOf(MyInvoisError);
    const many = Array.from({ length: 101 }, (_, i) => submitted(`INV-${i}`));
    await expect(client.submit(many)).rejects.toMatchObject({ code: 'BadRequest' });
    expect(fake.tokensIssued).toBe(0);
  });
});

describe('get submission', () => {
  it('shows the documents Submitted until they are validated, then Valid with a long id', async () => {
    const answer = accepted(await client.submit([submitted('INV-1'), submitted('INV-2')]));
    const uid = answer.submissionUid ?? '';
    const before = await client.getSubmission(uid);
    expect(before.overallStatus).toBe('in progress');
    expect(before.documents.map((d) => [d.internalId, d.status, d.longId])).toEqual([
      ['INV-1', 'Submitted', null],
      ['INV-2', 'Submitted', null],
    ]);

    for (const { uuid } of answer.accepted) fake.settle(uuid, 'Valid');
    const after = await client.getSubmission(uid);
    expect(after.overallStatus).toBe('valid');
    expect(after.documentCount).toBe(2);
    for (const document of after.documents) {
      expect(document.status).toBe('Valid');
      expect(document.longId).toBe(fake.document(document.uuid)?.longId);
      const validatedAt = fake.document(document.uuid)?.validatedAt?.getTime() ?? 0;
      expect(document.validatedAt?.getTime()).toBe(Math.floor(validatedAt / 1000) * 1000);
    }
  });

  it('settles on the poll in auto-settle mode, as planned per document', async () => {
    fake.autoSettle = true;
    fake.planOutcome('INV-2', 'Invalid', [{ code: 'CF364', message: 'Invalid buyer TIN', target: 'BuyerTIN' }]);
    const answer = accepted(await client.submit([submitted('INV-1'), submitted('INV-2')]));
    const polled = await client.getSubmission(answer.submissionUid ?? '');
    expect(polled.overallStatus).toBe('partially valid');
    expect(polled.documents.map((d) => d.status)).toEqual(['Valid', 'Invalid']);
  });

  it('answers invalid when every document failed validation', async () => {
    const answer = accepted(await client.submit([submitted('INV-1')]));
    fake.settle(answer.accepted[0]?.uuid ?? '', 'Invalid');
    expect((await client.getSubmission(answer.submissionUid ?? '')).overallStatus).toBe('invalid');
  });

  it('fails with NotFound for a submission LHDN does not hold', async () => {
    await expect(client.getSubmission('NOSUCHSUBMISSION')).rejects.toMatchObject({ status: 404, code: 'NotFound' });
  });
});
