import { expect, it } from 'vitest';
import type { OrderWork } from '../../../src/shared/contract/orders';
import { describeOnEachDatabase } from '../../testing/harness';
import { customerOrder, paidInstall, paidPickup, photos } from '../../testing/staff-fixtures';
import { workOrderFixture } from '../../testing/work-order-fixture';
import { api } from '../../../tests/support/api';

/** A photo's signed address carries its own expiry: the same photo, whenever it was signed. */
const unsigned = (work: OrderWork | null | undefined) =>
  JSON.parse(JSON.stringify(work ?? null, (key, value: unknown) => (key === 'url' ? 'signed' : value))) as unknown;

describeOnEachDatabase("the office's order shows the work on the car as its customer sees it", (kind) => {
  const fx = workOrderFixture(kind);

  const officeWork = async (orderId: number) => {
    const res = await fx.world.server.call(api.officeOrderFind, { id: orderId }, { session: fx.world.company });
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data.order.work;
  };

  it("gives an installation's work record, step by step, the customer's own", async () => {
    const { orderId, workOrderId } = await paidInstall(fx.world);
    const waiting = await officeWork(orderId);
    expect(waiting).toMatchObject({ status: 'pendingAcceptance', currentStep: 'accept', handover: null });
    expect(unsigned(waiting)).toEqual(unsigned((await customerOrder(fx.world, orderId)).work));

    await fx.finishWork(workOrderId);
    const done = await officeWork(orderId);
    expect(done).toMatchObject({ status: 'pendingCollection', currentStep: 'signoff' });
    expect(done?.handover?.photos).toHaveLength(9);
    expect(done?.groupPhoto?.url).toBeTruthy();
    expect(unsigned(done)).toEqual(unsigned((await customerOrder(fx.world, orderId)).work));

    // the manager of its store sees the same
    const asManager = await fx.world.server.call(api.officeOrderFind, { id: orderId }, { session: fx.world.manager });
    expect(unsigned(asManager.body.data.order.work)).toEqual(unsigned(done));
  });

  it('gives the complaints about the order with the screenshots the customer sent, as the manager desk does', async () => {
    const { orderId } = await paidInstall(fx.world);
    const shots = await photos(fx.world, fx.world.customer, 'complaint', 2);
    const filed = await fx.world.server.call(
      api.complaintAdd,
      { orderId, content: 'A scratch on the door after the work', screenshots: shots },
      { session: fx.world.customer },
    );
    expect(filed.body.code, filed.body.msg).toBe(200);
    const office = await fx.world.server.call(api.officeOrderFind, { id: orderId }, { session: fx.world.manager });
    expect(office.body.data.complaints).toHaveLength(1);
    const [complaint] = office.body.data.complaints;
    expect(complaint).toMatchObject({ content: 'A scratch on the door after the work', status: 'pending', orderId });
    expect(complaint?.screenshots).toHaveLength(2);
    // the same signed addresses the manager desk shows, and each one answers with the image
    const desk = await fx.world.server.call(
      api.staffComplaintPage,
      { pageNo: 1, pageSize: 50 },
      { session: fx.world.manager },
    );
    const same = desk.body.data.list.find((c) => c.id === complaint?.id);
    expect(same?.screenshots.map((u) => u.split('?')[0])).toEqual(complaint?.screenshots.map((u) => u.split('?')[0]));
    for (const url of complaint?.screenshots ?? []) {
      const image = await fetch(new URL(url, fx.world.server.baseUrl));
      expect(image.status, url).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
    }
    // another store's manager does not see the order at all
    const other = await fx.world.server.call(api.officeOrderFind, { id: orderId }, { session: fx.world.otherManager });
    expect(other.body.code).not.toBe(200);
  });

  it('gives no work record for an order with no work on a car', async () => {
    const { orderId } = await paidPickup(fx.world);
    expect(await officeWork(orderId)).toBeNull();
  });
});
