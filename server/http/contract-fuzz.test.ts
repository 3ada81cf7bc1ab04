import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls } from '../../src/shared/contract/calls';
import { ResultCode } from '../../src/shared/contract/codes';
import type { CallDefinition } from '../../src/shared/contract/define-call';
import { logout } from '../../src/shared/contract/user';
import {
  describeOnEachDatabase,
  startTestServer,
  type RawCallOptions,
  type Session,
  type TestServer,
} from '../testing/harness';
import { bodyArbitraries, checkAnswer } from '../testing/fuzz/bodies';
import { api } from '../../tests/support/api';

/*
 * Property-based contract fuzz (docs/decisions/001-one-contract.md): every call in `allCalls` gets
 * random and malformed bodies over real HTTP, logged out and logged in. Whatever arrives, the
 * answer is never a 5xx, always a well-formed envelope without a stack trace, and a 200 carries
 * data that matches `call.response`. Bodies are derived generically from
 * `z.toJSONSchema(call.payload)`, so a new call is fuzzed as soon as it is added to `allCalls`.
 */

/**
 * Runs per call: 100 by default; past 40 calls scaled down (never below 50) so the file stays near
 * a minute on PGlite as the contract grows. FUZZ_RUNS multiplies it (FUZZ_RUNS=5 for a long soak).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1) * Math.max(0.5, Math.min(1, 40 / allCalls.length));

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------

describeOnEachDatabase('the contract under fuzzing', (kind) => {
  let server: TestServer;
  let shared: Session;
  const phone = '+60123450001';

  beforeAll(async () => {
    server = await startTestServer(kind);
    shared = await server.login(phone);
  });
  afterAll(() => server.close());

  /** A session to sign with: logout ends the one it is given, so it gets a fresh one each run. */
  const sessionFor = async (call: CallDefinition) => (call.path === logout.path ? server.login(phone) : shared);

  it('the fuzz covers every call of the contract', () => {
    expect(allCalls.length).toBeGreaterThan(0);
    for (const call of allCalls)
      expect(() => z.toJSONSchema(call.payload, { io: 'input', unrepresentable: 'any' })).not.toThrow();
  });

  for (const call of allCalls) {
    it(`${call.path} answers every body with a well-formed envelope and never a 5xx`, { timeout: 60_000 }, async () => {
      for (const { arb, runs } of bodyArbitraries(call)) {
        await fc.assert(
          fc.asyncProperty(arb, fc.boolean(), async (input, loggedIn) => {
            const options: RawCallOptions = { rawBody: input.rawBody };
            if (input.headers) {
              const { language, ...rest } = input.headers;
              options.headers = rest;
              if (language !== undefined) options.language = language;
            }
            if (loggedIn) options.session = await sessionFor(call);
            const res = await server.raw(call.path, undefined, options);
            checkAnswer(call, { ...input, loggedIn }, res);
          }),
          { numRuns: Math.max(1, Math.round(runs * RUNS)), endOnFailure: true },
        );
      }
    });
  }

  it.each([
    [api.bannerJump.path, '{"id":2147483648}'],
    [api.dictionaryInfo.path, '{"companyId":2147483648,"dictionaryId":"FAQ"}'],
  ])('%s refuses %s as bad input, not a fault', async (path, rawBody) => {
    const res = await server.raw(path, undefined, { rawBody });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ResultCode.validation);
  });

  it.each([
    ['an unknown path', '/api/no/such/call', 'application/json'],
    ['an unsupported media type', api.health.path, 'text/html'],
  ])('after a 400 KB body to %s the next call on the connection works', async (_what, path, type) => {
    const big = JSON.stringify({ x: 'x'.repeat(400_000) });
    const first = await server.raw(path, undefined, { rawBody: big, headers: { 'content-type': type } });
    expect(first.status).toBeLessThan(500);
    const next = await server.call(api.health, {});
    expect(next.body.code).toBe(ResultCode.ok);
  });

  it('the shared session still works after the fuzz (it was really logged in)', async () => {
    const res = await server.call(api.currentUser, {}, { session: shared });
    expect(res.body.code).toBe(ResultCode.ok);
  });
});
