import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { readConfig } from '../config';
import { otpCodes } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

describeOnEachDatabase('one-time login codes', (kind) => {
  let server: TestServer;
  let phoneNo = 0;
  /** A fresh phone per test, so cool-downs and hourly limits of one test don't touch another. */
  const nextPhone = () => `+6016${String(1_000_000 + phoneNo++).slice(-7)}`;
  beforeAll(async () => {
    server = await startTestServer(kind, { otp: readConfig({}).otp });
  });
  afterAll(() => server.close());

  const send = (phone: string, headers: Record<string, string> = {}) =>
    server.call(api.sendSms, { phone }, { headers });
  const login = (phone: string, code: string) => server.call(api.clientLogin, { phone, code });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code that lives 10 minutes with a 60 s cool-down', async () => {
    const phone = nextPhone();
    const res = await send(phone);
    expect(res.body.data).toEqual({ cooldownSeconds: 60, expiresInSeconds: 600 });
    expect(await server.latestOtp(phone)).toMatch(/^\d{6}$/);
  });

  it('refuses a second request inside the cool-down, saying how long to wait', async () => {
    const phone = nextPhone();
    await send(phone);
    const again = await send(phone);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(ResultCode.otpCooldown);
    expect(again.body.msg).toMatch(/^Please wait (59|60) seconds before requesting another code$/);
  });

  it('accepts a code once only', async () => {
    const phone = nextPhone();
    await send(phone);
    const code = await server.latestOtp(phone);
    expect((await login(phone, code)).body.code).toBe(200);
    const reuse = await login(phone, code);
    expect(reuse.body).toMatchObject({ code: ResultCode.otpMissing, msg: 'Please obtain the verification code' });
  });

  it('refuses an expired code', async () => {
    const phone = nextPhone();
    await send(phone);
    const code = await server.latestOtp(phone);
    await server.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(otpCodes.phone, phone));
    expect((await login(phone, code)).body.code).toBe(ResultCode.otpExpired);
  });

  it('locks a code after five wrong tries, even against the right code', async () => {
    const phone = nextPhone();
    await send(phone);
    const code = await server.latestOtp(phone);
    for (let i = 1; i <= 4; i++) expect((await login(phone, wrong(code))).body.code).toBe(ResultCode.otpWrong);
    expect((await login(phone, wrong(code))).body.code).toBe(ResultCode.otpTooManyTries);
    expect((await login(phone, code)).body.code).toBe(ResultCode.otpTooManyTries);
  });

  it('refuses a malformed code with the 6-digit message and counts nothing', async () => {
    const phone = nextPhone();
    await send(phone);
    const res = await login(phone, '12ab');
    expect(res.body).toMatchObject({ code: ResultCode.validation, msg: 'Please enter 6-digit OTP' });
    const [row] = await server.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row?.attempts).toBe(0);
  });

  it('limits codes per phone number per hour', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).body.code).toBe(200);
      // step past the cool-down by ageing the code just sent
      await server.database.db
        .update(otpCodes)
        .set({ createdAt: new Date(Date.now() - 61_000) })
        .where(eq(otpCodes.phone, phone));
    }
    expect((await send(phone)).body.code).toBe(ResultCode.otpRateLimited);
  });

  it('limits codes per client address per hour', async () => {
    // every call of this suite comes from 127.0.0.1: count what is there and fill up to the limit
    const rows = await server.database.db.select().from(otpCodes).where(eq(otpCodes.clientIp, '127.0.0.1'));
    let sent = rows.length;
    while (sent < 20) {
      expect((await send(nextPhone())).body.code).toBe(200);
      sent++;
    }
    expect((await send(nextPhone())).body.code).toBe(ResultCode.otpRateLimited);
  });
});
