import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMyInvois, type FakeMyInvois } from '../../testing/fake-myinvois/fake-myinvois';
import { clientOf, submitted } from '../../testing/fake-myinvois/test-kit';
import type { MyInvoisClient } from './types';

let fake: FakeMyInvois;
let client: MyInvoisClient;

beforeEach(async () => {
  fake = await startFakeMyInvois();
  client = clientOf(fake);
});

afterEach(async () => {
  await fake.close();
});

async function submitOne(codeNumber: string, options: Parameters<typeof submitted>[1] = {}): Promise<string> {
  const answer = await client.submit([submitted(codeNumber, options)]);
  const uuid = answer.kind === 'submitted' ? answer.accepted[0]?.uuid : undefined;
  if (!uuid) throw new Error(`${codeNumber} was not accepted`);
  return uuid;
}

const HOUR = 3600_000;

describe('get document details', () => {
  it('gives the long id only once the document is Valid, and the validation link from it', async () => {
    const uuid = await submitOne('INV-1');
    const before = await client.getDocumentDetails(uuid);
    expect(before).toMatchObject({ uuid, internalId: 'INV-1', status: 'Submitted', longId: null, errors: [] });

    fake.settle(uuid, 'Valid');
    const after = await client.getDocumentDetails(uuid);
    expect(after.status).toBe('Valid');
    expect(after.longId).toMatch(/^[A-Z0-9]{40}$/);
    expect(after.errors).toEqual([]);
    const longId = after.longId ?? '';
    expect(client.validationUrl(uuid, longId, 'preprod')).toBe(
      `https://preprod.myinvois.hasil.gov.my/${uuid}/share/${longId}`,
    );
    expect(client.validationUrl(uuid, longId, 'production')).toBe(
      `https://myinvois.hasil.gov.my/${uuid}/share/${longId}`,
    );
  });

  it('reads the validation errors of an Invalid document, step by step', async () => {
    const uuid = await submitOne('INV-1');
    fake.settle(uuid, 'Invalid', [
      { code: 'CF364', message: 'Invalid buyer TIN', target: 'AccountingCustomerParty.TIN' },
      { step: 'Step06-Code Validator', code: 'CV302', message: 'Unknown tax type', target: 'TaxCategory.ID' },
    ]);
    const details = await client.getDocumentDetails(uuid);
    expect(details.status).toBe('Invalid');
    expect(details.longId).toBeNull();
    expect(details.errors).toEqual([
      {
        step: 'Step02-Core Fields Validator',
        code: 'CF364',
        message: 'Invalid buyer TIN',
        target: 'AccountingCustomerParty.TIN',
      },
      { step: 'Step06-Code Validator', code: 'CV302', message: 'Unknown tax type', target: 'TaxCategory.ID' },
    ]);
  });

  it('fails with NotFound for a document LHDN does not hold', async () => {
    await expect(client.getDocumentDetails('NOSUCHDOCUMENT')).rejects.toMatchObject({ status: 404, code: 'NotFound' });
  });
});

describe('cancel', () => {
  it('cancels a Valid document within 72 hours of its validation', async () => {
    const uuid = await submitOne('INV-1');
    fake.settle(uuid, 'Valid');
    fake.advance(71 * HOUR);
    expect(await client.cancel(uuid, 'Wrong buyer details')).toEqual({ kind: 'cancelled' });
    const details = await client.getDocumentDetails(uuid);
    expect(details.status).toBe('Cancelled');
    expect(details.cancelledAt).not.toBeNull();
    expect(fake.document(uuid)?.cancelReason).toBe('Wrong buyer details');
  });

  it('is refused with OperationPeriodOver after 72 hours', async () => {
    const uuid = await submitOne('INV-1');
    fake.settle(uuid, 'Valid');
    fake.advance(72 * HOUR + 1000);
    expect(await client.cancel(uuid, 'Wrong buyer details')).toEqual({
      kind: 'refused',
      code: 'OperationPeriodOver',
      message: expect.any(String),
    });
    expect(fake.document(uuid)?.status).toBe('Valid');
  });

  it('is refused for an Invalid document, and while a refund note cites the document', async () => {
    const invalid = await submitOne('INV-1');
    fake.settle(invalid, 'Invalid');
    expect(await client.cancel(invalid, 'Wrong invoice details')).toMatchObject({ code: 'IncorrectState' });

    const invoice = await submitOne('INV-2');
    fake.settle(invoice, 'Valid');
    const refund = await submitOne('RN-1', { typeCode: '04', refundsUuid: invoice });
    fake.settle(refund, 'Valid');
    expect(await client.cancel(invoice, 'Wrong invoice details')).toMatchObject({ code: 'ActiveReferencingDocuments' });
    expect(await client.cancel(refund, 'Refund recorded twice')).toEqual({ kind: 'cancelled' });
    expect(await client.cancel(invoice, 'Wrong invoice details')).toEqual({ kind: 'cancelled' });
  });
});
