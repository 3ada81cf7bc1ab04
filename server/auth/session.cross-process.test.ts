import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import { describeOnPostgres, startTestServer, type TestServer } from '../testing/harness';
import { STAFF_PHONES, staffLogin } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';

const feedback = (content: string): PayloadOf<typeof api.feedbackAdd> => ({ type: 'other', content });

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
      expect((await b.call(api.currentUser, {}, { session })).body.code).toBe(ResultCode.ok);
      expect((await a.call(api.currentUser, {}, { session })).body.code).toBe(ResultCode.ok);
      expect((await a.call(api.logout, {}, { session })).body.code).toBe(ResultCode.ok);
      expect((await b.call(api.currentUser, {}, { session })).body.code).toBe(ResultCode.sessionExpired);
    }
  });

  it('ends every session of a user on the other instance when the phone number changes', async () => {
    const phone = '+60123400002';
    const session = await a.login(phone);
    expect((await b.call(api.currentUser, {}, { session })).body.code).toBe(ResultCode.ok);
    await a.call(api.sendSms, { phone: '+60123400003', scene: 'changePhone' }, { session });
    const code = await a.latestOtp('+60123400003');
    const changed = await b.call(api.phoneChange, { phone: '+60123400003', code }, { session });
    expect(changed.body.code).toBe(ResultCode.ok);
    expect((await a.call(api.currentUser, {}, { session })).body.code).toBe(ResultCode.sessionExpired);
  });

  // A write from a session an instance has found before checks it with BEGIN (decision 016 part 7),
  // its signature checked with what the instance remembers: what ended elsewhere is still refused.
  it('refuses a write on the other instance as soon as the session ends, whatever else is wrong with it', async () => {
    const phone = '+60123400004';
    for (let round = 0; round < 5; round++) {
      const session = await a.login(phone);
      expect((await b.call(api.feedbackAdd, feedback(`kept ${round}`), { session })).body.code).toBe(ResultCode.ok);
      expect((await a.call(api.logout, {}, { session })).body.code).toBe(ResultCode.ok);
      const refused = await b.call(api.feedbackAdd, feedback(`after logout ${round}`), { session });
      expect(refused.body.code).toBe(ResultCode.sessionExpired);
      // a bad signature or a bad payload from an ended session is answered as the ended session
      const forged = await b.raw(api.feedbackAdd.path, feedback('forged'), { session, signature: 't=1,v2=00' });
      expect(forged.body.code).toBe(ResultCode.sessionExpired);
      expect((await b.raw(api.feedbackAdd.path, { type: 'nope' }, { session })).body.code).toBe(
        ResultCode.sessionExpired,
      );
    }
    const { rows } = (await a.database.db.execute(
      sql`select count(*)::int as n from feedback where content like 'after logout%' or content = 'forged'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a staff write on the other instance as soon as the person is no longer staff', async () => {
    const technician = await staffLogin(a, STAFF_PHONES.technician);
    const accept = (session: typeof technician) => b.call(api.workOrderAccept, { id: 2_000_000_000 }, { session });
    // still staff: the work order is unknown
    expect((await accept(technician)).body.code).toBe(ResultCode.notFound);
    await a.database.db.execute(sql`update users set role = 'customer' where id = ${technician.userId}`);
    try {
      expect((await accept(technician)).body.code).toBe(ResultCode.forbidden);
    } finally {
      await a.database.db.execute(sql`update users set role = 'technician' where id = ${technician.userId}`);
    }
    expect((await accept(technician)).body.code).toBe(ResultCode.notFound);
  });
});
