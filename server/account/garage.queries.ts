import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Car } from '../../src/shared/contract/account';
import { MAX_CARS_PER_USER, seatPositionSchema } from '../../src/shared/contract/account';
import { ResultCode } from '../../src/shared/contract/codes';
import { tintWarnings } from '../../src/shared/lib/tint-rules';
import type { Db } from '../db/client';
import { users, vehicles, vehicleSpecs } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { text } from '../i18n/text-catalogue';

export type VehicleRow = typeof vehicles.$inferSelect;
type Spec = typeof vehicleSpecs.$inferSelect;

/** The editable details of a car; undefined leaves a value as it is, null clears it. */
export interface CarDetails {
  wiperLongIn?: number | null | undefined;
  wiperShortIn?: number | null | undefined;
  wiperRearIn?: number | null | undefined;
  tintFrontWindscreen?: number | null | undefined;
  tintFrontSide?: number | null | undefined;
  tintRearSide?: number | null | undefined;
  tintRearWindscreen?: number | null | undefined;
  seatPosition?: string | null | undefined;
}

export function toCar(row: VehicleRow): Car {
  const seat = seatPositionSchema.safeParse(row.seatPosition);
  return {
    id: row.id,
    specId: row.specId,
    make: row.make,
    model: row.model,
    year: row.year,
    variant: row.variant,
    engine: row.engine,
    transmission: row.transmission,
    plate: row.plate,
    isDefault: row.isDefault,
    wiperLongIn: row.wiperLongIn,
    wiperShortIn: row.wiperShortIn,
    wiperRearIn: row.wiperRearIn,
    tintFrontWindscreen: row.tintFrontWindscreen,
    tintFrontSide: row.tintFrontSide,
    tintRearSide: row.tintRearSide,
    tintRearWindscreen: row.tintRearWindscreen,
    seatPosition: seat.success ? seat.data : null,
    tintWarnings: tintWarnings({
      frontWindscreen: row.tintFrontWindscreen,
      frontSide: row.tintFrontSide,
      rearSide: row.tintRearSide,
      rearWindscreen: row.tintRearWindscreen,
    }),
    serviceDueDate: row.serviceDueDate,
    serviceDueMileage: row.serviceDueMileage,
    currentMileage: row.currentMileage,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Serialises garage changes of one user (the default flag, the car limit) by locking the user's
 * row for the rest of the call's transaction.
 */
export async function lockGarage(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The catalogue row for a car, refused as 'No vehicle model data detected' when the year is outside it. */
export async function requireSpec(db: Db, specId: number, year: number): Promise<Spec> {
  const [spec] = await db.select().from(vehicleSpecs).where(eq(vehicleSpecs.id, specId)).limit(1);
  if (!spec || year < spec.yearFrom || year > spec.yearTo) throw new AppError(ResultCode.validation, 'noModelData');
  return spec;
}

export const modelFields = (spec: Spec, year: number) => ({
  specId: spec.id,
  make: spec.make,
  model: spec.model,
  year,
  variant: spec.variant,
  engine: spec.engine,
  transmission: spec.transmission,
});

/** Wiper sizes default to the catalogue's for the model unless the customer gave their own. */
export const wiperDefaults = (spec: Spec, details: CarDetails) => ({
  wiperLongIn: details.wiperLongIn === undefined ? spec.wiperLongIn : details.wiperLongIn,
  wiperShortIn: details.wiperShortIn === undefined ? spec.wiperShortIn : details.wiperShortIn,
  wiperRearIn: details.wiperRearIn === undefined ? spec.wiperRearIn : details.wiperRearIn,
});

/** Only the details that were given (undefined = unchanged). */
export function givenDetails(details: CarDetails): Partial<VehicleRow> {
  const out: Partial<VehicleRow> = {};
  for (const key of [
    'wiperLongIn',
    'wiperShortIn',
    'wiperRearIn',
    'tintFrontWindscreen',
    'tintFrontSide',
    'tintRearSide',
    'tintRearWindscreen',
  ] as const) {
    const value = details[key];
    if (value !== undefined) out[key] = value;
  }
  if (details.seatPosition !== undefined) out.seatPosition = details.seatPosition;
  return out;
}

export async function findOwnCar(db: Db, userId: number, id: number): Promise<VehicleRow> {
  const [car] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)))
    .limit(1);
  if (!car) throw notFound(text('thingCar'));
  return car;
}

export async function listCars(db: Db, userId: number): Promise<VehicleRow[]> {
  return db
    .select()
    .from(vehicles)
    .where(eq(vehicles.userId, userId))
    .orderBy(desc(vehicles.isDefault), desc(vehicles.createdAt), desc(vehicles.id));
}

export async function countCars(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(eq(vehicles.userId, userId));
  return row?.n ?? 0;
}

export async function refuseTakenPlate(db: Db, userId: number, plate: string, exceptId?: number) {
  if (plate === '') return;
  const [taken] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.userId, userId),
        eq(vehicles.plate, plate),
        exceptId === undefined ? undefined : ne(vehicles.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError(ResultCode.conflict, 'plateTaken');
}

export async function refuseFullGarage(db: Db, userId: number) {
  if ((await countCars(db, userId)) >= MAX_CARS_PER_USER) {
    throw new AppError(ResultCode.conflict, 'tooManyCars', { max: MAX_CARS_PER_USER });
  }
}

/** Makes `carId` the user's one default car (clears the others first: one default per user). */
export async function setDefault(db: Db, userId: number, carId: number) {
  await db
    .update(vehicles)
    .set({ isDefault: false })
    .where(and(eq(vehicles.userId, userId), eq(vehicles.isDefault, true), ne(vehicles.id, carId)));
  await db.update(vehicles).set({ isDefault: true }).where(eq(vehicles.id, carId));
}

export async function hasDefault(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.userId, userId), eq(vehicles.isDefault, true)))
    .limit(1);
  return Boolean(row);
}
