import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkDraft,
  checkDraftFields,
  loadDraft,
  newDraft,
  saveDraft,
  setDraftStore,
  sourceOf,
  toPayload,
  withOrderType,
} from './draft';

const now = new Date('2026-11-22T05:00:00Z'); // 13:00 in Malaysia
const workshop = { id: 3, name: 'Roda PJ', address: 'Jalan 1', kind: 'workshop' as const };
const outlet = { id: 4, name: 'Roda KL', address: 'Jalan 2', kind: 'outlet' as const };

describe('checkout draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('is keyed by the purchase, so another purchase starts afresh', () => {
    expect(sourceOf({ productId: 5, quantity: 4 })).toBe('p:5:4');
    expect(sourceOf({ cartIds: [1, 2] })).toBe('c:1,2');
    expect(sourceOf({})).toBeNull();
    saveDraft({ ...newDraft('p:5:4'), plate: 'WXY 1234' });
    expect(loadDraft('p:5:4').plate).toBe('WXY 1234');
    expect(loadDraft('p:6:1').plate).toBe('');
  });

  it('takes the store chosen on StoreListType back into the kept draft', () => {
    saveDraft(newDraft('p:5:4'));
    setDraftStore(workshop);
    expect(loadDraft('p:5:4').store).toEqual(workshop);
  });

  it('drops a store that cannot install when switching to installation', () => {
    const pickup = { ...withOrderType(newDraft('x'), 'pickup'), store: outlet };
    expect(withOrderType(pickup, 'install').store).toBeNull();
    expect(withOrderType({ ...pickup, store: workshop }, 'install').store).toEqual(workshop);
  });

  it('checks what the server would refuse, in order', () => {
    const draft = { ...newDraft('x'), store: workshop };
    expect(checkDraft(draft, false, now)).toBe('carRequired');
    expect(checkDraft(draft, true, now)).toBe('plateRequired');
    const plated = { ...draft, plate: 'wxy 1234' };
    expect(checkDraft(plated, true, now)).toBe('chooseSlot');
    expect(checkDraft({ ...plated, date: '2026-11-23', time: '08:00' }, true, now)).toBe('appointmentTooEarly');
    expect(checkDraft({ ...plated, date: '2026-11-23', time: '10:00' }, true, now)).toBeNull();
    expect(checkDraft({ ...withOrderType(plated, 'mail') }, false, now)).toBe('recipientRequired');
  });

  it('tells a malformed plate, phone or postcode by its own message, as every other screen does', () => {
    const draft = { ...newDraft('x'), store: workshop, date: '2026-11-23', time: '10:00' };
    expect(checkDraft({ ...draft, plate: 'ABC' }, true, now)).toBe('plateFormat');
    const address = {
      name: 'Aisyah',
      phone: '999',
      line1: '1 Jalan Ampang',
      line2: '',
      postcode: '5',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
    };
    const mail = { ...withOrderType({ ...draft, plate: 'WXY 1234' }, 'mail'), address };
    expect(checkDraft(mail, true, now)).toBe('phoneFormat');
    expect(checkDraft({ ...mail, address: { ...address, phone: '012-345 6789' } }, true, now)).toBe('postcodeFormat');
    expect(
      checkDraft({ ...mail, address: { ...address, phone: '012-345 6789', postcode: '50450' } }, true, now),
    ).toBeNull();
  });

  it('asks for the name when the profile has none, and sends it', () => {
    const draft = { ...newDraft('x'), plate: 'WXY 1234', store: workshop, date: '2026-11-23', time: '10:00' };
    expect(checkDraft(draft, true, now, true)).toBe('nameRequired');
    const named = { ...draft, customerName: ' Aisyah Rahman ' };
    expect(checkDraft(named, true, now, true)).toBeNull();
    expect(toPayload(named, { productId: 9 }, undefined).customerName).toBe('Aisyah Rahman');
  });

  it('becomes the payload of quote and add', () => {
    const draft = { ...newDraft('x'), plate: 'wxy 1234', store: workshop, date: '2026-11-23', time: '10:00' };
    expect(toPayload(draft, { productId: 9, quantity: 4 }, { specId: 1, year: 2022 })).toEqual({
      orderType: 'install',
      plate: 'WXY1234',
      remarks: '',
      lines: [{ productId: 9, quantity: 4 }],
      car: { specId: 1, year: 2022 },
      storeId: 3,
      appointmentDate: '2026-11-23',
      appointmentSlot: '10:00',
    });
    const mail = toPayload({ ...withOrderType(draft, 'mail') }, { cartIds: [1] }, undefined);
    expect(mail.cartIds).toEqual([1]);
    expect(mail.storeId).toBeUndefined();
    expect(mail.mailingAddress?.postcode).toBe('');
  });
});

describe('checkout draft fields', () => {
  it('names every refused field, so each message sits beside its own field', () => {
    const found = checkDraftFields({ ...newDraft('x') }, false, now, true);
    expect(found).toEqual({
      car: 'carRequired',
      name: 'nameRequired',
      plate: 'plateRequired',
      store: 'storeRequired',
      appointment: 'chooseSlot',
    });
    const mail = checkDraftFields(withOrderType(newDraft('x'), 'mail'), false, now);
    expect(Object.keys(mail)).toEqual(['recipient', 'phone', 'line1', 'postcode', 'area']);
  });

  it('asks a plate for installation only: a pickup may give one, a mail order keeps none', () => {
    const pickup = { ...withOrderType(newDraft('x'), 'pickup'), store: outlet };
    expect(checkDraft(pickup, false, now)).toBeNull();
    expect(checkDraft({ ...pickup, plate: 'ABC' }, false, now)).toBe('plateFormat');
    const mail = withOrderType({ ...newDraft('x'), plate: 'WXY 1234' }, 'mail');
    expect(checkDraftFields(mail, false, now).plate).toBeUndefined();
    expect(toPayload(mail, { productId: 9 }, undefined).plate).toBe('');
  });
});
