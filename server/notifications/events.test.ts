import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { eventually, subscribeDevice } from '../testing/notify-fixture';
import { startLocalPushService, type LocalPushService, type TestSubscription } from '../testing/push-service';
import { paidInstall, setupWorld, type World } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';

type Payload = { title: string; body: string; url: string; tag: string };

/** The notices pushed to one device so far, decrypted. */
const pushedTo = (push: LocalPushService, device: TestSubscription): Payload[] =>
  push.received
    .filter((r) => r.path === new URL(device.endpoint).pathname)
    .map((r) => JSON.parse(device.decrypt(r.body)) as Payload);

describeOnEachDatabase('what is pushed, to whom, with which link', (kind) => {
  let server: TestServer;
  let push: LocalPushService;
  let world: World;
  let customerDevice: TestSubscription;
  let technicianDevice: TestSubscription;
  let managerDevice: TestSubscription;
  beforeAll(async () => {
    server = await startTestServer(kind);
    push = await startLocalPushService();
    world = await setupWorld(server);
    customerDevice = await subscribeDevice(server, world.customer, push, 'customer', 'ms_my');
    technicianDevice = await subscribeDevice(server, world.technician, push, 'technician', 'zh_cn');
    managerDevice = await subscribeDevice(server, world.manager, push, 'manager');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  it('a work order dispatched to a technician opens that work order', async () => {
    const { orderNo, workOrderId } = await paidInstall(world);
    const dispatched = await server.call(
      api.workOrderDispatch,
      { id: workOrderId, technicianId: world.technician.userId },
      { session: world.manager },
    );
    expect(dispatched.body.code, dispatched.body.msg).toBe(200);
    await eventually(() => pushedTo(push, technicianDevice).length > 0);
    const [notice] = pushedTo(push, technicianDevice);
    expect(notice).toMatchObject({
      title: '您有新的工单',
      url: `/app/pages-staff/workorder/WorkOrderDetail?id=${workOrderId}`,
    });
    expect(notice?.body).toContain(orderNo);
  });

  it('a rescheduled appointment tells the customer, in Malay, with the link to the order', async () => {
    const { orderId } = await paidInstall(world);
    const moved = await server.call(
      api.orderReschedule,
      { id: orderId, appointmentDate: malaysiaDate(9), appointmentSlot: '15:00' },
      { session: world.customer },
    );
    expect(moved.body.code, moved.body.msg).toBe(200);
    await eventually(() => pushedTo(push, customerDevice).some((n) => n.title === 'Temu janji dijadual semula'));
    const notice = pushedTo(push, customerDevice).find((n) => n.title === 'Temu janji dijadual semula');
    expect(notice?.url).toBe(`/app/pages-order/list/OrderDetails?id=${orderId}`);
    expect(notice?.body).toContain('15:00');
  });

  it('a refund request waits for the store manager, whose notice opens the manager desk', async () => {
    const { orderId, orderNo } = await paidInstall(world);
    const asked = await server.call(
      api.refundRequest,
      { orderId, reason: 'Changed my mind', contact: '0123456789' },
      { session: world.customer },
    );
    expect(asked.body.code, asked.body.msg).toBe(200);
    await eventually(() => pushedTo(push, managerDevice).some((n) => n.body.includes(orderNo)));
    const notice = pushedTo(push, managerDevice).find((n) => n.body.includes(orderNo));
    expect(notice).toMatchObject({ title: 'Waiting for your review', url: '/app/pages-staff/manager/ManagerDesk' });
    // the customer's own notice of the request opens the refund screen
    await eventually(() => pushedTo(push, customerDevice).some((n) => n.url.includes('RefundOrder')));
    expect(pushedTo(push, customerDevice).map((n) => n.url)).toContain(
      `/app/pages-order/refund/RefundOrder?orderId=${orderId}`,
    );
  });

  it('a staff sign-up waits for the managers of its store', async () => {
    const before = pushedTo(push, managerDevice).length;
    const phone = '+60129000077';
    await server.call(api.sendSms, { phone, scene: 'staffRegister' });
    const code = await server.latestOtp(phone);
    const reg = await server.call(api.staffRegister, {
      phone,
      name: 'Farid bin Ali',
      storeId: world.store.id,
      role: 'technician',
      company: 'Roda Auto Sdn. Bhd.',
      password: 'Kedai2026!',
      confirmPassword: 'Kedai2026!',
      code,
      agree: true,
    });
    expect(reg.body.code, reg.body.msg).toBe(200);
    await eventually(() => pushedTo(push, managerDevice).length > before);
    expect(pushedTo(push, managerDevice).at(-1)?.body).toContain('Farid bin Ali');
  });
});

function malaysiaDate(days: number): string {
  const d = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}
