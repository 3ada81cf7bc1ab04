import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls } from '../../src/shared/contract/calls';
import { ResultCode } from '../../src/shared/contract/codes';
import { ORDER_EXPORT_PATH } from '../../src/shared/contract/office-orders';
import { PRODUCT_EXPORT_PATH } from '../../src/shared/contract/office';
import { signRequest } from '../../src/shared/lib/signature';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { STAFF_PHONES, staffLogin } from '../testing/staff-fixtures';
import { bodyRefusal, MAX_BODY_DEPTH } from './call-checks';
import { api } from '../../tests/support/api';

/**
 * A body nested thousands of levels deep is bad input: a validation envelope (1003, HTTP 400) in the
 * caller's language on every call, public or signed, JSON call or signed raw route, never 5000, and
 * the server keeps answering.
 */

/** `{"a":{"a":…1…}}` or `[[…1…]]`, `depth` levels, written as text (JSON.stringify would overflow). */
const nested = (depth: number, shape: 'object' | 'array') =>
  shape === 'object' ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + '1' + ']'.repeat(depth);

const tooDeep = {
  en_us: `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`,
  ms_my: `Kandungan permintaan bersarang terlalu dalam (maksimum ${MAX_BODY_DEPTH} aras)`,
  zh_cn: `请求内容嵌套过深（最多 ${MAX_BODY_DEPTH} 层）`,
};

/** How deep a JSON schema lets a body nest: each object or array is one level. */
function schemaDepth(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  const schema = node as Record<string, unknown>;
  if ('$ref' in schema) throw new Error('a recursive payload: no depth is enough for it');
  const children: unknown[] = [
    ...Object.values((schema.properties as object | undefined) ?? {}),
    schema.items,
    schema.additionalProperties,
    ...((schema.prefixItems as unknown[] | undefined) ?? []),
    ...((schema.anyOf as unknown[] | undefined) ?? []),
    ...((schema.oneOf as unknown[] | undefined) ?? []),
    ...((schema.allOf as unknown[] | undefined) ?? []),
  ];
  const own = schema.type === 'object' || schema.type === 'array' ? 1 : 0;
  return own + Math.max(0, ...children.map(schemaDepth));
}

describe('the body walk', () => {
  it('refuses 100,000 levels without overflowing the stack, whatever the shape', () => {
    for (const shape of ['object', 'array'] as const) {
      const refusal = bodyRefusal(JSON.parse(nested(100_000, shape)));
      expect(refusal?.code).toBe(ResultCode.validation);
      expect(refusal?.messageKey).toBe('bodyTooDeep');
    }
  });

  it('takes the cap itself, and still finds a NUL character that deep', () => {
    expect(bodyRefusal(JSON.parse(nested(MAX_BODY_DEPTH, 'object')))).toBeNull();
    expect(bodyRefusal(JSON.parse(nested(MAX_BODY_DEPTH + 1, 'object')))?.messageKey).toBe('bodyTooDeep');
    const deepNul = JSON.parse(nested(MAX_BODY_DEPTH - 1, 'object').replace('1', '"x\\u0000"')) as unknown;
    expect(bodyRefusal(deepNul)).toMatchObject({
      messageKey: 'textNul',
      params: { field: expect.stringMatching(/^a\.a\./) },
    });
  });

  it('leaves room for every call of the contract: the deepest payload is far under the cap', () => {
    const deepest = Math.max(...allCalls.map((call) => schemaDepth(z.toJSONSchema(call.payload, { io: 'input' }))));
    expect(deepest).toBeGreaterThanOrEqual(4);
    expect(deepest * 2).toBeLessThanOrEqual(MAX_BODY_DEPTH);
  });
});

describeOnEachDatabase('a deeply nested body', (kind) => {
  let server: TestServer;
  let customer: Session;
  let company: Session;

  beforeAll(async () => {
    server = await startTestServer(kind);
    customer = await server.login('+60147770031');
    company = await staffLogin(server, STAFF_PHONES.company);
  }, 60_000);
  afterAll(() => server.close());

  /** A signed export (a raw route) with the body as given. */
  const rawRoute = async (path: string, session: Session, raw: string, language: string) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        language,
        userKey: session.userKey,
        signature: await signRequest(session.secret, path, raw, ''),
      },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as { code: number; data: unknown; msg: string } };
  };

  for (const depth of [5_000, 100_000]) {
    it(`answers ${depth.toLocaleString('en')} levels with a validation envelope on every kind of call`, async () => {
      const deepObject = nested(depth, 'object');
      const deepArray = nested(depth, 'array');
      const cases: [string, string, Session | null][] = [
        [api.dictionaryInfo.path, `{"companyId":1,"dictionaryId":"USERDEV","x":${deepObject}}`, null],
        [api.dictionaryInfo.path, `{"companyId":${deepArray},"dictionaryId":"USERDEV"}`, null],
        [api.health.path, `{"x":${deepArray}}`, null],
        [api.carList.path, `{"x":${deepObject}}`, customer],
        [api.carDelete.path, `{"id":${deepArray}}`, customer],
        [api.officeProductPage.path, `{"keyword":${deepObject}}`, company],
      ];
      for (const [path, rawBody, session] of cases) {
        for (const language of ['en_us', 'ms_my', 'zh_cn'] as const) {
          const res = await server.raw(path, undefined, { rawBody, session, language });
          expect(res.status, path).toBe(400);
          expect(res.body, path).toEqual({ code: ResultCode.validation, data: 'FAIL', msg: tooDeep[language] });
        }
      }
      for (const path of [ORDER_EXPORT_PATH, PRODUCT_EXPORT_PATH]) {
        const res = await rawRoute(path, company, `{"phone":${deepObject}}`, 'ms_my');
        expect(res.status, path).toBe(400);
        expect(res.body, path).toEqual({ code: ResultCode.validation, data: 'FAIL', msg: tooDeep.ms_my });
      }
      // at the cap the body reaches zod, which refuses the field as any other wrong type
      const atCap = await server.raw(api.officeProductPage.path, undefined, {
        rawBody: `{"keyword":${nested(MAX_BODY_DEPTH - 1, 'object')}}`,
        session: company,
      });
      expect(atCap.body).toEqual({ code: ResultCode.validation, data: 'FAIL', msg: 'keyword must be text' });
      // a body that is only nesting is not an object at all
      const bare = await server.raw(api.health.path, undefined, { rawBody: deepArray });
      expect(bare.body).toMatchObject({ code: ResultCode.validation, msg: 'The request body must be a JSON object' });
      // and the server is still up
      const health = await server.call(api.health, {});
      expect(health.body.data.status).toBe('ok');
    }, 60_000);
  }
});
