import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appContentSecurityPolicy } from '../static/static-files';
import { UPDATE_HANDOVER_PATH } from '../static/update-handover';
import { startTestServer, type TestServer } from '../testing/harness';
import { api } from '../../tests/support/api';

describe('security headers', () => {
  let server: TestServer;
  // a build of two files: the shell with its one inline script, and the service worker
  const dist = mkdtempSync(path.join(os.tmpdir(), 'roda-dist-'));
  const shell = '<!doctype html><html><head><script>window.booted = 1</script></head><body></body></html>';
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), shell);
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    server = await startTestServer('pglite', { config: { distDir: dist } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("gives the app's files the shell's policy, the service worker included (it fetches under its own)", async () => {
    const policy = appContentSecurityPolicy(shell);
    const page = await fetch(`${server.baseUrl}/app/pages/home/home`);
    expect(page.headers.get('content-security-policy')).toBe(policy);
    const worker = await fetch(`${server.baseUrl}/app/sw.js`);
    expect(worker.headers.get('content-security-policy')).toBe(policy);
    expect(policy).toContain("connect-src 'self'");
  });

  const expectBaseHeaders = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  };

  it('sends them with every API answer, success or failure', async () => {
    const ok = await server.call(api.dictionaryInfo, { companyId: 1, dictionaryId: 'USERDEV' });
    expectBaseHeaders(ok.headers);
    expect(ok.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const refused = await server.raw('/api/no/such/call', {});
    expectBaseHeaders(refused.headers);
    expectBaseHeaders((await fetch(`${server.baseUrl}${api.health.path}`)).headers);
    expectBaseHeaders((await fetch(`${server.baseUrl}/app/`)).headers);
  });

  it("serves the update's hand-over page outside the worker's scope, its script and style allowed by their hashes", async () => {
    const page = await fetch(`${server.baseUrl}${UPDATE_HANDOVER_PATH}?to=%2Fapp%2F%3Ftab%3Dme`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const hashOf = (tag: string) => {
      const body = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(html)?.[1] ?? '';
      return `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    };
    expect(page.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src ${hashOf('script')}; style-src ${hashOf('style')}; frame-ancestors 'none'`,
    );
    // the three languages ride along; the script picks the app's
    expect(html).toContain('data-ms="Mengemas kini Roda…"');
    expect(UPDATE_HANDOVER_PATH.startsWith('/app/')).toBe(false);
  });

  it('lets the sandbox checkout page use its own styles and post its form, nothing more', async () => {
    const page = await fetch(`${server.baseUrl}/pay/sandbox/checkout?ref=none`);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("allows the app shell's own inline script by its hash and no other", () => {
    const policy = appContentSecurityPolicy(
      '<html><head><script>document.documentElement.classList.add("x")</script><script type="module" src="/app/assets/a.js"></script></head></html>',
    );
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
    expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self'");
  });
});
