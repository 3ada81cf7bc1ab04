// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-calls';

const homeBanners = api.homeBanners;

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/shared/ui/toast', () => ({ showToast: toast }));

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const { i18n } = await import('@lingui/core');
i18n.loadAndActivate({ locale: 'en', messages: {} });
const { ApiError, callApi, errorText, failureText, REQUEST_TIMEOUT_MS, setSessionExpiredHandler } =
  await import('./api-client');
const { DownloadError } = await import('./download-file');
const { getClientState, resetClientState } = await import('./client-state');
const { saveSession } = await import('./session');
const { parseSignature, computeSignature } = await import('./signature');

const user = {
  id: 1,
  phone: '+60123456789',
  name: 'Aisyah',
  email: '',
  avatarUrl: '',
  role: 'customer' as const,
  storeId: null,
  storeName: null,
  storeAddress: null,
  introduction: '',
};

function answer(body: unknown, status = 200, type = 'application/json') {
  return vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
  );
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('location', { origin: 'http://127.0.0.1:4173' });
  toast.mockClear();
  resetClientState();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('error catalogue', () => {
  it('returns the data on code 200', async () => {
    vi.stubGlobal('fetch', answer({ code: 200, data: [{ id: 1 }], msg: 'ok' }));
    await expect(callApi(homeBanners, { companyId: 1 })).resolves.toEqual([{ id: 1 }]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('on 708 with a stored key clears key and info, goes home and toasts', async () => {
    saveSession('k1', 's1', user);
    const home = vi.fn();
    setSessionExpiredHandler(home);
    vi.stubGlobal('fetch', answer({ code: 708, data: null, msg: 'expired' }, 401));
    await expect(callApi(homeBanners, { companyId: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('key')).toBeNull();
    expect(localStorage.getItem('info')).toBeNull();
    expect(localStorage.getItem('key.secret')).toBeNull();
    expect(getClientState().hasLogin).toBe(false);
    expect(home).toHaveBeenCalledOnce();
    expect(toast).toHaveBeenCalledWith('Login expired, Please log in again ~', 2000);
  });

  it('on 708 without a stored key neither navigates nor toasts', async () => {
    const home = vi.fn();
    setSessionExpiredHandler(home);
    vi.stubGlobal('fetch', answer({ code: 708, data: null, msg: 'expired' }, 401));
    await expect(callApi(homeBanners, { companyId: 1 })).rejects.toMatchObject({ code: 708 });
    expect(home).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('stays silent on 100151 but still rejects', async () => {
    vi.stubGlobal('fetch', answer({ code: 100151, data: 'quiet', msg: 'quiet' }, 400));
    await expect(callApi(homeBanners, { companyId: 1 })).rejects.toMatchObject({ code: 100151 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts msg for 2 s when data is FAIL', async () => {
    vi.stubGlobal('fetch', answer({ code: 1301, data: 'FAIL', msg: 'Wrong code' }, 400));
    await expect(callApi(homeBanners, { companyId: 1 })).rejects.toMatchObject({ code: 1301 });
    expect(toast).toHaveBeenCalledWith('Wrong code', 2000);
  });

  it('toasts the data when it is text other than FAIL', async () => {
    vi.stubGlobal('fetch', answer({ code: 1003, data: 'Phone is required', msg: 'Validation failed' }, 400));
    await expect(callApi(homeBanners, { companyId: 1 })).rejects.toMatchObject({ code: 1003 });
    expect(toast).toHaveBeenCalledWith('Phone is required', 2000);
  });

  it('falls back to msg when data is not text', () => {
    expect(failureText(null, 'Not found')).toBe('Not found');
    expect(failureText({ field: 'x' }, 'Bad')).toBe('Bad');
  });

  it('passes transport errors on as rejections without a toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callApi(homeBanners, { companyId: 1 })).rejects.toThrow('Failed to fetch');
    vi.stubGlobal('fetch', answer('<html>portal</html>', 200, 'text/html; charset=utf-8'));
    const blob = await callApi(homeBanners, { companyId: 1 });
    expect(blob).toBeInstanceOf(Blob);
    vi.stubGlobal('fetch', answer('{"hello":1}', 502));
    await expect(callApi(homeBanners, { companyId: 1 })).rejects.toThrow(/Malformed/);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('what a failed call says on a screen', () => {
  it("gives the server's words without the code, and a connection hint when no words came", () => {
    expect(errorText(new ApiError(1003, 'The end date must be on or after the start date', 'FAIL'))).toBe(
      'The end date must be on or after the start date',
    );
    expect(errorText(new DownloadError(400, 'Choose a shorter date range'))).toBe('Choose a shorter date range');
    for (const bare of [new TypeError('Failed to fetch'), new DownloadError(502, null)])
      expect(errorText(bare)).toBe('The request could not be sent. Check your connection and try again.');
  });
});

describe('time limit', () => {
  const hangUntilAborted = vi.fn(
    (request: Request) =>
      new Promise<Response>((_, reject) => {
        // as fetch does: an aborted signal rejects at once, a later abort when it comes
        if (request.signal.aborted) reject(request.signal.reason as Error);
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
      }),
  );

  it('gives up on a call with no answer after REQUEST_TIMEOUT_MS, with a TimeoutError and no toast', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', hangUntilAborted);
      const call = callApi(homeBanners, { companyId: 1 });
      const settled = expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      let done = false;
      void call.catch(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(toast).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops when the caller's signal aborts", async () => {
    vi.stubGlobal('fetch', hangUntilAborted);
    const caller = new AbortController();
    const call = callApi(homeBanners, { companyId: 1 }, { signal: caller.signal });
    caller.abort(new DOMException('left the page', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

/** The request the page's call handed to fetch, once ky's hooks wrote it, and its body as sent. */
async function sentRequest(call: () => Promise<unknown>): Promise<Request & { sentBody: string }> {
  let sent: (Request & { sentBody: string }) | null = null;
  const fetchMock = vi.fn(async (request: Request) => {
    sent = Object.assign(request.clone(), { sentBody: await request.clone().text() });
    return new Response(JSON.stringify({ code: 200, data: [], msg: 'ok' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  await call();
  expect(fetchMock).toHaveBeenCalledOnce();
  return sent!;
}

describe('request headers', () => {
  it('sends channel 8, sys 10, the stored country, the app version, the device and an empty signature when logged out', async () => {
    const request = await sentRequest(() => callApi(homeBanners, { companyId: 1 }));
    expect(Object.fromEntries(request.headers)).toMatchObject({
      channel: '8',
      sys: '10',
      language: 'en_us',
      version: '1.0.0',
      userkey: '',
      signature: '',
    });
    expect(request.headers.get('device')).toBe(localStorage.getItem('deviceId'));
    expect(request.headers.get('device')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers.has('Idempotency-Key')).toBe(false);
  });

  it('signs at send time with the session secret, over the exact body and a fresh Idempotency-Key', async () => {
    saveSession('k1', 'secret-1', user);
    localStorage.setItem('country', 'ms_my');
    localStorage.setItem('versionApp', '1.0.3');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_900_000_000_000);
    try {
      const request = await sentRequest(() => callApi(homeBanners, { companyId: 1 }));
      expect(request.headers.get('userKey')).toBe('k1');
      expect(request.headers.get('language')).toBe('ms_my');
      expect(request.headers.get('version')).toBe('1.0.3');
      const key = request.headers.get('Idempotency-Key') ?? '';
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      const body = request.sentBody;
      expect(body).toBe('{"companyId":1}');
      const parsed = parseSignature(request.headers.get('signature') ?? '');
      expect(parsed?.t).toBe(1_900_000_000);
      expect(parsed?.version).toBe('v2');
      expect(parsed?.mac).toBe(await computeSignature('secret-1', 1_900_000_000, homeBanners, body, key));
      const again = await sentRequest(() => callApi(homeBanners, { companyId: 1 }));
      expect(again.headers.get('Idempotency-Key')).not.toBe(key);
    } finally {
      vi.useRealTimers();
    }
  });

  it("signs the caller's own Idempotency-Key when it passes one", async () => {
    saveSession('k1', 'secret-1', user);
    const request = await sentRequest(() =>
      callApi(homeBanners, { companyId: 2 }, { idempotencyKey: 'outbox-entry-42' }),
    );
    expect(request.headers.get('Idempotency-Key')).toBe('outbox-entry-42');
    const parsed = parseSignature(request.headers.get('signature') ?? '');
    expect(parsed?.mac).toBe(
      await computeSignature('secret-1', parsed?.t ?? 0, homeBanners, '{"companyId":2}', 'outbox-entry-42'),
    );
  });

  it('posts JSON to the call path on the same origin, once, whatever the answer', async () => {
    const request = await sentRequest(() => callApi(homeBanners, { companyId: 1 }));
    expect(request.url).toBe('http://127.0.0.1:4173/api/app/user/home/banner');
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    // no automatic retry of a POST: a 5xx or a network error is the caller's to handle
    for (const fail of [
      answer('<html>down</html>', 503, 'text/html'),
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    ]) {
      vi.stubGlobal('fetch', fail);
      await expect(callApi(homeBanners, { companyId: 1 })).rejects.toThrow();
      expect(fail).toHaveBeenCalledOnce();
    }
  });
});
