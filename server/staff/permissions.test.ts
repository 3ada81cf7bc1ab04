import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../src/shared/contract/calls';
import { ResultCode } from '../../src/shared/contract/codes';
import { describeOnEachDatabase, startTestServer, type Session } from '../testing/harness';
import { everyone, MATRIX, otherStore, type Targets, type Who } from '../testing/permission-matrix';
import { paidInstall, payInSandbox, setupWorld, type World } from '../testing/staff-fixtures';
import { api } from '../../tests/support/api';

const staffPaths = allCalls.map((c) => c.path).filter((p) => p.startsWith('/api/app/staff/'));
const byPath = Object.fromEntries(MATRIX.map((row) => [row.call.path, row]));

/*
 * The permission matrix (docs/product.md#roles): every role against every staff call (rows:
 * server/testing/permission-matrix.ts).
 */

describe('the permission matrix covers the contract', () => {
  it('has a row for every staff call, and no row for a call that does not exist', () => {
    expect(staffPaths.length).toBeGreaterThan(20);
    for (const path of staffPaths) expect(byPath[path], `matrix row for ${path}`).toBeDefined();
    for (const path of Object.keys(byPath)) expect(staffPaths, path).toContain(path);
  });
  it('makes every non-public staff call staff-only in the contract', () => {
    for (const call of allCalls.filter((c) => c.path.startsWith('/api/app/staff/'))) {
      expect(call.auth, call.path).toBe(byPath[call.path]?.allow === 'public' ? 'public' : 'staff');
    }
  });
});

describeOnEachDatabase('staff permission matrix', (kind) => {
  let world: World;
  let targets: Targets;
  let sessions: Record<Who, Session>;

  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
    const { server, customer } = world;
    sessions = {
      customer: world.customer,
      sales: world.sales,
      technician: world.technician,
      manager: world.manager,
      company: world.company,
      otherSales: world.otherSales,
      otherTechnician: world.otherTechnician,
      otherManager: world.otherManager,
    };
    // a work order cancelled by an approved refund, with a processed complaint
    const { orderId, workOrderId } = await paidInstall(world);
    const refund = await server.call(api.refundRequest, { orderId, reason: 'x', contact: 'x' }, { session: customer });
    const approved = await server.call(
      api.staffRefundReview,
      { id: refund.body.data.id, approve: true, note: 'ok' },
      { session: world.manager },
    );
    expect(approved.body.code, approved.body.msg).toBe(200);
    const complaint = await server.call(api.complaintAdd, { orderId, content: 'x' }, { session: customer });
    const processed = await server.call(
      api.staffComplaintUpdate,
      { id: complaint.body.data.id, status: 'processed', processingResult: 'done' },
      { session: world.manager },
    );
    expect(processed.body.code, processed.body.msg).toBe(200);
    // a collected self-pickup order of the demo store
    const pickup = await server.call(
      api.orderAdd,
      {
        orderType: 'pickup',
        lines: [{ productId: world.dashcam.id, quantity: 1 }],
        plate: 'W1',
        storeId: world.store.id,
      },
      { session: customer },
    );
    await payInSandbox(server, customer, pickup.body.data.id);
    const detail = await server.call(api.orderFind, { id: pickup.body.data.id }, { session: customer });
    const picked = await server.call(
      api.staffOrderPickup,
      { orderId: pickup.body.data.id, pickupCode: detail.body.data.pickupCode ?? '' },
      { session: world.sales },
    );
    expect(picked.body.code, picked.body.msg).toBe(200);
    // an unpaid mail order
    const mail = await server.call(
      api.orderAdd,
      {
        orderType: 'mail',
        lines: [{ productId: world.dashcam.id, quantity: 1 }],
        plate: 'W1',
        mailingAddress: {
          name: 'A',
          phone: '0123456789',
          line1: '1 Jalan',
          postcode: '50450',
          city: 'KL',
          state: 'Kuala Lumpur',
        },
      },
      { session: customer },
    );
    expect(mail.body.code, mail.body.msg).toBe(200);
    targets = {
      workOrderId,
      complaintId: complaint.body.data.id,
      refundId: refund.body.data.id,
      pickupOrderId: pickup.body.data.id,
      mailOrderId: mail.body.data.id,
      staffUserId: world.technician.userId,
      storeId: world.store.id,
    };
  });
  afterAll(() => world.server.close());

  // in the matrix's order, which the journeys below follow (a step may rely on one before it)
  for (const row of MATRIX) {
    for (const who of everyone) {
      const role = (otherStore[who] ?? who) as 'customer' | 'sales' | 'technician' | 'manager' | 'company';
      const allowed = row.allow === 'public' || (role !== 'customer' && row.allow.includes(role));
      const expected = !allowed
        ? 'forbidden (1104)'
        : otherStore[who] && row.scope === 'thing'
          ? 'not found (1401)'
          : otherStore[who] && row.scope === 'list'
            ? 'allowed, without the other store’s work'
            : 'allowed';
      it(`${row.call.path} as ${who}: ${expected}`, async () => {
        const res = await world.server.call(row.call, row.payload(targets), { session: sessions[who] });
        const { code } = res.body;
        if (!allowed) {
          expect(code, res.body.msg).toBe(ResultCode.forbidden);
        } else if (expected.startsWith('not found')) {
          expect(code, res.body.msg).toBe(ResultCode.notFound);
        } else {
          expect([ResultCode.forbidden, ResultCode.notFound, ResultCode.sessionExpired], res.body.msg).not.toContain(
            code,
          );
          expect(code, res.body.msg).not.toBeGreaterThanOrEqual(5000);
          if (row.sees && row.allow !== 'public') {
            expect(code, res.body.msg).toBe(200);
            expect(row.sees(res.body.data, targets)).toBe(!otherStore[who]);
          }
        }
      });
    }
  }
});
