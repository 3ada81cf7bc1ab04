import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_PAYMENT_SECRET, productionProblems, readConfig } from '../config';
import { sandboxCheckouts } from '../db/schema';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { signCallback } from './sandbox/sandbox-gateway';
import { api } from '../../tests/support/api';

const productionEnv = {
  NODE_ENV: 'production',
  PAYMENT_GATEWAY: 'sandbox',
  PAYMENT_SANDBOX_SECRET: 'a-staging-secret-that-is-long-enough-1234',
  PUBLIC_BASE_URL: 'https://staging.roda.example.my',
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example.my/send',
};

describe('production settings', () => {
  it('accepts a production start only with a gateway, secrets, an SMS provider and a public address chosen', () => {
    expect(productionProblems(readConfig(productionEnv), productionEnv)).toEqual([]);
    const without = (name: keyof typeof productionEnv, value?: string) => {
      const env: Record<string, string> = { ...productionEnv };
      if (value === undefined) delete env[name];
      else env[name] = value;
      return productionProblems(readConfig(env), env).join('\n');
    };
    expect(without('PAYMENT_GATEWAY')).toMatch(/PAYMENT_GATEWAY is not set/);
    expect(without('PAYMENT_SANDBOX_SECRET')).toMatch(/PAYMENT_SANDBOX_SECRET is unset or the development value/);
    expect(without('PAYMENT_SANDBOX_SECRET', DEVELOPMENT_PAYMENT_SECRET)).toMatch(/development value/);
    expect(without('PAYMENT_SANDBOX_SECRET', 'short')).toMatch(/shorter than 32/);
    expect(without('PUBLIC_BASE_URL')).toMatch(/PUBLIC_BASE_URL is not set/);
    expect(without('SMS_PROVIDER')).toMatch(/SMS_PROVIDER=webhook/);
    expect(without('SMS_PROVIDER', 'log')).toMatch(/log provider would write no codes/);
    // development keeps its defaults: the sandbox, the log provider, localhost
    expect(productionProblems(readConfig({}), {})).toEqual([]);
  });

  it('refuses to start in production with the defaults, saying what to set', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Roda will not start in production with this configuration');
    expect(started.stderr).toContain('PAYMENT_GATEWAY is not set');
    expect(started.stderr).toContain('PUBLIC_BASE_URL is not set');
    expect(started.stderr).toContain('SMS_PROVIDER=webhook');
  });
});

describeOnEachDatabase('the sandbox gateway', (kind) => {
  let server: TestServer;
  let withoutSandbox: TestServer;
  let customer: Session;

  beforeAll(async () => {
    server = await startTestServer(kind);
    withoutSandbox = await startTestServer(kind, { config: { paymentGateway: null } });
    customer = await server.login('+60147780001');
  });
  afterAll(async () => {
    await server.close();
    await withoutSandbox.close();
  });

  it('does not exist unless it is the chosen gateway', async () => {
    const body = JSON.stringify({ reference: 'PAY1', status: 'paid', method: 'fpx', amountSen: 100 });
    const callback = await fetch(`${withoutSandbox.baseUrl}/api/pay/sandbox/callback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gateway-signature': signCallback(DEVELOPMENT_PAYMENT_SECRET, body),
      },
      body,
    });
    expect((await callback.json()) as { code: number }).toMatchObject({ code: 1004 });
    const complete = await fetch(`${withoutSandbox.baseUrl}/pay/sandbox/complete`, {
      method: 'POST',
      body: new URLSearchParams({ reference: 'PAY1', outcome: 'approve' }),
    });
    expect(complete.status).toBe(404);
    expect((await fetch(`${withoutSandbox.baseUrl}/pay/sandbox/checkout?ref=PAY1`)).status).toBe(404);
  });

  it('calls back the configured public address, whatever host the browser named', async () => {
    const products = await server.call(api.productPage, {
      category: 'dashcam',
    });
    const order = await server.call(
      api.orderAdd,
      {
        orderType: 'pickup',
        lines: [{ productId: products.body.data.list[0]!.id, quantity: 1 }],
        plate: 'WXY1234',
        storeId: 1,
      },
      { session: customer },
    );
    expect(order.body.code, order.body.msg).toBe(200);
    const param = await server.call(api.payParam, { orderId: order.body.data.id }, { session: customer });
    // an attacker's server that would collect the signed callback
    const seen: string[] = [];
    const trap = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.end('{}');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const trapHost = `127.0.0.1:${(trap.address() as AddressInfo).port}`;
    try {
      const form = new URLSearchParams({
        reference: param.body.data.reference,
        method: 'tng',
        outcome: 'approve',
      }).toString();
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(`${server.baseUrl}/pay/sandbox/complete`);
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: { host: trapHost, 'content-type': 'application/x-www-form-urlencoded' },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(form);
      });
      expect(status).toBe(303);
      expect(seen).toEqual([]);
      const paid = await server.call(api.payStatusCall, { orderId: order.body.data.id }, { session: customer });
      expect(paid.body.data.payStatus).toBe('paid');
    } finally {
      trap.close();
    }
  });

  it('offers only the chosen method on its page, and a lost callback is found by reconciliation', async () => {
    const products = await server.call(api.productPage, {
      category: 'dashcam',
    });
    const order = await server.call(
      api.orderAdd,
      {
        orderType: 'pickup',
        lines: [{ productId: products.body.data.list[0]!.id, quantity: 1 }],
        plate: 'WXY1234',
        storeId: 1,
      },
      { session: customer },
    );
    expect(order.body.code, order.body.msg).toBe(200);
    const param = await server.call(
      api.payParam,
      { orderId: order.body.data.id, method: 'grabpay' },
      { session: customer },
    );
    expect(param.body.code, param.body.msg).toBe(200);
    const page = await (await fetch(`${server.baseUrl}${param.body.data.paymentUrl}`)).text();
    expect(page).toContain('value="grabpay"');
    expect(page).not.toContain('value="fpx"');
    expect(page).not.toContain('FPX bank');
    // the payer approved on the sandbox's page and its callback never arrived
    await server.database.db
      .update(sandboxCheckouts)
      .set({ state: 'paid', method: 'grabpay' })
      .where(eq(sandboxCheckouts.reference, param.body.data.reference));
    const status = (reference?: string) =>
      server.call(
        api.payStatusCall,
        { orderId: order.body.data.id, ...(reference ? { reference } : {}) },
        { session: customer },
      );
    expect((await status(param.body.data.reference)).body.data.payStatus).toBe('waiting');
    await server.reconcilePayments();
    expect((await status()).body.data.payStatus).toBe('paid');
  });
});
