import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appContentSecurityPolicy } from '../static/static-files';
import { startTestServer, type TestServer } from '../testing/harness';

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  const expectBaseHeaders = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  };

  it('sends them with every API answer, success or failure', async () => {
    const ok = await server.call('/api/user/dictionary/dictionary-info', { companyId: 1, dictionaryId: 'USERDEV' });
    expectBaseHeaders(ok.headers);
    expect(ok.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const refused = await server.call('/api/no/such/call', {});
    expectBaseHeaders(refused.headers);
    expectBaseHeaders((await fetch(`${server.baseUrl}/api/health`)).headers);
    expectBaseHeaders((await fetch(`${server.baseUrl}/app/`)).headers);
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
