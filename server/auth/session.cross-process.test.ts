import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { describeOnPostgres, startTestServer, type TestServer } from '../testing/harness';

// Two server instances on one PostgreSQL database, as behind a load balancer: what one ends, the
// other refuses on the very next call. Guards against a per-process session cache (decision 016).
describeOnPostgres('sessions across server instances', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await startTestServer('pglite', { config: { databaseUrl: a.databaseUrl } });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('ends a session on every instance as soon as one instance answers the logout', async () => {
    for (let round = 0; round < 10; round++) {
      const session = await a.login('+60123400001');
      // both instances have just served this session, as a warm cache would have it
      expect((await b.call('/api/app/user/info', {}, { session })).body.code).toBe(ResultCode.ok);
      expect((await a.call('/api/app/user/info', {}, { session })).body.code).toBe(ResultCode.ok);
      expect((await a.call('/api/app/user/logout', {}, { session })).body.code).toBe(ResultCode.ok);
      expect((await b.call('/api/app/user/info', {}, { session })).body.code).toBe(ResultCode.sessionExpired);
    }
  });

  it('ends every session of a user on the other instance when the phone number changes', async () => {
    const phone = '+60123400002';
    const session = await a.login(phone);
    expect((await b.call('/api/app/user/info', {}, { session })).body.code).toBe(ResultCode.ok);
    await a.call('/api/app/user/send/sms', { phone: '+60123400003', scene: 'changePhone' }, { session });
    const code = await a.latestOtp('+60123400003');
    const changed = await b.call('/api/app/user/phone/change', { phone: '+60123400003', code }, { session });
    expect(changed.body.code).toBe(ResultCode.ok);
    expect((await a.call('/api/app/user/info', {}, { session })).body.code).toBe(ResultCode.sessionExpired);
  });
});
