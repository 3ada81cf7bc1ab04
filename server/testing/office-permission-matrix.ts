/*
 * The office's permission matrices (docs/decisions/018-back-office.md): each office area writes its
 * rows out by hand (not derived from PERMISSIONS), one per call, and runs them here against every
 * role of the staff fixtures' world. The staff desk's matrix is permission-matrix.ts.
 */

import { expect, it } from 'vitest';
import { allCalls } from '../../src/shared/contract/calls';
import { ResultCode } from '../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../src/shared/contract/define-call';
import { postSigned } from './office-fixtures';
import type { World } from './staff-fixtures';

export type OfficeWho = 'customer' | 'sales' | 'technician' | 'manager' | 'otherManager' | 'company';
export const officeEveryone: readonly OfficeWho[] = [
  'customer',
  'sales',
  'technician',
  'manager',
  'otherManager',
  'company',
];

/**
 * Who gets what: the codes named in `expect`; or 200 for `allow` and 1401 for `hidden` (the thing
 * is another store's, so ids reveal nothing). Everyone else gets 1104.
 */
export type Answers = { expect: Partial<Record<OfficeWho, number>> } | { allow: OfficeWho[]; hidden?: OfficeWho[] };

/** A thing of the demo store: its managers and the company; another store's manager finds nothing. */
export const ownStore: Answers = { allow: ['manager', 'company'], hidden: ['otherManager'] };

export type OfficeRow<Ctx = void> = Answers & {
  path: string;
  /** The call of the contract; none for a signed raw route (a CSV export), posted `{}`. */
  call?: CallDefinition;
  /** The body, given what the area's `context` answers for the caller. */
  payload: (ctx: Ctx) => unknown;
};

/** A row maker whose payloads are checked as their call's: `const row = officeRow<Ctx>();`. */
export const officeRow =
  <Ctx = void>() =>
  <C extends CallDefinition>(
    call: C,
    r: NoInfer<Answers & { payload: (ctx: Ctx) => PayloadOf<C> | Promise<PayloadOf<C>> }>,
  ): OfficeRow<Ctx> => ({ path: call.path, call, ...r });

export function answerOf(row: Answers, who: OfficeWho): number {
  if ('expect' in row) return row.expect[who] ?? ResultCode.forbidden;
  if (row.allow.includes(who)) return 200;
  return row.hidden?.includes(who) ? ResultCode.notFound : ResultCode.forbidden;
}

/** Every call under the area (`belongs`) has a row, every row's call is the area's, and each is staff-only. */
export function expectRowsCover(
  rows: readonly { path: string; call?: CallDefinition }[],
  belongs: (path: string) => boolean,
) {
  const calls = allCalls.filter((c) => belongs(c.path));
  expect(calls.length, 'the area has calls').toBeGreaterThan(0);
  const paths = rows.map((r) => r.path);
  for (const call of calls) {
    expect(paths, call.path).toContain(call.path);
    expect(call.auth, call.path).toBe('staff');
  }
  for (const row of rows) if (row.call) expect(belongs(row.path), row.path).toBe(true);
}

/**
 * One test a row and caller: the call made as that role of `world()`, answered as the row says. The
 * payload is made inside the test, after `context(who)`, so a row can make a fresh thing per caller.
 */
export function itAnswersEveryCaller<Ctx>(
  rows: readonly OfficeRow<Ctx>[],
  of: { world: () => World; context?: (who: OfficeWho) => Ctx | Promise<Ctx> },
) {
  for (const row of rows) {
    for (const who of officeEveryone) {
      const code = answerOf(row, who);
      it(`${row.path} as ${who}: ${code}`, async () => {
        const world = of.world();
        const body = await row.payload((await of.context?.(who)) as Ctx);
        if (!row.call) {
          const res = await postSigned(world.server, world[who], row.path);
          if (code !== 200) expect(((await res.json()) as { code: number }).code).toBe(code);
          else {
            expect(res.status).toBe(200);
            expect(res.headers.get('content-type')).toContain('text/csv');
          }
          return;
        }
        const res = await world.server.call(row.call, body, { session: world[who] });
        expect(res.body.code, res.body.msg).toBe(code);
      });
    }
  }
}
