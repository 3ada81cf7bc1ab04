import { afterAll, beforeAll, expect, it } from 'vitest';
import { allCalls } from '../../src/shared/contract/calls';
import { ResultCode } from '../../src/shared/contract/codes';
import { STAFF_PHONES, staffLogin } from '../testing/staff-fixtures';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';

/**
 * Text the database cannot hold (a NUL character) and dates that do not exist are bad input: a
 * localised validation message naming the field, never 5000 (issue 12).
 */
describeOnEachDatabase('text and dates the database cannot hold', (kind) => {
  let server: TestServer;
  let customer: Session;
  let staff: Session;

  beforeAll(async () => {
    server = await startTestServer(kind);
    customer = await server.login('+60147770001');
    staff = await staffLogin(server, STAFF_PHONES.company);
  });
  afterAll(() => server.close());

  it('refuses a NUL character in any text of any call, naming the field', async () => {
    for (const call of allCalls) {
      const session = call.auth === 'staff' ? staff : call.auth === 'user' ? customer : null;
      const res = await server.call(call.path, { note: 'a\u0000b', list: [{ name: 'x\u0000' }] }, { session });
      expect(res.body.code, call.path).toBe(ResultCode.validation);
      expect(res.body.msg, call.path).toBe('note contains a character that is not allowed');
    }
  });

  it('answers the calls found failing with the field and in the language asked', async () => {
    const cases: [string, object, string][] = [
      ['/api/app/order/vehicle/door/store/list', { keyword: 'Cheras\u0000' }, 'keyword'],
      ['/api/user/dictionary/dictionary-info', { companyId: 1, dictionaryId: 'USER\u0000DEV' }, 'dictionaryId'],
      ['/api/export/user/vehicle/car/info/add', { name: 'Ali', phone: '0123456789', note: '\u0000' }, 'note'],
      ['/api/app/order/vehicle/door/store/slots', { storeId: 1, date: '2026-12-01\u0000' }, 'date'],
    ];
    for (const [path, body, field] of cases) {
      const res = await server.call(path, body);
      expect(res.body, path).toMatchObject({
        code: ResultCode.validation,
        msg: `${field} contains a character that is not allowed`,
      });
      const malay = await server.call(path, body, { language: 'ms_my' });
      expect(malay.body.msg, path).toBe(`${field} mengandungi aksara yang tidak dibenarkan`);
    }
  });

  it('refuses dates that do not exist with the date message', async () => {
    for (const date of ['2027-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      const res = await server.call('/api/app/order/vehicle/door/store/slots', { storeId: 1, date });
      expect(res.body, date).toMatchObject({ code: ResultCode.validation, msg: 'Please choose a valid date' });
    }
    const leap = await server.call('/api/app/order/vehicle/door/store/slots', { storeId: 1, date: '2028-02-29' });
    expect(leap.body.code).toBe(200);
  });
});
