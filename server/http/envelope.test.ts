import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allCalls } from '../../src/shared/contract/calls';
import { ResultCode } from '../../src/shared/contract/codes';
import { describeOnEachDatabase, startTestServer, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

describeOnEachDatabase('the envelope', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const rawPost = (path: string, init: RequestInit) => fetch(`${server.baseUrl}${path}`, { method: 'POST', ...init });

  it('answers a good call with code 200, the data and a message', async () => {
    const res = await server.call(api.dictionaryInfo, { companyId: 1, dictionaryId: 'USERDEV' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('Success');
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  it('answers an unknown path with its own code, naming the path', async () => {
    const res = await server.raw('/api/app/no/such/call', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: ResultCode.unknownPath,
      data: 'FAIL',
      msg: 'There is no such API call: /api/app/no/such/call',
    });
  });

  it('answers GET on a POST call with method not allowed', async () => {
    const res = await fetch(`${server.baseUrl}${api.dictionaryInfo.path}`);
    expect(res.status).toBe(405);
    expect(((await res.json()) as { code: number }).code).toBe(ResultCode.methodNotAllowed);
  });

  it('answers bad JSON with its own code', async () => {
    const res = await server.raw(api.dictionaryInfo.path, undefined, { rawBody: '{"companyId": 1,' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ResultCode.badJson);
    expect(res.body.msg).toBe('The request body is not valid JSON');
  });

  it('refuses a body that is JSON but not an object', async () => {
    const res = await server.raw(api.dictionaryInfo.path, undefined, { rawBody: '[1,2,3]' });
    expect(res.body.code).toBe(ResultCode.validation);
    expect(res.body.msg).toBe('The request body must be a JSON object');
  });

  it('refuses a body over the limit, whether it declares its length or streams it', async () => {
    const big = JSON.stringify({ companyId: 1, dictionaryId: 'x'.repeat(1_100_000) });
    const declared = await rawPost(api.dictionaryInfo.path, {
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { code: number }).code).toBe(ResultCode.bodyTooLarge);

    // chunked, no length declared: the limit must hold while the body streams in
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${server.baseUrl}${api.dictionaryInfo.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', (error) =>
        error.message.includes('EPIPE') || error.message.includes('ECONNRESET') ? undefined : reject(error),
      );
      for (let i = 0; i < big.length; i += 64 * 1024) req.write(big.slice(i, i + 64 * 1024));
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).code).toBe(ResultCode.bodyTooLarge);
  });

  it('refuses a body that is not JSON by content type', async () => {
    const res = await rawPost(api.dictionaryInfo.path, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'companyId=1',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { code: number }).code).toBe(ResultCode.unsupportedMediaType);
  });

  it('names a missing field, in English, Malay and Chinese', async () => {
    const body = { companyId: 1 };
    const en = await server.raw(api.dictionaryInfo.path, body, { language: 'en_us' });
    const ms = await server.raw(api.dictionaryInfo.path, body, { language: 'ms_my' });
    const zh = await server.raw(api.dictionaryInfo.path, body, { language: 'zh_cn' });
    expect(en.body).toEqual({ code: ResultCode.validation, data: 'FAIL', msg: 'dictionaryId is required' });
    expect(ms.body.msg).toBe('dictionaryId diperlukan');
    expect(zh.body.msg).toBe('dictionaryId不能为空');
  });

  it('names a field of the wrong type, in all three languages', async () => {
    const body = { companyId: 'one', dictionaryId: 'FAQ' };
    const en = await server.raw(api.dictionaryInfo.path, body, { language: 'en_us' });
    const ms = await server.raw(api.dictionaryInfo.path, body, { language: 'ms_my' });
    const zh = await server.raw(api.dictionaryInfo.path, body, { language: 'zh_cn' });
    expect(en.body.code).toBe(ResultCode.validation);
    expect(en.body.msg).toBe('companyId must be a number');
    expect(ms.body.msg).toBe('companyId mestilah nombor');
    expect(zh.body.msg).toBe('companyId必须是数字');
  });

  it('uses the spec wording for a bad phone number, in all three languages', async () => {
    const en = await server.call(api.sendSms, { phone: '12345' }, { language: 'en_us' });
    const ms = await server.call(api.sendSms, { phone: '12345' }, { language: 'ms_my' });
    const zh = await server.call(api.sendSms, { phone: '12345' }, { language: 'zh_cn' });
    expect(en.body.msg).toBe('Please check the phone number format');
    expect(ms.body.msg).toBe('Sila semak format nombor telefon');
    expect(zh.body.msg).toBe('请检查手机号码格式');
  });

  it('changes nothing when a call is refused', async () => {
    const before = await server.call(api.homeBanners, {});
    const bannerId = before.body.data[0]!.id;
    const refused = await server.raw(api.bannerJump.path, { id: String(bannerId) });
    expect(refused.body.code).toBe(ResultCode.validation);
    const jumped = await server.call(api.bannerJump, { id: bannerId });
    expect(jumped.body.code).toBe(200);
  });

  it('mounts every call of the contract', async () => {
    for (const call of allCalls) {
      // `{}` whatever the call takes: only the answer's code matters
      const res = await server.raw(call.path, {});
      expect([ResultCode.unknownPath, ResultCode.methodNotAllowed], call.path).not.toContain(res.body.code);
    }
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await fetch(`${server.baseUrl}/api/openapi.json`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain(api.clientLogin.path);
    expect(Object.keys(doc.paths)).toContain(api.dictionaryInfo.path);
  });

  it('compresses what it serves and answers /favicon.ico', async () => {
    const res = await fetch(`${server.baseUrl}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const icon = await fetch(`${server.baseUrl}/favicon.ico`);
    expect([200, 204]).toContain(icon.status);
  });

  it('compresses a large envelope and sends a small one as it is, both with the security headers', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify(body),
      });
    const large = await post(api.productPage.path, { pageNo: 1, pageSize: 20 });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(large.headers.get('vary')).toContain('Accept-Encoding');
    expect(large.headers.get('x-frame-options')).toBe('DENY');
    expect(((await large.json()) as { data: { list: unknown[] } }).data.list.length).toBeGreaterThan(0);
    for (const small of [
      await post(api.health.path, {}),
      await fetch(`${server.baseUrl}${api.health.path}`, { headers: { 'accept-encoding': 'gzip' } }),
    ]) {
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(small.headers.get('x-frame-options')).toBe('DENY');
      expect(small.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('answers a fault with a generic message and no stack trace', async () => {
    const broken = await startTestServer(kind);
    await broken.database.close();
    const res = await broken.call(api.homeBanners, {});
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: ResultCode.internal,
      data: 'FAIL',
      msg: 'Something went wrong on our side, please try again',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:/);
    await broken.close().catch(() => undefined);
  });
});
