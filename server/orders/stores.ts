import type { Store } from '../../src/shared/contract/orders';
import type { stores } from '../db/schema';

type StoreRow = typeof stores.$inferSelect;

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

export function toStore(row: StoreRow, from?: { lat: number; lng: number } | null): Store {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    state: row.state,
    city: row.city,
    address: row.address,
    postcode: row.postcode,
    phone: row.phone,
    lat: row.lat,
    lng: row.lng,
    openDays: row.openDays,
    opens: row.opens,
    closes: row.closes,
    distanceKm: from ? Math.round(distanceKm(from.lat, from.lng, row.lat, row.lng) * 10) / 10 : null,
  };
}
