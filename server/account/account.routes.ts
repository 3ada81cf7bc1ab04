import type { Hono } from 'hono';
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  carAdd,
  carDelete,
  carImport,
  carList,
  carSetDefault,
  carUpdate,
  messageFind,
  messagePage,
  messageRead,
  messageUnreadCount,
  phoneChange,
  profileUpdate,
  type Message,
} from '../../src/shared/contract/account';
import { ResultCode } from '../../src/shared/contract/codes';
import { consumeCode } from '../auth/otp.service';
import { revokeUserSessions } from '../auth/session.service';
import { loadUserInfo } from '../auth/user-info';
import type { Db } from '../db/client';
import { messages, users, vehicles } from '../db/schema';
import type { ServerDeps } from '../http/context';
import { AppError, notFound, succeed } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { pick, type Lang } from '../i18n/language';
import { avatarUrlOf } from '../uploads/media-url';
import { requireOwnUploads } from '../uploads/uploads.service';
import {
  findOwnCar,
  givenDetails,
  hasDefault,
  listCars,
  lockGarage,
  modelFields,
  refuseFullGarage,
  refuseTakenPlate,
  requireSpec,
  setDefault,
  toCar,
  wiperDefaults,
} from './garage.service';

const userThing = { en: 'User', ms: 'Pengguna', zh: '用户' };
const messageThing = { en: 'Message', ms: 'Mesej', zh: '消息' };

function userId(user: { id: number } | null): number {
  if (!user) throw new AppError(ResultCode.sessionExpired, 'sessionExpired');
  return user.id;
}

function toMessage(row: typeof messages.$inferSelect, lang: Lang): Message {
  return {
    id: row.id,
    kind: row.kind,
    title: pick(row.title, lang),
    content: pick(row.content, lang),
    refType: row.refType,
    refId: row.refId,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function unreadCount(db: Db, uid: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.userId, uid), isNull(messages.readAt)));
  return row?.n ?? 0;
}

export function mountAccountRoutes(app: Hono, deps: ServerDeps) {
  // ---- garage -----------------------------------------------------------------------------

  mountCall(app, deps, carList, async (_payload, ctx) => (await listCars(ctx.db, userId(ctx.user))).map(toCar));

  mountCall(app, deps, carAdd, async ({ specId, year, plate, isDefault, ...details }, ctx) => {
    const uid = userId(ctx.user);
    await lockGarage(ctx.db, uid);
    await refuseFullGarage(ctx.db, uid);
    const spec = await requireSpec(ctx.db, specId, year);
    await refuseTakenPlate(ctx.db, uid, plate);
    const makeDefault = isDefault === true || !(await hasDefault(ctx.db, uid));
    const [row] = await ctx.db
      .insert(vehicles)
      .values({
        userId: uid,
        ...modelFields(spec, year),
        plate,
        ...givenDetails(details),
        ...wiperDefaults(spec, details),
        isDefault: false,
        createdAt: ctx.now,
      })
      .returning();
    if (!row) throw new AppError(ResultCode.internal, 'internal');
    if (makeDefault) await setDefault(ctx.db, uid, row.id);
    return toCar(await findOwnCar(ctx.db, uid, row.id));
  });

  mountCall(app, deps, carUpdate, async ({ id, specId, year, plate, ...details }, ctx) => {
    const uid = userId(ctx.user);
    const car = await findOwnCar(ctx.db, uid, id);
    const changes: Partial<typeof vehicles.$inferInsert> = givenDetails(details);
    if (specId !== undefined || year !== undefined) {
      const nextSpecId = specId ?? car.specId;
      if (nextSpecId === null) throw new AppError(ResultCode.validation, 'carModelIncomplete');
      const spec = await requireSpec(ctx.db, nextSpecId, year ?? car.year);
      Object.assign(changes, modelFields(spec, year ?? car.year));
      // another model has other wipers: take the catalogue's unless sizes came with the change
      if (spec.id !== car.specId) Object.assign(changes, wiperDefaults(spec, details));
    }
    if (plate !== undefined) {
      await refuseTakenPlate(ctx.db, uid, plate, id);
      changes.plate = plate;
    }
    if (Object.keys(changes).length > 0) await ctx.db.update(vehicles).set(changes).where(eq(vehicles.id, id));
    return toCar(await findOwnCar(ctx.db, uid, id));
  });

  mountCall(app, deps, carDelete, async ({ id }, ctx) => {
    const uid = userId(ctx.user);
    await lockGarage(ctx.db, uid);
    const car = await findOwnCar(ctx.db, uid, id);
    await ctx.db.delete(vehicles).where(eq(vehicles.id, id));
    if (car.isDefault) {
      // the newest remaining car takes over, so a user with cars always has one default
      const [next] = await ctx.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.userId, uid), ne(vehicles.id, id)))
        .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
        .limit(1);
      if (next) await setDefault(ctx.db, uid, next.id);
      return { removed: 1, defaultId: next?.id ?? null };
    }
    const [current] = await ctx.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.userId, uid), eq(vehicles.isDefault, true)))
      .limit(1);
    return { removed: 1, defaultId: current?.id ?? null };
  });

  mountCall(app, deps, carSetDefault, async ({ id }, ctx) => {
    const uid = userId(ctx.user);
    await lockGarage(ctx.db, uid);
    await findOwnCar(ctx.db, uid, id);
    await setDefault(ctx.db, uid, id);
    return toCar(await findOwnCar(ctx.db, uid, id));
  });

  mountCall(app, deps, carImport, async ({ specId, year, plate, ...details }, ctx) => {
    const uid = userId(ctx.user);
    await lockGarage(ctx.db, uid);
    const spec = await requireSpec(ctx.db, specId, year);
    // the same car (by plate when one was given, else by model and year) is not added twice
    const same: SQL | undefined =
      plate !== undefined ? eq(vehicles.plate, plate) : and(eq(vehicles.specId, spec.id), eq(vehicles.year, year));
    const [existing] = await ctx.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.userId, uid), same))
      .orderBy(desc(vehicles.isDefault), desc(vehicles.createdAt))
      .limit(1);
    if (existing) return { car: toCar(existing), imported: false };
    await refuseFullGarage(ctx.db, uid);
    const makeDefault = !(await hasDefault(ctx.db, uid));
    const [row] = await ctx.db
      .insert(vehicles)
      .values({
        userId: uid,
        ...modelFields(spec, year),
        plate: plate ?? '',
        ...givenDetails(details),
        ...wiperDefaults(spec, details),
        isDefault: false,
        createdAt: ctx.now,
      })
      .returning();
    if (!row) throw new AppError(ResultCode.internal, 'internal');
    if (makeDefault) await setDefault(ctx.db, uid, row.id);
    return { car: toCar(await findOwnCar(ctx.db, uid, row.id)), imported: true };
  });

  // ---- profile ----------------------------------------------------------------------------

  mountCall(app, deps, profileUpdate, async ({ name, email, avatarId, introduction }, ctx) => {
    const uid = userId(ctx.user);
    const changes: Partial<typeof users.$inferInsert> = {};
    if (name !== undefined) changes.name = name;
    if (email !== undefined) changes.email = email;
    if (introduction !== undefined) {
      if (ctx.user?.role === 'customer') throw new AppError(ResultCode.forbidden, 'introductionStaffOnly');
      changes.introduction = introduction;
    }
    if (avatarId === null) changes.avatarUrl = '';
    else if (avatarId !== undefined) {
      await requireOwnUploads(ctx.db, uid, [avatarId], 'avatar');
      changes.avatarUrl = avatarUrlOf(avatarId);
    }
    if (Object.keys(changes).length > 0) await ctx.db.update(users).set(changes).where(eq(users.id, uid));
    const info = await loadUserInfo(ctx.db, uid);
    if (!info) throw notFound(userThing);
    return info;
  });

  mountCall(app, deps, phoneChange, async ({ phone, code }, ctx) => {
    const uid = userId(ctx.user);
    const [me] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, uid)).limit(1);
    if (!me) throw notFound(userThing);
    if (me.phone === phone) throw new AppError(ResultCode.validation, 'phoneSame');
    const [other] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
    if (other) throw new AppError(ResultCode.conflict, 'phoneInUse');
    // the code went to the NEW number (send/sms with scene 'changePhone'): it proves the user holds it
    const refusal = await consumeCode(ctx.db, phone, 'changePhone', code, ctx.now);
    if (refusal) return refusal;
    await ctx.db.update(users).set({ phone }).where(eq(users.id, uid));
    await revokeUserSessions(ctx.db, uid, ctx.now);
    return succeed({ phone, loggedOut: true as const }, 'phoneChanged');
  });

  // ---- messages ---------------------------------------------------------------------------

  mountCall(app, deps, messagePage, async ({ pageNo, pageSize, unreadOnly }, ctx) => {
    const uid = userId(ctx.user);
    const where = and(eq(messages.userId, uid), unreadOnly ? isNull(messages.readAt) : undefined);
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(where);
    const rows = await ctx.db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return {
      list: rows.map((row) => toMessage(row, ctx.lang)),
      total: count?.n ?? 0,
      pageNo,
      pageSize,
      unreadCount: await unreadCount(ctx.db, uid),
    };
  });

  mountCall(app, deps, messageFind, async ({ id }, ctx) => {
    const uid = userId(ctx.user);
    const [row] = await ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.userId, uid)))
      .limit(1);
    if (!row) throw notFound(messageThing);
    return toMessage(row, ctx.lang);
  });

  mountCall(app, deps, messageRead, async ({ id, all }, ctx) => {
    const uid = userId(ctx.user);
    let where: SQL | undefined;
    if (all === true) where = and(eq(messages.userId, uid), isNull(messages.readAt));
    else if (id !== undefined) {
      const [row] = await ctx.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.userId, uid)))
        .limit(1);
      if (!row) throw notFound(messageThing);
      where = and(eq(messages.id, id), isNull(messages.readAt));
    } else throw new AppError(ResultCode.validation, 'messageIdOrAll');
    const updated = await ctx.db.update(messages).set({ readAt: ctx.now }).where(where).returning({ id: messages.id });
    return { updated: updated.length, unreadCount: await unreadCount(ctx.db, uid) };
  });

  mountCall(app, deps, messageUnreadCount, async (_payload, ctx) => ({
    unreadCount: await unreadCount(ctx.db, userId(ctx.user)),
  }));
}
