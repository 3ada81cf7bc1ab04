import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { DEMO_STAFF_PASSWORD } from '../seed/demo-accounts';
import { STAFF_PHONES } from '../testing/staff-fixtures';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { GUARD_RULES } from './password-guard';
import { api } from '../../tests/support/api';

/** Wrong passwords are counted per phone and address, per phone, and per address (docs/decisions/012). */
describeOnEachDatabase('password guessing limits', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    // behind "our own proxy", so each request can come from an address of its own
    server = await startTestServer(kind, { trustProxy: true });
  });
  afterAll(() => server.close());

  const login = (phone: string, password: string, from: string) =>
    server.call(api.staffLogin, { phone, password }, { headers: { 'x-forwarded-for': from } });

  it('keeps a staff member able to log in when a stranger elsewhere locks their phone from one address', async () => {
    const phone = STAFF_PHONES.technician;
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await login(phone, `Guess-${i}-x`, '203.0.113.9')).body.code);
    expect(codes).toEqual([1309, 1309, 1309, 1309, 1310, 1310]);
    expect((await login(phone, DEMO_STAFF_PASSWORD, '203.0.113.9')).body.code).toBe(ResultCode.passwordLocked);
    const owner = await login(phone, DEMO_STAFF_PASSWORD, '198.51.100.7');
    expect(owner.body.code, owner.body.msg).toBe(200);
  });

  it('stops one address that tries many phones, and many addresses that try one phone', async () => {
    const attacker = '203.0.113.50';
    let last = 0;
    for (let i = 0; i < GUARD_RULES.address.failures; i++) {
      last = (await login(`+6012700${String(i).padStart(4, '0')}`, 'Guess-x-1', attacker)).body.code;
    }
    expect(last).toBe(ResultCode.passwordLocked);
    expect((await login('+60127009999', 'Guess-x-1', attacker)).body.code).toBe(ResultCode.passwordLocked);

    const phone = STAFF_PHONES.sales;
    for (let i = 0; i < GUARD_RULES.phone.failures; i++) {
      // four tries from each address: never five in a row from one
      last = (await login(phone, 'Guess-y-1', `198.18.${Math.floor(i / 4)}.1`)).body.code;
    }
    expect(last).toBe(ResultCode.passwordLocked);
    expect((await login(phone, DEMO_STAFF_PASSWORD, '198.51.100.8')).body.code).toBe(ResultCode.passwordLocked);
  });
});
