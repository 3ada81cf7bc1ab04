import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Message } from '../../src/shared/contract/account';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import { ResultCode } from '../../src/shared/contract/codes';
import { notify } from '../inbox/notify';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { uploadedId } from '../testing/uploads';
import { api } from '../../tests/support/api';

describeOnEachDatabase('profile, phone change and messages', (kind) => {
  let server: TestServer;
  let alice: Session & { userId: number };
  let bob: Session & { userId: number };

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.login('+60134000001');
    bob = await server.login('+60134000002');
  });
  afterAll(() => server.close());

  const update = (session: Session, body: PayloadOf<typeof api.profileUpdate>, language?: string) =>
    server.call(api.profileUpdate, body, { session, ...(language ? { language } : {}) });

  it('changes name, email and avatar (an upload of the caller)', async () => {
    const avatarId = await uploadedId(server, alice, 'avatar');
    const res = await update(alice, { name: '  Aisyah  ', email: 'aisyah@example.my', avatarId });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Aisyah',
      email: 'aisyah@example.my',
      avatarUrl: `/media/uploads/${avatarId}`,
    });
    // a profile picture is shown to others (e.g. the workshop): its unguessable address needs no signature
    expect((await fetch(`${server.baseUrl}${res.body.data.avatarUrl}`)).status).toBe(200);
    const me = await server.call(api.currentUser, {}, { session: alice });
    expect(me.body.data.name).toBe('Aisyah');
    expect((await update(alice, { avatarId: null })).body.data.avatarUrl).toBe('');
  });

  it("refuses a bad email in three languages, another user's upload, and an introduction from a customer", async () => {
    for (const [language, msg] of [
      ['en_us', 'Please check the email format'],
      ['ms_my', 'Sila semak format e-mel'],
      ['zh_cn', '请检查邮箱格式'],
    ] as const) {
      expect((await update(alice, { email: 'aisyah@' }, language)).body).toEqual({
        code: ResultCode.validation,
        data: 'FAIL',
        msg,
      });
    }
    const bobsAvatar = await uploadedId(server, bob, 'avatar');
    expect((await update(alice, { avatarId: bobsAvatar })).body).toMatchObject({
      code: ResultCode.validation,
      msg: 'Image 1 was not found, please upload it again',
    });
    const complaintShot = await uploadedId(server, alice, 'complaint');
    expect((await update(alice, { avatarId: complaintShot })).body.code).toBe(ResultCode.validation);
    expect((await update(alice, { introduction: 'Hi' })).body.code).toBe(ResultCode.forbidden);
  });

  it('lets staff write an introduction; store and address come from their store', async () => {
    const sales = await server.login('+60122000001');
    const res = await update(sales, { introduction: 'Tint specialist, 8 years.' });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.introduction).toBe('Tint specialist, 8 years.');
    expect(res.body.data.storeName).toBeTruthy();
    expect(res.body.data.storeAddress).toBeTruthy();
  });

  it('changes the phone with a code sent to the new number, then every session ends', async () => {
    const carol = await server.login('+60134000003');
    const newPhone = '+60134000033';
    const sent = await server.call(api.sendSms, { phone: newPhone, scene: 'changePhone' }, { session: carol });
    expect(sent.body.code, sent.body.msg).toBe(200);
    const code = await server.latestOtp(newPhone);

    const taken = await server.call(api.phoneChange, { phone: '+60134000001', code }, { session: carol });
    expect(taken.body).toMatchObject({ code: ResultCode.conflict, msg: 'This phone number is already in use' });
    const wrong = await server.call(
      api.phoneChange,
      { phone: newPhone, code: code === '000000' ? '111111' : '000000' },
      { session: carol },
    );
    expect(wrong.body.code).toBe(ResultCode.otpWrong);
    const bad = await server.call(api.phoneChange, { phone: '12', code }, { session: carol, language: 'ms_my' });
    expect(bad.body.msg).toBe('Sila semak format nombor telefon');

    const res = await server.call(api.phoneChange, { phone: '013-400 0033', code }, { session: carol });
    expect(res.body).toEqual({
      code: 200,
      data: { phone: newPhone, loggedOut: true },
      msg: 'Phone number successfully changed, please log in again',
    });
    expect((await server.call(api.currentUser, {}, { session: carol })).body.code).toBe(ResultCode.sessionExpired);
    const again = await server.login(newPhone);
    expect(again.userId).toBe(carol.userId);
  });

  it('pages messages newest first in the request language, with the unread count', async () => {
    for (let i = 1; i <= 3; i++) {
      await notify(server.database.db, alice.userId, {
        kind: 'order',
        title: { en: `Order update ${i}`, ms: `Kemas kini pesanan ${i}`, zh: `订单更新 ${i}` },
        content: { en: `Order is now step ${i}`, ms: `Pesanan kini langkah ${i}`, zh: `订单进入第 ${i} 步` },
        refType: 'order',
        refId: i,
      });
    }
    await notify(server.database.db, bob.userId, {
      kind: 'system',
      title: { en: 'For Bob', ms: 'Untuk Bob', zh: '给 Bob' },
      content: { en: 'Hello Bob', ms: 'Hai Bob', zh: '你好 Bob' },
    });
    const page = await server.call(api.messagePage, { pageSize: 2 }, { session: alice });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.unreadCount).toBe(3);
    expect(page.body.data.list.map((m) => m.title)).toEqual(['Order update 3', 'Order update 2']);
    expect(page.body.data.list[0]).toMatchObject({ kind: 'order', refType: 'order', refId: 3, read: false });
    const ms = await server.call(api.messagePage, {}, { session: alice, language: 'ms_my' });
    expect(ms.body.data.list[0]?.title).toBe('Kemas kini pesanan 3');
    const zh = await server.call(api.messagePage, {}, { session: alice, language: 'zh_cn' });
    expect(zh.body.data.list[2]?.content).toBe('订单进入第 1 步');
  });

  it('marks one message read on open, then all; another customer can neither read nor mark them', async () => {
    const page = (await server.call(api.messagePage, {}, { session: alice })).body.data;
    const newest = page.list[0] as Message;

    const stranger = await server.call(api.messageFind, { id: newest.id }, { session: bob });
    expect(stranger.body.code).toBe(ResultCode.notFound);
    const mark = await server.call(api.messageRead, { id: newest.id }, { session: bob });
    expect(mark.body.code).toBe(ResultCode.notFound);
    const bobs = (await server.call(api.messagePage, {}, { session: bob })).body.data;
    expect(bobs.list.map((m) => m.title)).toEqual(['For Bob']);

    const detail = await server.call(api.messageFind, { id: newest.id }, { session: alice });
    expect(detail.body.data.title).toBe('Order update 3');
    const read = await server.call(api.messageRead, { id: newest.id }, { session: alice });
    expect(read.body.data).toEqual({ updated: 1, unreadCount: 2 });
    const badge = await server.call(api.messageUnreadCount, {}, { session: alice });
    expect(badge.body.data).toEqual({ unreadCount: 2 });
    const unread = await server.call(api.messagePage, { unreadOnly: true }, { session: alice });
    expect(unread.body.data.list.map((m) => m.id)).not.toContain(newest.id);

    const all = await server.call(api.messageRead, { all: true }, { session: alice });
    expect(all.body.data).toEqual({ updated: 2, unreadCount: 0 });
    expect((await server.call(api.messageUnreadCount, {}, { session: bob })).body.data).toEqual({
      unreadCount: 1,
    });
    const neither = await server.call(api.messageRead, {}, { session: alice, language: 'zh_cn' });
    expect(neither.body).toMatchObject({ code: ResultCode.validation, msg: '请选择一条消息或全部消息' });
  });
});
