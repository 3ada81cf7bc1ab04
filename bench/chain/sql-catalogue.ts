import type { ChainSize } from './options';
import type { Step } from './steps';

/**
 * Stores, staff, car specs and products, grown from the demo seed's own rows with variations, so
 * every name, size and fitment looks like one the seed (and the office) writes.
 *
 * `pg_temp.r(k, n)` is the generator's random number: a hash of the row number `n` and a stream
 * `k`, in [0, 1); the same database grown twice is the same (steps.ts creates it).
 */

const FIRST_NAMES = [
  'Ahmad',
  'Siti',
  'Muhammad',
  'Nur',
  'Farah',
  'Hafiz',
  'Aina',
  'Amir',
  'Wei Ling',
  'Jun Hao',
  'Mei Ling',
  'Kok Wai',
  'Priya',
  'Arjun',
  'Kavitha',
  'Suresh',
  'Nurul',
  'Faizal',
  'Hui Min',
  'Chee Keong',
  'Lakshmi',
  'Ravi',
  'Izzah',
  'Daniel',
  'Sarah',
  'Aiman',
  'Syafiq',
  'Yong Sheng',
  'Li Ying',
  'Deepa',
];
const LAST_NAMES = [
  'Abdullah',
  'Rahman',
  'Ismail',
  'Hassan',
  'Ibrahim',
  'Tan',
  'Lim',
  'Lee',
  'Wong',
  'Ng',
  'Chan',
  'Ong',
  'Krishnan',
  'Subramaniam',
  'Nair',
  'Pillai',
  'Yusof',
  'Osman',
  'Razak',
  'Teoh',
  'Goh',
  'Chong',
  'Raj',
  'Zakaria',
  'Aziz',
];

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (items: string[]) => `ARRAY[${items.map(sqlText).join(',')}]`;

/** A person's name for row `n` of stream `k` (first and last drawn apart). */
export const nameExpr = (k: number, n: string) =>
  `(${sqlArray(FIRST_NAMES)})[1 + floor(pg_temp.r(${k}, ${n}) * ${FIRST_NAMES.length})::int] || ' ' || ` +
  `(${sqlArray(LAST_NAMES)})[1 + floor(pg_temp.r(${k + 1}, ${n}) * ${LAST_NAMES.length})::int]`;

/** Variations of a seed product: a label in the three languages (name suffix). */
const VARIANTS: [string, string, string][] = [
  ['Plus', 'Plus', '升级版'],
  ['Value Pack', 'Pek Jimat', '超值装'],
  ['Pro', 'Pro', '专业版'],
  ['Premium', 'Premium', '高级版'],
  ['Eco', 'Eko', '经济型'],
  ['Sport', 'Sukan', '运动型'],
  ['2026 Edition', 'Edisi 2026', '2026款'],
  ['Limited', 'Edisi Terhad', '限量版'],
  ['Max', 'Max', '加强版'],
  ['City', 'Bandar', '城市版'],
  ['Touring', 'Jelajah', '旅行版'],
  ['Classic', 'Klasik', '经典款'],
];
const variantArray = (lang: 0 | 1 | 2) => sqlArray(VARIANTS.map((v) => v[lang]));

const SPEC_SUFFIXES = [
  'SE',
  'Premium',
  'Advance',
  'Special Edition',
  'Sport',
  'Executive',
  'Luxury',
  'Plus',
  'GT',
  'X',
];

export function catalogueSteps(size: ChainSize, demoStoreCode: string, staffPhone: string): Step[] {
  return [
    {
      name: 'stores',
      sql: `
INSERT INTO stores (code, name, kind, state, city, address, postcode, phone, lat, lng, open_days, opens, closes,
                    slot_capacity, week_hours, hour_capacity, services)
SELECT split_part(s.code, '-', 1) || '-' || split_part(s.code, '-', 2) || '-' || lpad((100 + g)::text, 3, '0'),
       s.name || ' ' || (ARRAY['Utama','Jaya','Baru','Indah','Perdana','Sentral','Permai','Setia','Damai','Mutiara'])
         [1 + floor(pg_temp.r(2, g) * 10)::int] || ' ' || (1 + g / 59),
       s.kind, s.state, s.city,
       'No. ' || (1 + floor(pg_temp.r(3, g) * 120))::int || ', ' || s.address,
       s.postcode, '+603' || lpad((70000000 + g)::text, 8, '0'),
       s.lat + (pg_temp.r(4, g) - 0.5) / 10, s.lng + (pg_temp.r(5, g) - 0.5) / 10,
       s.open_days, s.opens, s.closes, 2 + floor(pg_temp.r(6, g) * 3)::int, NULL, NULL, NULL
FROM generate_series(1, greatest(0, ${size.stores} - (SELECT count(*) FROM stores))) g
JOIN (SELECT *, row_number() OVER (ORDER BY id) - 1 AS rn FROM stores) s
  ON s.rn = g % (SELECT count(*) FROM stores)`,
    },
    {
      // every store a manager, two sales consultants and three technicians; the demo store (the busiest)
      // keeps its demo staff and gets the rest
      name: 'staff',
      sql: `
INSERT INTO users (phone, name, role, status, store_id, company_name, password_hash, approved_at, created_at)
SELECT '+6013' || lpad((s.id * 10 + v.k)::text, 8, '0'), ${nameExpr(10, 's.id * 10 + v.k')}, v.role, 'active', s.id,
       'Roda Auto Sdn. Bhd.', (SELECT password_hash FROM users WHERE phone = ${sqlText(staffPhone)}),
       now() - interval '800 days', now() - interval '800 days'
FROM stores s
CROSS JOIN (VALUES (1, 'manager'), (2, 'sales'), (3, 'sales'), (4, 'technician'), (5, 'technician'),
                   (6, 'technician'), (7, 'technician')) v(k, role)
WHERE (s.code <> ${sqlText(demoStoreCode)} AND v.k <= 6) OR (s.code = ${sqlText(demoStoreCode)} AND v.k IN (3, 5, 6, 7))`,
    },
    {
      name: 'vehicle_specs',
      sql: `
INSERT INTO vehicle_specs (make, model, year_from, year_to, variant, engine, transmission, body_type,
                           wiper_long_in, wiper_short_in, wiper_rear_in, tyre_sizes)
SELECT s.make, s.model, s.year_from + (g / n / 10)::int, s.year_to + (g / n / 10)::int,
       s.variant || ' ' || (${sqlArray(SPEC_SUFFIXES)})[1 + (g / n) % 10],
       s.engine, s.transmission, s.body_type, s.wiper_long_in, s.wiper_short_in, s.wiper_rear_in, s.tyre_sizes
FROM (SELECT count(*) AS n FROM vehicle_specs) c
CROSS JOIN generate_series(0, greatest(0, ${size.vehicleSpecs} - (SELECT count(*) FROM vehicle_specs)) - 1) g
JOIN (SELECT *, row_number() OVER (ORDER BY id) - 1 AS rn FROM vehicle_specs) s ON s.rn = g % c.n`,
    },
    {
      // every fitment kind of the seed (universal, wiper, tyre, models, bodyType) with the seed's own
      // sizes, which cover every car of the specs: a variant's name still says its size
      name: 'products',
      sql: `
WITH seed AS (SELECT *, row_number() OVER (ORDER BY id) - 1 AS rn FROM products),
     f AS (SELECT g, s.*, pg_temp.r(20, g) AS v
           FROM generate_series(1, greatest(0, ${size.products} - (SELECT count(*) FROM products))) g
           JOIN seed s ON s.rn = g % (SELECT count(*) FROM seed))
INSERT INTO products (sku, category, brand, name, description, price_sen, original_price_sen, labour_sen, size, colour,
                      stock, fitment, image, tags, active, specs)
SELECT f.sku || '-' || lpad(f.g::text, 5, '0'), f.category, f.brand,
       jsonb_build_object(
         'en', (f.name->>'en') || ' ' || (${variantArray(0)})[1 + floor(f.v * ${VARIANTS.length})::int] || ' ' || (100 + f.g % 900),
         'ms', (f.name->>'ms') || ' ' || (${variantArray(1)})[1 + floor(f.v * ${VARIANTS.length})::int] || ' ' || (100 + f.g % 900),
         'zh', (f.name->>'zh') || ' ' || (${variantArray(2)})[1 + floor(f.v * ${VARIANTS.length})::int] || ' ' || (100 + f.g % 900)),
       f.description,
       greatest(990, (round(f.price_sen * (0.6 + pg_temp.r(25, f.g) * 0.9) / 100) * 100 - 10)::int),
       CASE WHEN f.original_price_sen IS NULL THEN NULL
            ELSE (round(f.price_sen * (0.6 + pg_temp.r(25, f.g) * 0.9) * 1.2 / 100) * 100)::int END,
       f.labour_sen, f.size, f.colour,
       CASE WHEN pg_temp.r(26, f.g) < 0.02 THEN 0 ELSE 5 + floor(pg_temp.r(27, f.g) * 500)::int END,
       f.fitment, f.image, f.tags, true, f.specs
FROM f`,
    },
    {
      // stock per place (migration 0034): the warehouse holds each product's generated count, each
      // store about 4% of the catalogue; the products' totals are summed once, not row by row
      name: 'store_stock',
      sql: `
ALTER TABLE store_stock DISABLE TRIGGER store_stock_total;
INSERT INTO store_stock (product_id, store_key, quantity)
  SELECT id, 0, stock FROM products WHERE stock > 0
  ON CONFLICT DO NOTHING;
INSERT INTO store_stock (product_id, store_key, quantity)
  SELECT p.id, s.id, 1 + floor(pg_temp.r(28, p.id::bigint * 1000 + s.id) * 20)::int
  FROM products p CROSS JOIN stores s
  WHERE pg_temp.r(29, p.id::bigint * 1000 + s.id) < 0.04
  ON CONFLICT DO NOTHING;
UPDATE products p SET stock = t.n
  FROM (SELECT product_id, sum(quantity)::int AS n FROM store_stock GROUP BY 1) t
  WHERE t.product_id = p.id AND p.stock <> t.n;
ALTER TABLE store_stock ENABLE TRIGGER store_stock_total;`,
    },
  ];
}
