import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { computeSignature, signRequest } from '../../src/shared/lib/signature';
import { sessions, users } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

describeOnEachDatabase('phone login and sessions', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('creates a customer on first login and returns key, secret and user info', async () => {
    await server.call(api.sendSms, { phone: '017-888 1234' });
    const code = await server.latestOtp('+60178881234');
    const res = await server.call(api.clientLogin, { phone: '0178881234', code });
    expect(res.body.code).toBe(200);
    expect(res.body.data.userInfo).toMatchObject({ phone: '+60178881234', role: 'customer' });
    // at least 128 bits of randomness, base64url
    expect(Buffer.from(res.body.data.userKey, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(res.body.data.secret).not.toBe(res.body.data.userKey);
    const [stored] = await server.database.db.select().from(sessions).orderBy(sessions.id);
    expect(stored?.keyHash).not.toContain(res.body.data.userKey);
  });

  it('logs the demo customer in to the existing account', async () => {
    const session = await server.login('+60123456789');
    const me = await server.call(api.currentUser, {}, { session });
    expect(me.body.code).toBe(200);
    expect(me.body.data.name).toBe('Aisyah Rahman');
  });

  it('answers 708 to a call that needs a login without a key, with an unknown key, or an expired one', async () => {
    const none = await server.call(api.currentUser, {});
    expect(none.body.code).toBe(ResultCode.sessionExpired);
    expect(none.status).toBe(401);
    const unknown = await server.call(api.currentUser, {}, { session: { userKey: 'x'.repeat(43), secret: 's' } });
    expect(unknown.body.code).toBe(ResultCode.sessionExpired);

    const session = await server.login('+60123456789');
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.secret, session.secret));
    const expired = await server.call(api.currentUser, {}, { session });
    expect(expired.body).toMatchObject({ code: 708, msg: 'Login expired, please log in again' });
  });

  it('ends the session on logout', async () => {
    const session = await server.login('+60123456789');
    expect((await server.call(api.logout, {}, { session })).body.code).toBe(200);
    expect((await server.call(api.currentUser, {}, { session })).body.code).toBe(708);
  });

  it('keeps public calls working with a dead key', async () => {
    const res = await server.call(
      api.dictionaryInfo,
      { companyId: 1, dictionaryId: 'USERDEV' },
      { session: { userKey: 'y'.repeat(43), secret: 'z' } },
    );
    expect(res.body.code).toBe(200);
  });

  it('keeps a public write working with the key of a session that has ended, signed or not', async () => {
    const session = await server.login('+60123456790');
    // a write the session made: this process now remembers it (decision 016 part 7)
    const sent = await server.call(api.feedbackAdd, { type: 'other', content: 'Quick' }, { session });
    expect(sent.body.code).toBe(200);
    expect((await server.call(api.logout, {}, { session })).body.code).toBe(200);
    // signed with a signature that would never pass, on a call that does not check it
    const sms = await server.raw(
      api.sendSms.path,
      { phone: '+60123456791', scene: 'login' },
      { session, signature: 't=1,v2=00' },
    );
    expect(sms.body.code).toBe(200);
  });

  it('refuses a missing, forged, tampered or stale signature', async () => {
    const session = await server.login('+60123456789');
    const path = api.currentUser.path;
    const missing = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', userKey: session.userKey },
      body: '{}',
    });
    expect(((await missing.json()) as { code: number }).code).toBe(ResultCode.signatureMissing);

    const forged = await server.raw(path, {}, { session, signature: await signRequest('not-the-secret', path, '{}') });
    expect(forged.body.code).toBe(ResultCode.signatureInvalid);

    const signedForOtherBody = await signRequest(session.secret, path, '{"a":1}');
    const tampered = await server.raw(path, {}, { session, signature: signedForOtherBody });
    expect(tampered.body.code).toBe(ResultCode.signatureInvalid);

    const otherPath = await server.raw(
      path,
      {},
      { session, signature: await signRequest(session.secret, '/api/x', '{}') },
    );
    expect(otherPath.body.code).toBe(ResultCode.signatureInvalid);

    const t = Math.floor(Date.now() / 1000) - 301;
    const stale = await server.raw(
      path,
      {},
      { session, signature: `t=${t},v2=${await computeSignature(session.secret, t, path, '{}')}` },
    );
    expect(stale.body.code).toBe(ResultCode.signatureStale);

    const garbage = await server.raw(path, {}, { session, signature: 'hello' });
    expect(garbage.body.code).toBe(ResultCode.signatureInvalid);

    const good = await server.call(api.currentUser, {}, { session });
    expect(good.body.code).toBe(200);
  });

  it('replays a captured signed request as itself only: four sends add one cart item', async () => {
    const session = await server.login('+60123456790');
    const path = api.cartAdd.path;
    const products = await server.call(api.productPage, {
      category: 'dashcam',
    });
    const body = JSON.stringify({ productId: products.body.data.list[0]?.id, quantity: 1 });
    const key = 'captured-add-0001';
    const signature = await signRequest(session.secret, path, body, key);
    const send = (headers: Record<string, string>) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', userKey: session.userKey, signature, ...headers },
        body,
      }).then((r) => r.json() as Promise<{ code: number }>);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await send({ 'Idempotency-Key': key }));
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200]);
    const count = await server.call(api.cartCount, {}, { session });
    expect(count.body.data.count).toBe(1);
    // another key, or none, does not match what was signed
    expect((await send({ 'Idempotency-Key': 'captured-add-0002' })).code).toBe(ResultCode.signatureInvalid);
    expect((await send({})).code).toBe(ResultCode.signatureInvalid);
  });

  it('takes the signature of an app before 1.1 (v1) for reads, and asks it to update for changes', async () => {
    const session = await server.login('+60123456791');
    const t = Math.floor(Date.now() / 1000);
    const v1 = async (path: string, body: string) =>
      `t=${t},v1=${await computeSignature(session.secret, t, path, body, '', 'v1')}`;
    const read = await server.raw(
      api.currentUser.path,
      {},
      { session, signature: await v1(api.currentUser.path, '{}') },
    );
    expect(read.body.code).toBe(200);
    const body = { all: true };
    const change = await server.raw(api.messageRead.path, body, {
      session,
      signature: await v1(api.messageRead.path, JSON.stringify(body)),
    });
    expect(change.body).toMatchObject({
      code: ResultCode.signatureOutdated,
      msg: 'This version of the app is out of date. Please update it to continue',
    });
  });

  it('keeps a staff sign-up that waits for approval out', async () => {
    await server.database.db.insert(users).values({ phone: '+60199990000', role: 'technician', status: 'pending' });
    await server.call(api.sendSms, { phone: '+60199990000' });
    const code = await server.latestOtp('+60199990000');
    const res = await server.call(api.clientLogin, { phone: '+60199990000', code });
    expect(res.body.code).toBe(ResultCode.accountDisabled);
    expect(res.body.msg).toBe('Registration successful, wait for approval before logging in');
  });
});
