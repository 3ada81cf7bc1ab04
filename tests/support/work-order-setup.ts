import { api } from './api';
import { approveInSandbox, call, developmentOtp, type ApiSession } from './api-call';

/**
 * The forty-order outbox of issue 8, its set-up over the API (no browser; the scale-out suite uses
 * it too), shared by its Playwright journey and `npm run bench`:
 * paid installation orders accepted by the demo technician (set up over the API), then draft
 * handovers with ten photos each queued through the page's outbox, as the staff screen does.
 */

export interface StaffSession extends ApiSession {
  userInfo: unknown;
}

export const TECHNICIAN = { phone: '+60122000002', password: 'Roda2026!' };

/** The nine handover slots; the tenth photo is the "unexpected situation" image. */
export const HANDOVER_SLOTS = [
  'frontLeft45',
  'frontRight45',
  'rearLeft45',
  'rearRight45',
  'engine',
  'roofSunroof',
  'trunk',
  'driverSeat',
  'passengerSeat',
] as const;

/** The colour photo j of order i is painted with (the journey compares it with what the server keeps). */
export const photoColour = (i: number, j: number): [number, number, number] => [
  40 + ((i * 37) % 180),
  40 + ((j * 53) % 180),
  40 + (((i + j) * 29) % 180),
];

export const technicianLogin = (baseUrl: string): Promise<StaffSession> => call(baseUrl, api.staffLogin, TECHNICIAN);

function malaysiaDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** `count` paid installation orders at the demo workshop, accepted by the technician: ready for the handover. */
export async function workOrdersReadyForHandover(
  baseUrl: string,
  technician: ApiSession,
  count: number,
): Promise<number[]> {
  const phone = '+60148000001';
  await call(baseUrl, api.sendSms, { phone });
  const code = await developmentOtp(baseUrl, phone);
  const customer = await call(baseUrl, api.clientLogin, { phone, code });
  const specs = await call(baseUrl, api.vehicleSpecList, {});
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi') ?? specs[0]!;
  const car = { specId: myvi.id, year: myvi.yearTo };
  const tyre = (await call(baseUrl, api.productPage, { category: 'tyres', car })).list[0]!;
  const stores = (await call(baseUrl, api.storeList, { pageSize: 100 })).list;
  const store = stores.find((s) => s.code === 'WS-KUL-001')!;
  const slots = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const order = await call(
      baseUrl,
      api.orderAdd,
      {
        orderType: 'install',
        lines: [{ productId: tyre.id, quantity: 1 }],
        car,
        plate: `WXY ${2000 + n}`,
        storeId: store.id,
        appointmentDate: malaysiaDate(2 + Math.floor(n / slots.length)),
        appointmentSlot: slots[n % slots.length],
        customerName: 'Aisyah Rahman',
      },
      customer,
    );
    const param = await call(baseUrl, api.payParam, { orderId: order.id }, customer);
    await approveInSandbox(baseUrl, param.reference);
    const page = await call(baseUrl, api.workOrderPage, { keyword: order.orderNo }, technician);
    const id = page.list[0]!.id;
    await call(baseUrl, api.workOrderAccept, { id }, technician);
    ids.push(id);
  }
  return ids;
}
