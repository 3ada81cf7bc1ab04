import type { APIRequestContext } from '@playwright/test';
import { api } from '../support/api';
import { call } from '../support/api-call';
import { payInSandbox, type Session } from './staff-support';

export { COMPANY } from './staff-support';

/** A paid self-pickup order of one dash cam at the demo workshop (WS-KUL-001), with a refund asked. */
export async function pickupWithRefund(request: APIRequestContext, customer: Session) {
  const dashcam = (await call(request, api.productPage, { category: 'dashcam' })).list[0]!;
  const stores = (
    await call(request, api.storeList, {
      pageSize: 100,
    })
  ).list;
  const plate = `WOF ${Math.floor(Math.random() * 9000) + 1000}`;
  const order = await call(
    request,
    api.orderAdd,
    {
      orderType: 'pickup',
      lines: [{ productId: dashcam.id, quantity: 1 }],
      plate,
      storeId: stores.find((s) => s.code === 'WS-KUL-001')!.id,
      customerName: 'Farah Office',
    },
    customer,
  );
  await payInSandbox(request, customer, order.id);
  await call(
    request,
    api.refundRequest,
    { orderId: order.id, reason: 'Bought the wrong model', contact: '0123456789' },
    customer,
  );
  return { ...order, plate };
}

/** A downloaded CSV's rows by column name (RFC 4180: quoted values, doubled quotes, CRLF; the BOM dropped). */
export function csvRows(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      value += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r' && c !== '\n')) value += c;
    else if (c === ',') {
      record.push(value);
      value = '';
    } else if (c === '\r') {
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    }
  }
  if (value !== '' || record.length > 0) records.push([...record, value]);
  const [header = [], ...rows] = records;
  return rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}
