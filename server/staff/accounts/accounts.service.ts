import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { Signup, StaffRole } from '../../../src/shared/contract/staff';
import { validatePassword } from '../../../src/shared/lib/validation';
import { consumeCode } from '../../auth/otp.service';
import { hashPassword, verifyPassword } from '../../auth/password';
import { checkGuards, clearPair, countWrongPassword } from '../../auth/password-guard';
import { isGuessablePassword } from '../../auth/password-policy';
import type { SessionUser } from '../../auth/session.service';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import { AppError, notFound, refuse, type Refusal } from '../../http/errors';
import { text } from '../../i18n/text-catalogue';
import { notifyReviewers } from '../../notifications/staff-notices';
import { requireAction, requireStore, storeScope } from '../permissions';

const STAFF_ROLES = ['sales', 'technician', 'manager', 'company'] as const;
const userThing = text('thingStaffMember');

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
  const personal = [
    input.phone.replace(/^\+/, ''),
    input.phone.replace(/^\+60/, '0'),
    input.name,
    ...input.name.split(/\s+/),
  ];
  if (isGuessablePassword(input.password, personal)) throw new AppError(ResultCode.validation, 'passwordCommon');
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
  };
  const [row] = existing
    ? await db.update(users).set(values).where(eq(users.id, existing.id)).returning({ id: users.id })
    : await db
        .insert(users)
        .values({ phone: input.phone, createdAt: now, ...values })
        .returning({ id: users.id });
  if (!row) throw new AppError(ResultCode.internal, 'internal');
  await notifyReviewers(db, input.storeId, 'inboxSignUpReviewBody', { name: input.name });
  return row;
}

/**
 * Checks a staff password. Wrong tries are counted (returned as a Refusal so they are kept) per
 * phone and address, per phone and per address (server/auth/password-guard.ts), the same for any
 * phone number, so neither the answer nor the lockout tells whether a phone is staff. The account
 * state is told only after a right password.
 */
export async function checkStaffPassword(
  db: Db,
  phone: string,
  password: string,
  ip: string,
  now: Date,
): Promise<UserRow | Refusal> {
  const locked = await checkGuards(db, phone, ip, now);
  if (locked) return locked;
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  const staff = user && user.passwordHash && user.role !== 'customer' ? user : null;
  // the same work for a phone that is not staff, so timing does not tell either
  const right = await verifyPassword(password, staff?.passwordHash ?? UNKNOWN_PASSWORD_HASH);
  if (!staff || !right) {
    const lockedMinutes = await countWrongPassword(db, phone, ip, now);
    return lockedMinutes
      ? refuse(ResultCode.passwordLocked, 'passwordLocked', { minutes: lockedMinutes })
      : refuse(ResultCode.passwordWrong, 'passwordWrong');
  }
  await clearPair(db, phone, ip);
  if (staff.status === 'pending') return refuse(ResultCode.accountDisabled, 'accountPending');
  if (staff.status === 'refused')
    return refuse(ResultCode.accountDisabled, 'accountRefused', { reason: staff.reviewNote });
  if (staff.status !== 'active') return refuse(ResultCode.accountDisabled, 'accountDisabled');
  return staff;
}

/** A well-formed hash no password matches, checked for unknown phones. */
const UNKNOWN_PASSWORD_HASH = `scrypt$${'0'.repeat(32)}$${'0'.repeat(64)}`;

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
    // only customers delete their accounts; staff are deactivated by the office (docs/product.md#personal-data)
    status: user.status === 'deleted' ? 'disabled' : user.status,
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
  user: SessionUser | null,
  input: { id: number; approve: boolean; reason: string },
  now: Date,
  /** Sends an SMS once the verdict has committed (docs/architecture.md#after-commit). */
  textAfterCommit: (phone: string, text: string) => void,
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
      thing: text('thingSignup'),
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
  // in the verdict's own transaction: recorded only if the verdict is (docs/product.md#audit-log)
  await recordAudit(db, me, {
    action: input.approve ? 'personApprove' : 'personRefuse',
    subject: `${target.name} (${target.phone})`,
    storeId: target.storeId,
    changes: [
      { field: 'status', before: target.status, after: input.approve ? 'active' : 'refused' },
      { field: 'role', before: '', after: target.role },
      ...(input.reason ? [{ field: 'reason', before: '', after: input.reason.slice(0, 160) }] : []),
    ],
  });
  textAfterCommit(
    target.phone,
    input.approve
      ? '[Roda] Your staff account is approved. You can log in now.'
      : `[Roda] Your staff registration was not approved: ${input.reason}`,
  );
  const [row] = await db
    .select(signupColumns)
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, target.id));
  if (!row) throw new AppError(ResultCode.internal, 'internal');
  return toSignup(row);
}
