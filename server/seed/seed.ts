import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appReleases,
  companyTaxSettings,
  banners,
  categories,
  coupons,
  dictionary,
  products,
  publicHolidays,
  roles,
  stores,
  storeStock,
  users,
  vehicleSpecs,
  WAREHOUSE_KEY,
} from '../db/schema';
import { hashPassword } from '../auth/password';
import { banners as bannerSeeds, coupons as couponSeeds, dictionary as dictionarySeeds } from './data/content';
import { products as productSeeds } from './data/products';
import { stores as storeSeeds } from './data/stores';
import { holidayRows } from './data/holidays';
import { vehicleSpecs as vehicleSeeds } from './data/vehicles';
import { DEMO_STAFF_PASSWORD, DEMO_STORE_CODE, demoAccounts } from './demo-accounts';

const categorySeeds = [
  { code: 'maintenance', name: { en: 'Maintenance', ms: 'Servis', zh: '保养' } },
  { code: 'tyres', name: { en: 'Tyres', ms: 'Tayar', zh: '轮胎' } },
  { code: 'tint', name: { en: 'Solar tint film', ms: 'Filem tint solar', zh: '太阳膜' } },
  { code: 'dashcam', name: { en: 'Dashcam', ms: 'Kamera papan pemuka', zh: '行车记录仪' } },
  { code: 'brake_pads', name: { en: 'Brake pads', ms: 'Pad brek', zh: '刹车片' } },
  { code: 'wipers', name: { en: 'Wipers', ms: 'Pengelap cermin', zh: '雨刮' } },
  { code: 'car_seats', name: { en: 'Car seats', ms: 'Kerusi kereta', zh: '汽车座椅' } },
] as const;

const roleSeeds = [
  { code: 'customer', name: { en: 'Customer', ms: 'Pelanggan', zh: '客户' }, isStaff: false },
  { code: 'sales', name: { en: 'Sales consultant', ms: 'Perunding jualan', zh: '销售顾问' }, isStaff: true },
  { code: 'technician', name: { en: 'Technician', ms: 'Juruteknik', zh: '技师' }, isStaff: true },
  { code: 'manager', name: { en: 'Store manager', ms: 'Pengurus kedai', zh: '店长' }, isStaff: true },
  { code: 'company', name: { en: 'Company', ms: 'Syarikat', zh: '公司' }, isStaff: true },
];

/**
 * Fills an empty database with the demo data; a database that has stores is left alone. The public
 * holidays of 2026–2027 come with it unless `publicHolidays` is false (the test harness: suites book
 * days ahead of the real date and must not depend on the calendar; the workshop suites opt in).
 */
/** The public holidays of 2026–2027 (the test harness adds them only for the suites that ask). */
export async function seedPublicHolidays(db: Db) {
  await db.insert(publicHolidays).values(holidayRows);
}

/** Every store and the warehouse hold each product's demo count. */
async function demoStock(db: Db, idOfSku: Map<string, number>) {
  const places = [WAREHOUSE_KEY, ...(await db.select({ id: stores.id }).from(stores)).map((s) => s.id)];
  return productSeeds.flatMap((p) => {
    const productId = idOfSku.get(p.sku);
    return productId === undefined || p.stock === 0
      ? []
      : places.map((storeKey) => ({ productId, storeKey, quantity: p.stock }));
  });
}

export async function seedIfEmpty(db: Db, options: { publicHolidays?: boolean } = {}): Promise<boolean> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(stores);
  if ((count?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(roles).values(roleSeeds);
    await tx.insert(stores).values(storeSeeds.map((s) => ({ ...s })));
    if (options.publicHolidays ?? true) await seedPublicHolidays(tx);
    await tx.insert(categories).values(categorySeeds.map((c, i) => ({ ...c, icon: `${c.code}.svg`, sort: i + 1 })));
    await tx.insert(vehicleSpecs).values(vehicleSeeds.map((v) => ({ ...v })));
    // stock is kept per place (store_stock): the rows below add up to each product's total
    const inserted = await tx
      .insert(products)
      .values(productSeeds.map((p) => ({ ...p, stock: 0 })))
      .returning({ id: products.id, sku: products.sku });
    const idOfSku = new Map(inserted.map((p) => [p.sku, p.id]));
    await tx.insert(storeStock).values(await demoStock(tx, idOfSku));
    await tx.insert(banners).values(
      bannerSeeds.map((b) => ({
        title: b.title,
        image: b.image,
        jumpType: b.jump.type,
        jumpValue: b.jump.type === 'product' ? String(idOfSku.get(b.jump.value) ?? '') : b.jump.value,
        sort: b.sort,
      })),
    );
    await tx.insert(coupons).values(couponSeeds.map((c) => ({ ...c })));
    await tx.insert(dictionary).values(dictionarySeeds.map((d) => ({ ...d, companyId: 1 })));
    const version = dictionarySeeds.find((d) => d.dictionaryId === 'USERDEV')?.content.en ?? '1.0.0';
    await tx.insert(appReleases).values({ version, minSupportedVersion: version, notes: 'First release' });
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.code, DEMO_STORE_CODE));
    await tx.insert(users).values(
      demoAccounts.map((a) => ({
        phone: a.phone,
        name: a.name,
        role: a.role,
        email: a.role === 'customer' ? 'aisyah@example.my' : '',
        storeId: a.atStore ? (store?.id ?? null) : null,
        companyName: a.role === 'customer' ? '' : 'Roda Auto Sdn. Bhd.',
        passwordHash: a.role === 'customer' ? null : passwordHash,
        status: 'active' as const,
      })),
    );
    // the demo company's tax identity (the office changes it; e-invoices wait for MyInvois keys)
    await tx
      .update(companyTaxSettings)
      .set({
        companyName: 'Roda Auto Sdn. Bhd.',
        brn: '202401012345',
        tin: 'C25845632020',
        sstNo: 'W10-2401-32000123',
        msicCode: '45205',
        addressLines: ['Lot 12, Jalan Cheras Hartamas', 'Taman Cheras Hartamas'],
        city: 'Kuala Lumpur',
        postcode: '56100',
        stateCode: '14',
        phone: '+60392001234',
        email: 'accounts@roda.example.my',
      })
      .where(eq(companyTaxSettings.id, 1));
  });
  return true;
}
