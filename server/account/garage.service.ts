import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { MAX_CARS_PER_USER, type Car } from '../../src/shared/contract/account';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Db } from '../db/client';
import { vehicles } from '../db/schema';
import { AppError } from '../http/errors';
import { afterServiceSaved, cancelServiceReminders } from '../notifications/service-reminders';
import {
  findOwnCar,
  givenDetails,
  hasDefault,
  lockGarage,
  modelFields,
  refuseFullGarage,
  refuseTakenPlate,
  requireSpec,
  setDefault,
  toCar,
  wiperDefaults,
  type CarDetails,
} from './garage.queries';
import { checkService, serviceFields, splitService, type ServiceDetails } from './service-details';

/** A car as the customer adds or imports it: a catalogue model and year, a plate, its details. */
export interface NewCar extends CarDetails {
  specId: number;
  year: number;
  plate?: string | undefined;
}

type Spec = Awaited<ReturnType<typeof requireSpec>>;

async function insertCar(
  db: Db,
  userId: number,
  spec: Spec,
  car: NewCar,
  makeDefault: boolean,
  now: Date,
  service: ServiceDetails = {},
) {
  const { specId: _specId, year, plate, ...details } = car;
  const [row] = await db
    .insert(vehicles)
    .values({
      userId,
      ...modelFields(spec, year),
      plate: plate ?? '',
      ...givenDetails(details),
      ...wiperDefaults(spec, details),
      ...serviceFields(service),
      isDefault: false,
      createdAt: now,
    })
    .returning();
  if (!row) throw new AppError(ResultCode.internal, 'internal');
  if (makeDefault) await setDefault(db, userId, row.id);
  await afterServiceSaved(db, null, row, now);
  return toCar(await findOwnCar(db, userId, row.id));
}

/** Adds a car to the garage; the first car (or one asked for) becomes the default. */
export async function addCar(
  db: Db,
  userId: number,
  input: NewCar & ServiceDetails & { isDefault?: boolean | undefined },
  now: Date,
) {
  const { service, rest: car } = splitService(input);
  const { isDefault, ...rest } = car;
  checkService(null, service, now);
  await lockGarage(db, userId);
  await refuseFullGarage(db, userId);
  const spec = await requireSpec(db, rest.specId, rest.year);
  await refuseTakenPlate(db, userId, rest.plate ?? '');
  const makeDefault = isDefault === true || !(await hasDefault(db, userId));
  return insertCar(db, userId, spec, rest, makeDefault, now, service);
}

/**
 * Changes a car's model, plate, details or service fields; a new model brings its catalogue
 * wipers, a new service date its reminders (service-reminders.ts).
 */
export async function updateCar(
  db: Db,
  userId: number,
  id: number,
  input: CarDetails &
    ServiceDetails & { specId?: number | undefined; year?: number | undefined; plate?: string | undefined },
  now: Date,
): Promise<Car> {
  const { service, rest: change } = splitService(input);
  const { specId, year, plate, ...details } = change;
  const car = await findOwnCar(db, userId, id);
  checkService(car, service, now);
  const changes: Partial<typeof vehicles.$inferInsert> = { ...givenDetails(details), ...serviceFields(service) };
  if (specId !== undefined || year !== undefined) {
    const nextSpecId = specId ?? car.specId;
    if (nextSpecId === null) throw new AppError(ResultCode.validation, 'carModelIncomplete');
    const spec = await requireSpec(db, nextSpecId, year ?? car.year);
    Object.assign(changes, modelFields(spec, year ?? car.year));
    // another model has other wipers: take the catalogue's unless sizes came with the change
    if (spec.id !== car.specId) Object.assign(changes, wiperDefaults(spec, details));
  }
  if (plate !== undefined) {
    await refuseTakenPlate(db, userId, plate, id);
    changes.plate = plate;
  }
  if (Object.keys(changes).length > 0) await db.update(vehicles).set(changes).where(eq(vehicles.id, id));
  const saved = await findOwnCar(db, userId, id);
  await afterServiceSaved(db, car, saved, now);
  return toCar(saved);
}

/** Removes a car; when it was the default, the newest remaining car takes over. */
export async function removeCar(db: Db, userId: number, id: number) {
  await lockGarage(db, userId);
  const car = await findOwnCar(db, userId, id);
  await cancelServiceReminders(db, id);
  await db.delete(vehicles).where(eq(vehicles.id, id));
  if (car.isDefault) {
    // the newest remaining car takes over, so a user with cars always has one default
    const [next] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.userId, userId), ne(vehicles.id, id)))
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
      .limit(1);
    if (next) await setDefault(db, userId, next.id);
    return { removed: 1, defaultId: next?.id ?? null };
  }
  const [current] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.userId, userId), eq(vehicles.isDefault, true)))
    .limit(1);
  return { removed: 1, defaultId: current?.id ?? null };
}

/** Makes one of the user's cars the default. */
export async function makeDefaultCar(db: Db, userId: number, id: number): Promise<Car> {
  await lockGarage(db, userId);
  await findOwnCar(db, userId, id);
  await setDefault(db, userId, id);
  return toCar(await findOwnCar(db, userId, id));
}

/** Imports a car (e.g. from a booking); the same car is not added twice. */
export async function importCar(db: Db, userId: number, car: NewCar, now: Date) {
  await lockGarage(db, userId);
  const spec = await requireSpec(db, car.specId, car.year);
  // the same car (by plate when one was given, else by model and year) is not added twice
  const same: SQL | undefined =
    car.plate !== undefined
      ? eq(vehicles.plate, car.plate)
      : and(eq(vehicles.specId, spec.id), eq(vehicles.year, car.year));
  const [existing] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.userId, userId), same))
    .orderBy(desc(vehicles.isDefault), desc(vehicles.createdAt))
    .limit(1);
  if (existing) return { car: toCar(existing), imported: false };
  await refuseFullGarage(db, userId);
  const makeDefault = !(await hasDefault(db, userId));
  return { car: await insertCar(db, userId, spec, car, makeDefault, now), imported: true };
}

/**
 * Checkout remembers the plate it was given: the garage's car of that model and year without a
 * plate takes it, or the car joins the garage while there is room. A plate already in the garage,
 * a car that has one, or a full garage leaves the garage as it is; the order never fails for it.
 */
export async function keepPlateInGarage(
  db: Db,
  userId: number,
  car: { specId: number; year: number } | null,
  plate: string,
  now: Date,
) {
  if (!car || plate === '') return;
  await lockGarage(db, userId);
  const cars = await db.select().from(vehicles).where(eq(vehicles.userId, userId));
  if (cars.some((c) => c.plate === plate)) return;
  const sameModel = cars.filter((c) => c.specId === car.specId && c.year === car.year);
  const unplated = sameModel.find((c) => c.plate === '');
  if (unplated) {
    await db.update(vehicles).set({ plate }).where(eq(vehicles.id, unplated.id));
    return;
  }
  if (sameModel.length > 0 || cars.length >= MAX_CARS_PER_USER) return;
  const spec = await requireSpec(db, car.specId, car.year);
  await insertCar(db, userId, spec, { specId: car.specId, year: car.year, plate }, cars.length === 0, now);
}
