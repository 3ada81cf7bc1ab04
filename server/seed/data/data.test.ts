import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { malaysiaAreas } from '../../../src/shared/lib/malaysia-areas';
import { banners, coupons, dictionary } from './content';
import { products } from './products';
import { stores } from './stores';
import type { Localized, ProductSeed } from './types';
import { vehicleSpecs } from './vehicles';

const imagesDir = fileURLToPath(new URL('../images/', import.meta.url));

function isLocalized(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value).sort().join(',');
  return keys === 'en,ms,zh';
}

/** Walks any value and returns the path of every Localized object found. */
function collectLocalized(value: unknown, path: string, out: { path: string; value: Localized }[]): void {
  if (isLocalized(value)) {
    out.push({ path, value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectLocalized(item, `${path}[${i}]`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) collectLocalized(child, `${path}.${key}`, out);
  }
}

const wiperPositions = [
  ['long', 'wiperLongIn'],
  ['short', 'wiperShortIn'],
  ['rear', 'wiperRearIn'],
] as const;

describe('seed data', () => {
  it('has the expected volumes', () => {
    expect(vehicleSpecs.length).toBeGreaterThanOrEqual(80);
    expect(vehicleSpecs.length).toBeLessThanOrEqual(150);
    expect(stores.length).toBeGreaterThanOrEqual(55);
    expect(stores.length).toBeLessThanOrEqual(60);
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(products.length).toBeLessThanOrEqual(120);
  });

  it('uses state and city names from malaysiaAreas for every store', () => {
    for (const store of stores) {
      const area = malaysiaAreas.find((a) => a.state === store.state);
      expect(area, `${store.code} state ${store.state}`).toBeDefined();
      expect(area?.cities, `${store.code} city ${store.city}`).toContain(store.city);
    }
  });

  it('has stores in every state and federal territory', () => {
    const states = new Set(stores.map((s) => s.state));
    for (const area of malaysiaAreas) expect(states, area.state).toContain(area.state);
    expect(malaysiaAreas).toHaveLength(16);
  });

  it('has well-formed store fields', () => {
    const codes = new Set<string>();
    for (const s of stores) {
      expect(codes.has(s.code), `duplicate store ${s.code}`).toBe(false);
      codes.add(s.code);
      expect(s.phone, s.code).toMatch(/^\+60\d{8,10}$/);
      expect(s.postcode, s.code).toMatch(/^\d{5}$/);
      expect(s.opens, s.code).toMatch(/^\d{2}:\d{2}$/);
      expect(s.closes, s.code).toMatch(/^\d{2}:\d{2}$/);
      expect(s.opens < s.closes, s.code).toBe(true);
      expect(s.slotCapacity, s.code).toBeGreaterThanOrEqual(1);
      expect(s.slotCapacity, s.code).toBeLessThanOrEqual(4);
      expect(
        s.openDays.every((d) => d >= 1 && d <= 7),
        s.code,
      ).toBe(true);
      // Malaysia spans roughly 0.8-7.4 N, 99.6-119.3 E
      expect(s.lat > 0.8 && s.lat < 7.4 && s.lng > 99.6 && s.lng < 119.3, s.code).toBe(true);
    }
  });

  it('has a wiper product for every wiper size and position used by vehicles', () => {
    const wipers = products.filter((p) => p.category === 'wipers');
    for (const [position, field] of wiperPositions) {
      const sizes = new Set(vehicleSpecs.map((v) => v[field]).filter((s): s is number => s !== null));
      expect(sizes.size, position).toBeGreaterThan(0);
      for (const size of sizes) {
        const match = wipers.filter(
          (p) => p.fitment.kind === 'wiper' && p.fitment.position === position && p.fitment.sizeIn === size,
        );
        expect(match.length, `${position} ${size}"`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('includes vehicles without any wiper data, and sedans/pickups have no rear wiper', () => {
    const noWipers = vehicleSpecs.filter(
      (v) => v.wiperLongIn === null && v.wiperShortIn === null && v.wiperRearIn === null,
    );
    expect(noWipers.length).toBeGreaterThanOrEqual(2);
    expect(noWipers.length).toBeLessThanOrEqual(3);
    for (const v of vehicleSpecs) {
      if (v.bodyType === 'sedan' || v.bodyType === 'pickup') expect(v.wiperRearIn, v.model).toBeNull();
      if (v.bodyType === 'hatchback' || v.bodyType === 'suv' || v.bodyType === 'mpv') {
        if (v.wiperLongIn !== null) expect(v.wiperRearIn, `${v.model} ${v.variant}`).not.toBeNull();
      }
      expect(v.yearFrom).toBeLessThanOrEqual(v.yearTo);
      expect(v.tyreSizes.length).toBeGreaterThan(0);
      for (const size of v.tyreSizes) expect(size).toMatch(/^\d{3}\/\d{2}R\d{2}$/);
    }
  });

  it('has at least one tyre product for every tyre size used by vehicles', () => {
    const tyreSizes = new Set(
      products.flatMap((p) => (p.category === 'tyres' && p.fitment.kind === 'tyre' ? [p.fitment.size] : [])),
    );
    for (const size of new Set(vehicleSpecs.flatMap((v) => v.tyreSizes))) {
      expect(tyreSizes, size).toContain(size);
    }
  });

  it('has brake pad and maintenance model fitments that name real vehicles', () => {
    const models = new Set(vehicleSpecs.map((v) => `${v.make}|${v.model}`));
    for (const p of products) {
      if (p.fitment.kind !== 'models') continue;
      for (const m of p.fitment.models)
        expect(models, `${p.sku}: ${m.make} ${m.model}`).toContain(`${m.make}|${m.model}`);
    }
    expect(
      products.filter((p) => p.category === 'brake_pads').every((p) => p.fitment.kind === 'models'),
    ).toBe(true);
  });

  it('covers every category', () => {
    const categories: ProductSeed['category'][] = [
      'maintenance',
      'tyres',
      'tint',
      'dashcam',
      'brake_pads',
      'wipers',
      'car_seats',
    ];
    for (const c of categories)
      expect(
        products.some((p) => p.category === c),
        c,
      ).toBe(true);
  });

  it('has unique SKUs and positive integer prices', () => {
    const skus = products.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of products) {
      expect(Number.isInteger(p.priceSen) && p.priceSen > 0, p.sku).toBe(true);
      if (p.originalPriceSen !== null) {
        expect(Number.isInteger(p.originalPriceSen), p.sku).toBe(true);
        expect(p.originalPriceSen, p.sku).toBeGreaterThan(p.priceSen);
      }
      expect(Number.isInteger(p.labourSen) && p.labourSen >= 0, p.sku).toBe(true);
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.sku).toBe(true);
    }
  });

  it('has exactly one Basic Service Package at RM 159.00', () => {
    const basic = products.filter((p) => p.name.en === 'Basic Service Package');
    expect(basic).toHaveLength(1);
    expect(basic[0]?.priceSen).toBe(15900);
    expect(basic[0]?.category).toBe('maintenance');
  });

  it('references image files that exist', () => {
    const images = new Set([...products.map((p) => p.image), ...banners.map((b) => b.image)]);
    for (const image of images) expect(existsSync(`${imagesDir}${image}`), image).toBe(true);
  });

  it('has banners that jump to existing targets', () => {
    const skus = new Set(products.map((p) => p.sku));
    for (const b of banners) {
      if (b.jump.type === 'product') expect(skus, b.jump.value).toContain(b.jump.value);
      if (b.jump.type === 'page') expect(b.jump.value).toMatch(/^\/pages/);
    }
  });

  it('has valid coupons, one of them expired', () => {
    expect(new Set(coupons.map((c) => c.code)).size).toBe(coupons.length);
    for (const c of coupons) {
      expect(c.validFrom <= c.validTo, c.code).toBe(true);
      if (c.kind === 'percent') expect(c.value > 0 && c.value < 100, c.code).toBe(true);
      expect(Number.isInteger(c.value) && c.value > 0, c.code).toBe(true);
    }
    expect(coupons.filter((c) => c.validTo < '2026-01-01')).toHaveLength(1);
  });

  it('has the dictionary entries the app reads', () => {
    const byId = (id: string) => dictionary.filter((d) => d.dictionaryId === id);
    const version = byId('USERDEV');
    expect(version).toHaveLength(1);
    expect(version[0]?.labelName).toBe('version');
    expect(version[0]?.content).toEqual({ en: '1.0.0', ms: '1.0.0', zh: '1.0.0' });
    expect(byId('FAQ').length).toBeGreaterThanOrEqual(8);
    expect(byId('FAQ').length).toBeLessThanOrEqual(12);
    for (const f of byId('FAQ')) {
      for (const text of Object.values(f.content)) expect(text, f.labelName).toMatch(/^[^\n]+\n\n\S/);
    }
    for (const id of ['POLICY', 'USER_AGREEMENT', 'ABOUT_US']) expect(byId(id), id).toHaveLength(1);
    expect(byId('ROBOT').length).toBeGreaterThanOrEqual(6);
    expect(byId('ROBOT').length).toBeLessThanOrEqual(10);
    const about = byId('ABOUT_US')[0]?.content.en ?? '';
    for (const claim of ['50+', '40%', '100% genuine', 'RM 159.00', '30-day warranty', '3 working days']) {
      expect(about, claim).toContain(claim);
    }
  });

  it('has non-empty text in all three languages everywhere', () => {
    const found: { path: string; value: Localized }[] = [];
    collectLocalized({ products, banners, coupons, dictionary }, '', found);
    expect(found.length).toBeGreaterThan(products.length * 2);
    for (const { path, value } of found) {
      expect(value.en.trim(), `${path}.en`).not.toBe('');
      expect(value.ms.trim(), `${path}.ms`).not.toBe('');
      expect(value.zh.trim(), `${path}.zh`).not.toBe('');
      // Chinese text must actually contain Chinese characters (except the version string)
      if (!/^\d+\.\d+\.\d+$/.test(value.zh)) expect(value.zh, `${path}.zh`).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
