import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { PayloadOf } from '../../../src/shared/contract/define-call';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../../testing/harness';
import { STAFF_PHONES, staffLogin } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

type RegisterForm = PayloadOf<typeof api.staffRegister>;

describeOnEachDatabase('staff sign-up, approval and login', (kind) => {
  let server: TestServer;
  let manager: Session;
  let company: Session;
  let storeId: number;
  let otherStoreId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = await staffLogin(server, STAFF_PHONES.manager);
    company = await staffLogin(server, STAFF_PHONES.company);
    const me = await server.call(api.currentUser, {}, { session: manager });
    storeId = me.body.data.storeId!;
    const stores = await server.call(api.storeList, {});
    otherStoreId = (stores.body.data.list.find((s) => s.id !== storeId) as { id: number }).id;
  });
  afterAll(() => server.close());

  const form = (phone: string, extra: Partial<RegisterForm> = {}): RegisterForm => ({
    name: 'Farid Technician',
    phone,
    company: 'Roda Auto Sdn. Bhd.',
    storeId,
    role: 'technician',
    password: 'Pasang2026',
    confirmPassword: 'Pasang2026',
    code: '000000',
    agree: true,
    ...extra,
  });
  const register = (body: RegisterForm, language = 'en_us') => server.call(api.staffRegister, body, { language });
  const codeFor = async (phone: string) => {
    await server.call(api.sendSms, { phone, scene: 'staffRegister' });
    return server.latestOtp(phone);
  };

  it('validates the sign-up form with the spec messages', async () => {
    const phone = '+60128000001';
    // forms the contract refuses, some with values its types do not allow (agree: false)
    const expectMsg = async (extra: object, msg: string, language = 'en_us') =>
      expect((await server.raw(api.staffRegister.path, { ...form(phone), ...extra }, { language })).body).toMatchObject(
        {
          code: ResultCode.validation,
          msg,
        },
      );
    await expectMsg({ confirmPassword: 'Pasang2027' }, 'The two passwords do not match');
    await expectMsg({ confirmPassword: 'Pasang2027' }, 'Kedua-dua kata laluan tidak sepadan', 'ms_my');
    await expectMsg({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'Password does not meet the requirements');
    await expectMsg({ password: 'ab1', confirmPassword: 'ab1' }, 'Password does not meet the requirements');
    for (const common of ['Password1', 'qwerty123', 'aaaaaaa1', 'abc 1234', 'Farid2026!']) {
      await expectMsg(
        { password: common, confirmPassword: common },
        'This password is too common or easy to guess. Please choose another',
      );
    }
    await expectMsg(
      { password: 'Password1', confirmPassword: 'Password1' },
      'Kata laluan ini terlalu biasa atau mudah diteka. Sila pilih yang lain',
      'ms_my',
    );
    await expectMsg({ agree: false }, 'Please read and check the agreement');
    await expectMsg({ code: '' }, 'Please obtain the verification code');
    await expectMsg({ code: '12345' }, 'Please enter 6-digit OTP');
    await expectMsg({ code: '12345' }, '请输入6位验证码', 'zh_cn');
    await expectMsg({ phone: '12' }, 'Please check the phone number format');
    await expectMsg({ name: '' }, 'Please enter your name');
    await expectMsg({ company: ' ' }, 'Please enter the company');
    const asCompany = { ...form(phone), role: 'company' };
    expect((await server.raw(api.staffRegister.path, asCompany, { language: 'en_us' })).body.code).toBe(
      ResultCode.validation,
    );
    // a code never asked for
    expect((await register(form(phone))).body).toMatchObject({
      code: ResultCode.otpMissing,
      msg: 'Please obtain the verification code',
    });
    expect((await register(form(phone, { storeId: 999_999, code: await codeFor(phone) }))).body.code).toBe(
      ResultCode.notFound,
    );
    // an existing account keeps its phone number
    expect((await register(form(STAFF_PHONES.sales, { code: await codeFor(STAFF_PHONES.sales) }))).body.code).toBe(
      ResultCode.conflict,
    );
  });

  it('registers, waits for the store manager, then logs in with the password', async () => {
    const phone = '+60128000002';
    const wrong = await register(form(phone, { code: (await codeFor(phone)) === '111111' ? '222222' : '111111' }));
    expect(wrong.body.code).toBe(ResultCode.otpWrong);
    const res = await register(form(phone, { code: await server.latestOtp(phone) }));
    expect(res.body).toMatchObject({
      code: 200,
      msg: 'Registration successful, wait for approval before logging in',
      data: { status: 'pending' },
    });
    const pending = await server.call(api.staffLogin, { phone, password: 'Pasang2026' });
    expect(pending.body).toMatchObject({
      code: ResultCode.accountDisabled,
      msg: 'Registration successful, wait for approval before logging in',
    });

    const list = await server.call(api.signupPage, {}, { session: manager });
    const mine = list.body.data.list.find((s) => s.phone === phone);
    expect(mine).toMatchObject({ name: 'Farid Technician', role: 'technician', status: 'pending', storeId });
    // the desk counts the sign-ups waiting at each store (through users_pending_store_idx)
    const waiting = async (session: Session) =>
      (await server.call(api.storeOverview, {}, { session })).body.data.stores.find((s) => s.storeId === storeId)
        ?.pendingSignups;
    const before = await waiting(company);
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await waiting(manager)).toBe(before);
    const approved = await server.call(api.signupReview, { id: mine!.id, approve: true }, { session: manager });
    expect(approved.body.data.status).toBe('active');
    expect(await waiting(company)).toBe(before! - 1);
    const again = await server.call(
      api.signupReview,
      { id: mine!.id, approve: false, reason: 'x' },
      {
        session: manager,
      },
    );
    expect(again.body.code).toBe(ResultCode.illegalTransition);

    const badPassword = await server.call(api.staffLogin, { phone, password: 'Pasang2027' });
    expect(badPassword.body).toMatchObject({ code: ResultCode.passwordWrong, msg: 'Wrong phone number or password' });
    const login = await server.call(api.staffLogin, {
      phone,
      password: 'Pasang2026',
    });
    expect(login.body.code, login.body.msg).toBe(200);
    expect(login.body.data.userInfo).toMatchObject({ role: 'technician', storeId });
    // the OTP login works for staff too
    const otp = await server.login(phone);
    expect(otp.userKey).toBeTruthy();
  });

  it('a refusal needs a reason, is told at login, and the applicant may apply again', async () => {
    const phone = '+60128000003';
    const res = await register(form(phone, { storeId: otherStoreId, role: 'sales', code: await codeFor(phone) }));
    const id = res.body.data.id;
    // not the manager's store: as if it did not exist; the company sees every store
    expect((await server.call(api.signupReview, { id, approve: true }, { session: manager })).body.code).toBe(
      ResultCode.notFound,
    );
    const managerList = await server.call(api.signupPage, {}, { session: manager });
    expect(managerList.body.data.list.map((s) => s.id)).not.toContain(id);
    const noReason = await server.call(api.signupReview, { id, approve: false }, { session: company });
    expect(noReason.body.msg).toBe('Please enter the reason for refusal');
    const refused = await server.call(
      api.signupReview,
      { id, approve: false, reason: 'Not on the staff list of this store' },
      { session: company },
    );
    expect(refused.body.data).toMatchObject({ status: 'refused', reviewNote: 'Not on the staff list of this store' });
    const login = await server.call(api.staffLogin, { phone, password: 'Pasang2026' });
    expect(login.body).toMatchObject({
      code: ResultCode.accountDisabled,
      msg: 'Your registration was not approved: Not on the staff list of this store',
    });
    const reapply = await register(form(phone, { code: await codeFor(phone) }));
    expect(reapply.body.data).toEqual({ id, status: 'pending' });
  });

  it('takes a passphrase of words up to 128 characters', async () => {
    const phone = '+60128000009';
    const passphrase = 'kereta saya selalu bersih dan wangi';
    const res = await register(
      form(phone, { password: passphrase, confirmPassword: passphrase, code: await codeFor(phone) }),
    );
    expect(res.body.code, res.body.msg).toBe(200);
  });

  it('pauses password login after five wrong passwords', async () => {
    const phone = STAFF_PHONES.sales;
    for (let i = 1; i <= 4; i++) {
      expect((await server.call(api.staffLogin, { phone, password: `Wrong${i}!!!` })).body.code).toBe(
        ResultCode.passwordWrong,
      );
    }
    const fifth = await server.call(api.staffLogin, { phone, password: 'Wrong5!!!' });
    expect(fifth.body).toMatchObject({ code: ResultCode.passwordLocked });
    expect(fifth.status).toBe(429);
    const right = await server.call(api.staffLogin, { phone, password: 'Roda2026!' });
    expect(right.body.code).toBe(ResultCode.passwordLocked);
    // unknown phones and customers get the same answers as a wrong password, lock included
    for (const other of ['+60127777777', '+60123456789']) {
      const codes = [];
      for (let i = 1; i <= 6; i++) {
        codes.push((await server.call(api.staffLogin, { phone: other, password: `Wrong${i}!!!` })).body.code);
      }
      expect(codes, other).toEqual([1309, 1309, 1309, 1309, 1310, 1310]);
    }
  });
});
