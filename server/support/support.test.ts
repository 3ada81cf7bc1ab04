import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import type { PayloadOf } from '../../src/shared/contract/define-call';
import { messages, orders } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { uploadedId, uploadImage } from '../testing/uploads';
import { eq } from 'drizzle-orm';
import { api } from '../../tests/support/api';

describeOnEachDatabase('complaints, feedback and the help robot', (kind) => {
  let server: TestServer;
  let alice: Session & { userId: number };
  let bob: Session & { userId: number };
  let aliceOrder: { id: number; orderNo: string };
  let bobOrder: { id: number; orderNo: string };

  const makeOrder = async (userId: number, orderNo: string) => {
    const [row] = await server.database.db
      .insert(orders)
      .values({
        orderNo,
        userId,
        status: 'completed',
        payStatus: 'paid',
        orderType: 'install',
        plate: 'WXY1234',
        vehicleModel: 'Perodua Myvi 2022 1.5AV',
        totalSen: 15900,
        actualPaySen: 15900,
      })
      .returning({ id: orders.id, orderNo: orders.orderNo });
    if (!row) throw new Error('order not created');
    return row;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.login('+60135000001');
    bob = await server.login('+60135000002');
    aliceOrder = await makeOrder(alice.userId, 'RD-TEST-A-0001');
    bobOrder = await makeOrder(bob.userId, 'RD-TEST-B-0001');
  });
  afterAll(() => server.close());

  const complain = (session: Session, body: PayloadOf<typeof api.complaintAdd>, language?: string) =>
    server.call(api.complaintAdd, body, {
      session,
      ...(language ? { language } : {}),
    });

  it('files a complaint with two screenshots: numbered, pending, listed, and a message is left', async () => {
    const shots = [await uploadedId(server, alice, 'complaint'), await uploadedId(server, alice, 'complaint')];
    const res = await complain(alice, {
      orderId: aliceOrder.id,
      content: 'The tint film is peeling.',
      screenshots: shots,
    });
    expect(res.body.code, res.body.msg).toBe(200);
    const complaint = res.body.data;
    expect(complaint.complaintNo).toMatch(/^CP\d{8}\d{4}$/);
    expect(complaint).toMatchObject({ orderNo: aliceOrder.orderNo, status: 'pending', processingResult: '' });
    expect(complaint.screenshots).toHaveLength(2);

    const second = await complain(alice, { orderId: aliceOrder.id, content: 'Still peeling.' });
    const seq = (no: string) => Number(no.slice(-4));
    expect(seq(second.body.data.complaintNo)).toBe(seq(complaint.complaintNo) + 1);

    const page = await server.call(api.complaintPage, {}, { session: alice });
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list[1]).toMatchObject({ id: complaint.id, status: 'pending', orderNo: aliceOrder.orderNo });
    for (const url of page.body.data.list[1]?.screenshots ?? []) {
      expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(200);
    }
    const notes = await server.database.db.select().from(messages).where(eq(messages.userId, alice.userId));
    expect(notes.filter((m) => m.kind === 'complaint' && m.refId === complaint.id)).toHaveLength(1);
  });

  it("keeps complaints to the caller's own orders, uploads and list", async () => {
    const onBobsOrder = await complain(alice, { orderId: bobOrder.id, content: 'Not my order' });
    expect(onBobsOrder.body).toMatchObject({ code: ResultCode.notFound, msg: 'Order was not found' });
    const alicesShot = await uploadedId(server, alice, 'complaint');
    const withAlicesShot = await complain(bob, { orderId: bobOrder.id, content: 'Look', screenshots: [alicesShot] });
    expect(withAlicesShot.body).toMatchObject({
      code: ResultCode.validation,
      msg: 'Image 1 was not found, please upload it again',
    });
    const bobs = await server.call(api.complaintPage, {}, { session: bob });
    expect(bobs.body.data).toMatchObject({ total: 0, list: [] });
    const filtered = await server.call(api.complaintPage, { orderId: bobOrder.id }, { session: alice });
    expect(filtered.body.data.total).toBe(0);
  });

  it('validates content and the number of screenshots, in three languages', async () => {
    const empty = { orderId: aliceOrder.id, content: '   ' };
    expect((await complain(alice, empty, 'en_us')).body.msg).toBe('content must be at least 1');
    expect((await complain(alice, empty, 'ms_my')).body.msg).toBe('content mestilah sekurang-kurangnya 1');
    expect((await complain(alice, empty, 'zh_cn')).body.msg).toBe('content不能小于 1');
    const long = await complain(alice, { orderId: aliceOrder.id, content: 'x'.repeat(501) });
    expect(long.body.msg).toBe('content must be at most 500');
    const seven = await complain(alice, {
      orderId: aliceOrder.id,
      content: 'many',
      screenshots: Array.from({ length: 7 }, (_, i) => `AAAAAAAAAAAAAAAAAAAAA${i}`),
    });
    expect(seven.body.msg).toBe('screenshots must be at most 6');
  });

  const sendFeedback = (session: Session, images: string[], language: string) =>
    server.call(
      api.feedbackAdd,
      { type: 'suggestion', content: 'Please add more stores in Sabah.', images },
      { session, language },
    );

  it('takes 5 feedback images in English and 3 in Malay or Chinese, as the spec says', async () => {
    const five = await Promise.all(Array.from({ length: 5 }, () => uploadedId(server, alice, 'feedback')));
    expect((await sendFeedback(alice, five, 'en_us')).body.code).toBe(200);
    expect((await sendFeedback(alice, five.slice(0, 3), 'ms_my')).body.code).toBe(200);
    const four = five.slice(0, 4);
    expect((await sendFeedback(alice, four, 'ms_my')).body).toEqual({
      code: ResultCode.validation,
      data: 'FAIL',
      msg: 'Anda boleh menambah maksimum 3 imej',
    });
    expect((await sendFeedback(alice, four, 'zh_cn')).body.msg).toBe('最多只能添加 3 张图片');
    expect((await sendFeedback(alice, [...five, five[0] as string, 'BBBBBBBBBBBBBBBBBBBBBB'], 'en_us')).body.msg).toBe(
      'images must be at most 5',
    );
  });

  it('requires type and content, and images of purpose feedback owned by the caller', async () => {
    // bodies without the fields the contract requires
    const noType = await server.raw(api.feedbackAdd.path, { content: 'hi' }, { session: alice });
    expect(noType.body.msg).toBe('type must be one of: suggestion, bug, service, other');
    const noContent = await server.raw(api.feedbackAdd.path, { type: 'bug' }, { session: alice });
    expect(noContent.body.msg).toBe('content is required');
    const complaintShot = await uploadedId(server, alice, 'complaint');
    expect((await sendFeedback(alice, [complaintShot], 'en_us')).body.code).toBe(ResultCode.validation);
    const bobsImage = await uploadedId(server, bob, 'feedback');
    expect((await sendFeedback(alice, [bobsImage], 'en_us')).body.msg).toBe(
      'Image 1 was not found, please upload it again',
    );
  });

  it('refuses a feedback image over 5 MB', async () => {
    const noisy = await sharp({
      create: {
        width: 1500,
        height: 1400,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(noisy.length).toBeLessThan(10 * 1024 * 1024);
    const res = await uploadImage(server, alice, noisy, 'feedback', { filename: 'big.png' });
    expect(res.body).toEqual({ code: ResultCode.bodyTooLarge, data: 'FAIL', msg: 'The image size cannot exceed 5 MB' });
  });

  const ask = (question: string, language = 'en_us') => server.call(api.robotAsk, { question }, { language });

  it('answers common questions from the dictionary in the asker’s language, logged out', async () => {
    expect((await ask('What are your opening hours?')).body.data).toMatchObject({ matched: true });
    expect((await ask('What are your opening hours?')).body.data.answer).toContain('9:00 am');
    expect((await ask('How much is the basic service package?')).body.data.answer).toContain('RM 159.00');
    expect((await ask('Berapa lama waranti?', 'ms_my')).body.data.answer).toContain('30 hari');
    expect((await ask('退款要多久？', 'zh_cn')).body.data.answer).toContain('3个工作日');
    expect((await ask('Can I get refunds?')).body.data.answer).toContain('3 working days');
  });

  it('falls back to a friendly list of topics, and every topic it lists is answered', async () => {
    for (const language of ['en_us', 'ms_my', 'zh_cn']) {
      const res = await ask('xyzzy?', language);
      expect(res.body.data.matched).toBe(false);
      expect(res.body.data.topics.length).toBeGreaterThanOrEqual(8);
      for (const topic of res.body.data.topics) {
        expect(res.body.data.answer).toContain(topic);
        const answered = await ask(topic, language);
        expect(answered.body.data.matched, `${language}: ${topic}`).toBe(true);
      }
    }
    expect((await ask('xyzzy?')).body.data.answer).toMatch(/^Sorry, I don't have an answer/);
  });
});
