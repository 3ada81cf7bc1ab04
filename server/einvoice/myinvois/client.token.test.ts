import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMyInvois, type FakeMyInvois } from '../../testing/fake-myinvois/fake-myinvois';
import { clientOf, submitted } from '../../testing/fake-myinvois/test-kit';
import { MyInvoisError, MyInvoisRateLimited, parseRetryAfter } from './errors';

let fake: FakeMyInvois;

beforeEach(async () => {
  fake = await startFakeMyInvois({ clientId: 'roda-client', clientSecret: 's3cr3t-value-never-shown' });
});

afterEach(async () => {
  await fake.close();
});

describe('the access token', () => {
  it('is fetched once and reused for later calls', async () => {
    const client = clientOf(fake);
    await client.submit([submitted('INV-1')]);
    await client.submit([submitted('INV-2')]);
    expect(fake.tokensIssued).toBe(1);
    expect(fake.submissions).toHaveLength(2);
  });

  it('is shared by calls made at the same time', async () => {
    const client = clientOf(fake);
    const answer = await client.submit([submitted('INV-1')]);
    const uid = answer.kind === 'submitted' ? answer.submissionUid : null;
    fake.revokeTokens();
    const other = clientOf(fake);
    await Promise.all([
      other.getSubmission(uid ?? ''),
      other.getSubmission(uid ?? ''),
      client.getSubmission(uid ?? ''),
    ]);
    expect(fake.tokensIssued).toBe(2);
  });

  it('is fetched again once it has expired', async () => {
    const client = clientOf(fake);
    await client.submit([submitted('INV-1')]);
    fake.advance(3600 * 1000);
    await client.submit([submitted('INV-2')]);
    expect(fake.tokensIssued).toBe(2);
  });

  it('is fetched again a little before expires_in runs out', async () => {
    const client = clientOf(fake);
    await client.submit([submitted('INV-1')]);
    fake.advance(3600 * 1000 - 30_000);
    await client.submit([submitted('INV-2')]);
    expect(fake.tokensIssued).toBe(2);
  });

  it('is fetched again, once, when LHDN answers 401', async () => {
    const client = clientOf(fake);
    await client.submit([submitted('INV-1')]);
    fake.revokeTokens();
    const answer = await client.submit([submitted('INV-2')]);
    expect(answer.kind).toBe('submitted');
    expect(fake.tokensIssued).toBe(2);
  });
});

describe('a refused login', () => {
  it('is a MyInvoisError that does not carry the secret', async () => {
    const wrong = 'wrong-secret-do-not-print';
    const failure = await clientOf(fake, wrong)
      .submit([submitted('INV-1')])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MyInvoisError);
    const error = failure as MyInvoisError;
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid_client');
    expect(error.message).toContain('roda-client');
    for (const text of [error.message, String(error.stack), JSON.stringify(error)]) {
      expect(text).not.toContain(wrong);
      expect(text).not.toContain(fake.clientSecret);
    }
    expect(fake.submissions).toHaveLength(0);
  });
});

describe('rate limiting', () => {
  it('turns a 429 into MyInvoisRateLimited with the Retry-After seconds', async () => {
    const client = clientOf(fake);
    await client.submit([submitted('INV-1')]);
    fake.rateLimitNext(1, 17);
    const failure = await client.submit([submitted('INV-2')]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MyInvoisRateLimited);
    expect((failure as MyInvoisRateLimited).retryAfterSeconds).toBe(17);
    expect(fake.submissions).toHaveLength(1);
    expect((await client.submit([submitted('INV-2')])).kind).toBe('submitted');
  });

  it('applies to the login too', async () => {
    fake.rateLimitNext(1, 5);
    const failure = await clientOf(fake)
      .submit([submitted('INV-1')])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MyInvoisRateLimited);
    expect((failure as MyInvoisRateLimited).retryAfterSeconds).toBe(5);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Sun, 01 Mar 2026 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter(null, now)).toBe(60);
    expect(parseRetryAfter('soon', now)).toBe(60);
  });
});
