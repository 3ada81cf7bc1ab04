import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { idempotencyKeys, otpCodes, sessions } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

describeOnEachDatabase('Idempotency-Key on mutating calls', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const otpRows = async (phone: string) =>
    (
      await server.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(otpCodes)
        .where(eq(otpCodes.phone, phone))
    )[0]?.n;

  it('returns the stored answer on a replay and changes nothing', async () => {
    const phone = '+60171110001';
    const first = await server.call(api.sendSms, { phone }, { idempotencyKey: 'sms-key-0001' });
    const code = await server.latestOtp(phone);
    const replay = await server.call(api.sendSms, { phone }, { idempotencyKey: 'sms-key-0001' });
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await otpRows(phone)).toBe(1);
    expect(await server.latestOtp(phone)).toBe(code);
  });

  it('never stores a login answer with its secrets; a replay opens no second session and asks to log in again', async () => {
    const phone = '+60171110002';
    await server.call(api.sendSms, { phone });
    const code = await server.latestOtp(phone);
    const first = await server.call(api.clientLogin, { phone, code }, { idempotencyKey: 'login-key-0001' });
    expect(first.body.code).toBe(200);
    const stored = await server.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'login-key-0001'));
    expect(stored).toHaveLength(1);
    const kept = JSON.stringify(stored[0]?.response);
    expect(kept).not.toContain(first.body.data.userKey);
    expect(kept).not.toContain(first.body.data.secret);
    const replay = await server.call(api.clientLogin, { phone, code }, { idempotencyKey: 'login-key-0001' });
    expect(replay.body).toMatchObject({ code: ResultCode.idempotencyAnswerGone, data: 'FAIL' });
    expect(replay.body.msg).toBe('This sign-in was already completed. Please log in again');
    const open = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, first.body.data.userInfo.id));
    expect(open).toHaveLength(1);
  });

  it('refuses a signed call that changes something without an Idempotency-Key', async () => {
    const session = await server.login('+60171110010');
    const res = await server.call(api.messageRead, { all: true }, { session, idempotencyKey: null });
    expect(res.body).toMatchObject({ code: ResultCode.idempotencyKeyInvalid });
    expect(res.body.msg).toBe('The Idempotency-Key header is required for this call');
  });

  it('keeps a refused answer too, so a replayed wrong code is not counted twice', async () => {
    const phone = '+60171110003';
    await server.call(api.sendSms, { phone });
    const code = await server.latestOtp(phone);
    const bad = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const first = await server.call(api.clientLogin, { phone, code: bad }, { idempotencyKey: 'wrong-key-0001' });
    const replay = await server.call(api.clientLogin, { phone, code: bad }, { idempotencyKey: 'wrong-key-0001' });
    expect(first.body.code).toBe(ResultCode.otpWrong);
    expect(replay.body).toEqual(first.body);
    const [row] = await server.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row?.attempts).toBe(1);
  });

  it('refuses the same key with a different body', async () => {
    await server.call(api.sendSms, { phone: '+60171110004' }, { idempotencyKey: 'reuse-key-0001' });
    const other = await server.call(api.sendSms, { phone: '+60171110005' }, { idempotencyKey: 'reuse-key-0001' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: ResultCode.idempotencyKeyReused,
      msg: 'This request key was already used for a different request',
    });
    expect(await otpRows('+60171110005')).toBe(0);
  });

  it('refuses a malformed key', async () => {
    const res = await server.call(api.sendSms, { phone: '+60171110006' }, { idempotencyKey: 'bad key!' });
    expect(res.body.code).toBe(ResultCode.idempotencyKeyInvalid);
    expect(await otpRows('+60171110006')).toBe(0);
  });

  it('runs concurrent duplicates once', async () => {
    const phone = '+60171110007';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => server.call(api.sendSms, { phone }, { idempotencyKey: 'race-key-0001' })),
    );
    expect(await otpRows(phone)).toBe(1);
    const succeeded = answers.filter((a) => a.body.code === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([200, ResultCode.idempotencyInProgress]).toContain(answer.body.code);
  });

  it('keeps keys of different callers apart', async () => {
    const a = await server.login('+60171110008');
    const b = await server.login('+60171110009');
    const first = await server.call(api.logout, {}, { session: a, idempotencyKey: 'shared-key-0001' });
    const second = await server.call(api.logout, {}, { session: b, idempotencyKey: 'shared-key-0001' });
    expect(first.body.code).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect((await server.call(api.currentUser, {}, { session: b })).body.code).toBe(708);
  });
});
