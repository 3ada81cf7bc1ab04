import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '../../src/shared/contract/codes';
import type { Signup, StaffRole } from '../../src/shared/contract/staff';
import { validatePassword } from '../../src/shared/lib/validation';
import { consumeCode } from '../auth/otp.service';
import { hashPassword, verifyPassword } from '../auth/password';
import type { SessionUser } from '../auth/session.service';
import type { SmsAdapter } from '../auth/sms-adapter';
import type { Db } from '../db/client';
import { stores, users } from '../db/schema';
import { AppError, notFound, refuse, type Refusal } from '../http/errors';
import { requireAction, requireStore, storeScope } from './permissions';

export const MAX_WRONG_PASSWORDS = 5;
export const PASSWORD_LOCK_MINUTES = 15;
const STAFF_ROLES = ['sales', 'technician', 'manager', 'company'] as const;
const userThing = { en: 'Staff member', ms: 'Kakitangan', zh: '员工' };

type UserRow = typeof users.$inferSelect;

export async function registerStaff(
  db: Db,
  input: {
    name: string;
    phone: string;
    company: string;
    storeId: number;
    role: StaffRole;
    password: string;
    confirmPassword: string;
    code: string;
  },
  now: Date,
): Promise<{ id: number } | Refusal> {
  const problem = validatePassword(input.password, input.confirmPassword);
  if (problem === 'passwordMismatch' || problem === 'passwordRule') throw new AppError(ResultCode.validation, problem);
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId));
  if (!store) throw new AppError(ResultCode.notFound, 'storeNotFound');
  const [existing] = await db.select().from(users).where(eq(users.phone, input.phone)).for('update');
  // a refused applicant may apply again; any other account keeps its phone number
  if (existing && !(existing.status === 'refused' && existing.role !== 'customer')) {
    throw new AppError(ResultCode.conflict, 'phoneInUse');
  }
  const refusal = await consumeCode(db, input.phone, 'staffRegister', input.code, now);
  if (refusal) return refusal;
  const values = {
    name: input.name,
    role: input.role,
    status: 'pending' as const,
    storeId: input.storeId,
    companyName: input.company,
    passwordHash: await hashPassword(input.password),
    approvedBy: null,
    approvedAt: null,
    reviewNote: '',
    failedLogins: 0,
    lockedUntil: null,
  };
  const [row] = existing
    ? await db.update(users).set(values).where(eq(users.id, existing.id)).returning({ id: users.id })
    : await db
        .insert(users)
        .values({ phone: input.phone, createdAt: now, ...values })
        .returning({ id: users.id });
  if (!row) throw new AppError(ResultCode.internal, 'internal');
  return row;
}

/**
 * Checks a staff password. Wrong tries are counted (returned as a Refusal so they are kept); five
 * in a row pause password login for 15 minutes (OTP login still works). Whether the phone exists is
 * not revealed. The account state is told only after a right password.
 */
export async function checkStaffPassword(
  db: Db,
  phone: string,
  password: string,
  now: Date,
): Promise<UserRow | Refusal> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).for('update');
  if (!user || !user.passwordHash || user.role === 'customer') {
    // same work as a real check, so timing does not tell whether the phone is staff
    await verifyPassword(password, 'scrypt$00000000000000000000000000000000$' + '0'.repeat(64));
    return refuse(ResultCode.passwordWrong, 'passwordWrong');
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    const minutes = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 60_000);
    return refuse(ResultCode.passwordLocked, 'passwordLocked', { minutes });
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const wrong = user.failedLogins + 1;
    const lock = wrong >= MAX_WRONG_PASSWORDS;
    await db
      .update(users)
      .set(
        lock
          ? { failedLogins: 0, lockedUntil: new Date(now.getTime() + PASSWORD_LOCK_MINUTES * 60_000) }
          : { failedLogins: wrong },
      )
      .where(eq(users.id, user.id));
    return lock
      ? refuse(ResultCode.passwordLocked, 'passwordLocked', { minutes: PASSWORD_LOCK_MINUTES })
      : refuse(ResultCode.passwordWrong, 'passwordWrong');
  }
  if (user.failedLogins > 0 || user.lockedUntil)
    await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  if (user.status === 'pending') return refuse(ResultCode.accountDisabled, 'accountPending');
  if (user.status === 'refused')
    return refuse(ResultCode.accountDisabled, 'accountRefused', { reason: user.reviewNote });
  if (user.status !== 'active') return refuse(ResultCode.accountDisabled, 'accountDisabled');
  return user;
}

const signupColumns = {
  user: users,
  storeName: stores.name,
};

function toSignup(row: { user: UserRow; storeName: string | null }): Signup {
  const { user } = row;
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    company: user.companyName,
    role: user.role as Signup['role'],
    storeId: user.storeId,
    storeName: row.storeName,
    status: user.status,
    reviewNote: user.reviewNote,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function signupPage(
  db: Db,
  user: SessionUser | null,
  q: { status: 'pending' | 'active' | 'refused'; pageNo: number; pageSize: number },
) {
  const me = requireAction(user, 'reviewSignups');
  const scope = storeScope(me);
  const where = and(
    eq(users.status, q.status),
    inArray(users.role, [...STAFF_ROLES]),
    scope === null ? undefined : eq(users.storeId, scope),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(signupColumns)
      .from(users)
      .leftJoin(stores, eq(stores.id, users.storeId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { list: rows.map(toSignup), total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function reviewSignup(
  db: Db,
  sms: SmsAdapter,
  user: SessionUser | null,
  input: { id: number; approve: boolean; reason: string },
  now: Date,
): Promise<Signup> {
  const me = requireAction(user, 'reviewSignups');
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, input.id), inArray(users.role, [...STAFF_ROLES])))
    .for('update');
  if (!target) throw notFound(userThing);
  requireStore(me, target.storeId, userThing);
  if (target.status !== 'pending') {
    throw new AppError(ResultCode.illegalTransition, 'illegalTransition', {
      thing: { en: 'sign-up', ms: 'pendaftaran', zh: '注册申请' },
      state: target.status,
    });
  }
  if (!input.approve && input.reason === '') throw new AppError(ResultCode.validation, 'refuseReasonRequired');
  await db
    .update(users)
    .set(
      input.approve
        ? { status: 'active', approvedBy: me.id, approvedAt: now, reviewNote: input.reason }
        : { status: 'refused', approvedBy: me.id, approvedAt: now, reviewNote: input.reason },
    )
    .where(eq(users.id, target.id));
  await sms.send(
    target.phone,
    input.approve
      ? '[Roda] Your staff account is approved. You can log in now.'
      : `[Roda] Your staff registration was not approved: ${input.reason}`,
    '',
  );
  const [row] = await db
    .select(signupColumns)
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, target.id));
  if (!row) throw new AppError(ResultCode.internal, 'internal');
  return toSignup(row);
}
