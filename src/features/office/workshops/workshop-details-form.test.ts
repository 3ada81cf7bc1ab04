import { describe, expect, it } from 'vitest';
import {
  detailsErrors,
  detailsFormOf,
  detailsPayload,
  mapUrl,
  splitPosition,
  storeCodeOf,
} from './workshop-details-form';

const kept = {
  name: 'Roda Autocare Kajang',
  address: 'No. 3, Jalan Reko',
  postcode: '43000',
  city: 'Kajang',
  state: 'Selangor',
  phone: '+60387331200',
  lat: 2.9935,
  lng: 101.7871,
};

describe('a store’s details as a form', () => {
  it('shows the kept phone as Malaysians write it and sends the trimmed details back', () => {
    const form = detailsFormOf(kept);
    expect(form.phone).toBe('03-8733 1200');
    expect(detailsPayload({ ...form, name: '  Roda Autocare Kajang ' })).toEqual({
      payload: { ...kept, phone: '03-8733 1200' },
    });
  });

  it('names each wrong field, as the server would refuse it', () => {
    const wrong = { ...detailsFormOf(kept), phone: '+65 6123 4567', lat: '51.5', lng: '', postcode: '4300', state: '' };
    expect(Object.keys(detailsErrors(wrong)).sort()).toEqual(['lat', 'lng', 'phone', 'postcode', 'state']);
    expect('errors' in detailsPayload(wrong)).toBe(true);
  });

  it('takes both numbers of a position pasted at once, and links a map there', () => {
    expect(splitPosition('2.9935, 101.7871')).toEqual({ lat: '2.9935', lng: '101.7871' });
    expect(splitPosition('2.9935')).toBeNull();
    expect(mapUrl({ lat: 2.9935, lng: 101.7871 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=2.9935,101.7871',
    );
  });

  it('writes a new store’s code in capitals and refuses spaces', () => {
    expect(storeCodeOf(' ws-sel-008 ')).toBe('WS-SEL-008');
    expect(storeCodeOf('WS SEL 8')).toBeNull();
    expect(storeCodeOf('-WS')).toBeNull();
  });
});
