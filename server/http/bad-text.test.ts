import { afterAll, beforeAll, expect, it } from 'vitest';
import { allCalls } from '../../src/shared/contract/calls';
import { ResultCode } from '../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../src/shared/contract/define-call';
import { STAFF_PHONES, staffLogin } from '../testing/staff-fixtures';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

/** A call and a body its payload's types allow (the text in it is what the server refuses). */
const testCase = <C extends CallDefinition>(
  call: C,
  body: NoInfer<PayloadOf<C>>,
  field: string,
): { call: CallDefinition; body: unknown; field: string } => ({ call, body, field });

/**
 * Text the database cannot hold (a NUL character) and dates that do not exist are bad input: a
 * localised validation message naming the field, never 5000 (docs/architecture.md#validation).
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
      // the same body to every call, whatever it takes: refused before the call's own checks
      const res = await server.raw(call.path, { note: 'a\u0000b', list: [{ name: 'x\u0000' }] }, { session });
      expect(res.body.code, call.path).toBe(ResultCode.validation);
      expect(res.body.msg, call.path).toBe('note contains a character that is not allowed');
    }
  });

  it('answers the calls found failing with the field and in the language asked', async () => {
    const cases = [
      testCase(api.storeList, { keyword: 'Cheras\u0000' }, 'keyword'),
      testCase(api.dictionaryInfo, { companyId: 1, dictionaryId: 'USER\u0000DEV' }, 'dictionaryId'),
      testCase(api.userClueAdd, { name: 'Ali', phone: '0123456789', note: '\u0000' }, 'note'),
      testCase(api.storeSlots, { storeId: 1, date: '2026-12-01\u0000' }, 'date'),
    ];
    for (const { call, body, field } of cases) {
      const res = await server.call(call, body);
      expect(res.body, call.path).toMatchObject({
        code: ResultCode.validation,
        msg: `${field} contains a character that is not allowed`,
      });
      const malay = await server.call(call, body, { language: 'ms_my' });
      expect(malay.body.msg, call.path).toBe(`${field} mengandungi aksara yang tidak dibenarkan`);
    }
  });

  it('refuses dates that do not exist with the date message', async () => {
    for (const date of ['2027-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      const res = await server.call(api.storeSlots, { storeId: 1, date });
      expect(res.body, date).toMatchObject({ code: ResultCode.validation, msg: 'Please choose a valid date' });
    }
    const leap = await server.call(api.storeSlots, { storeId: 1, date: '2028-02-29' });
    expect(leap.body.code).toBe(200);
  });
});
