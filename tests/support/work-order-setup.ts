import { signRequest } from '../../src/shared/lib/signature';

/**
 * The forty-order outbox of issue 8, its set-up over the API (no browser; the scale-out suite uses
 * it too), shared by its Playwright journey and `npm run bench`:
 * paid installation orders accepted by the demo technician (set up over the API), then draft
 * handovers with ten photos each queued through the page's outbox, as the staff screen does.
 */

export interface ApiSession {
  userKey: string;
  secret: string;
}

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
];

/** The colour photo j of order i is painted with (the journey compares it with what the server keeps). */
export const photoColour = (i: number, j: number): [number, number, number] => [
  40 + ((i * 37) % 180),
  40 + ((j * 53) % 180),
  40 + (((i + j) * 29) % 180),
];

/** A signed call to the API; throws with the server's message unless it answers 200. */
export async function apiCall<T>(baseUrl: string, pathName: string, body: unknown, session?: ApiSession): Promise<T> {
  const text = JSON.stringify(body);
  const key = `setup-${Math.random().toString(36).slice(2)}${Date.now()}`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    channel: '8',
    language: 'en_us',
    version: '1.0.0',
    sys: '10',
    userKey: session?.userKey ?? '',
    signature: session ? await signRequest(session.secret, pathName, text, key) : '',
    'Idempotency-Key': key,
  };
  const response = await fetch(`${baseUrl}${pathName}`, { method: 'POST', headers, body: text });
  const answer = (await response.json()) as { code: number; data: T; msg: string };
  if (answer.code !== 200) throw new Error(`${pathName}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

export const technicianLogin = (baseUrl: string) => apiCall<StaffSession>(baseUrl, '/api/app/staff/login', TECHNICIAN);

function malaysiaDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** `count` paid installation orders at the demo workshop, accepted by the technician: ready for the handover. */
export async function workOrdersReadyForHandover(
  baseUrl: string,
  technician: ApiSession,
  count: number,
): Promise<number[]> {
  const ok = <T>(pathName: string, body: unknown, session?: ApiSession) => apiCall<T>(baseUrl, pathName, body, session);
  const phone = '+60148000001';
  await ok('/api/app/user/send/sms', { phone });
  const { code } = await ok<{ code: string }>('/api/dev/sms/latest', { phone });
  const customer = await ok<ApiSession>('/api/app/user/client-login', { phone, code });
  const specs = await ok<{ id: number; make: string; model: string; yearTo: number }[]>(
    '/api/app/order/vehicle/car/model/list',
    {},
  );
  const myvi = specs.find((s) => s.make === 'Perodua' && s.model === 'Myvi') ?? specs[0]!;
  const car = { specId: myvi.id, year: myvi.yearTo };
  const tyre = (
    await ok<{ list: { id: number }[] }>('/api/app/order/vehicle/product/app/page', { category: 'tyres', car })
  ).list[0]!;
  const stores = (
    await ok<{ list: { id: number; code: string }[] }>('/api/app/order/vehicle/door/store/list', { pageSize: 100 })
  ).list;
  const store = stores.find((s) => s.code === 'WS-KUL-001')!;
  const slots = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const order = await ok<{ id: number; orderNo: string }>(
      '/api/app/order/vehicle/order/app/add',
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
    const param = await ok<{ reference: string }>(
      '/api/app/order/vehicle/order/pay/param',
      { orderId: order.id },
      customer,
    );
    const done = await fetch(`${baseUrl}/pay/sandbox/complete`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ reference: param.reference, method: 'fpx', bank: 'Maybank2u', outcome: 'approve' }),
    });
    if (done.status !== 303) throw new Error(`sandbox payment answered ${done.status}`);
    const page = await ok<{ list: { id: number }[] }>(
      '/api/app/staff/workorder/page',
      { keyword: order.orderNo },
      technician,
    );
    const id = page.list[0]!.id;
    await ok('/api/app/staff/workorder/accept', { id }, technician);
    ids.push(id);
  }
  return ids;
}
