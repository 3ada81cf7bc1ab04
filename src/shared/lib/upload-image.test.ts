import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeUploadSignature, sha256HexOfBytes } from './upload-signature';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/shared/ui/toast', () => ({ showToast: toast }));

const { i18n } = await import('@lingui/core');
i18n.loadAndActivate({ locale: 'en', messages: {} });
const { uploadImage, UploadTooLargeError } = await import('./upload-image');
const { ApiError } = await import('./api-client');
const { saveSession, clearSession } = await import('./session');

type Answer = { status: number; body: string; type?: string };

/** A stand-in XMLHttpRequest that records what was sent and answers with `answer` (JSON unless told). */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: Answer = { status: 200, body: '{}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: ArrayBuffer | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  private contentType = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value; // names are case-insensitive; fetch's Headers lower them
  }
  getAllResponseHeaders() {
    return `content-type: ${this.contentType}\r\n`;
  }
  abort() {}
  send(body: ArrayBuffer) {
    this.body = body;
    FakeXhr.last = this;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = FakeXhr.answer.status;
      this.contentType = FakeXhr.answer.type ?? 'application/json';
      this.response = new TextEncoder().encode(FakeXhr.answer.body).buffer;
      this.onload?.();
    });
  }
}

/** The multipart form the fake received, parsed as the server would. */
const sentForm = (xhr: FakeXhr) =>
  new Response(xhr.body, { headers: { 'content-type': xhr.headers['content-type'] ?? '' } }).formData();

const image = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'a.png', { type: 'image/png' });
const uploaded = {
  id: 'abcdefghijklmnop',
  purpose: 'feedback',
  mime: 'image/jpeg',
  bytes: 7,
  width: 1,
  height: 1,
  url: '/media/uploads/x?sig=1',
};

describe('uploadImage', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    toast.mockReset();
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('posts the file and purpose as multipart, signed over the file bytes, and reports progress', async () => {
    saveSession('user-key', 'secret', {} as never);
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 200, data: uploaded, msg: 'ok' }) };
    const progress: number[] = [];
    const file = image();
    const result = await uploadImage(file, 'feedback', {
      onProgress: (f) => progress.push(f),
      idempotencyKey: 'key-12345678',
    });
    expect(result).toEqual(uploaded);
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/app\/upload\/image$/);
    // the multipart body as encoded, with its boundary
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; ?boundary=/);
    expect(xhr.headers.userkey).toBe('user-key');
    expect(xhr.headers['idempotency-key']).toBe('key-12345678');
    expect((await sentForm(xhr)).get('purpose')).toBe('feedback');
    const [, t, mac] = /^t=(\d+),v2=([0-9a-f]{64})$/.exec(xhr.headers.signature ?? '') ?? [];
    const hash = await sha256HexOfBytes(new Uint8Array(await file.arrayBuffer()));
    expect(mac).toBe(await computeUploadSignature('secret', Number(t), '/api/app/upload/image', hash, 'key-12345678'));
    expect(progress).toEqual([0.5, 1]);
  });

  it('toasts the server message and rejects when the server refuses', async () => {
    FakeXhr.answer = {
      status: 413,
      body: JSON.stringify({ code: 1002, data: 'FAIL', msg: 'The image size cannot exceed 10 MB' }),
    };
    await expect(uploadImage(image(), 'complaint')).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith('The image size cannot exceed 10 MB', 2000);
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    FakeXhr.last = null;
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg');
    await expect(uploadImage(big, 'complaint')).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(FakeXhr.last).toBeNull();
    expect(toast).toHaveBeenCalledWith('The image size cannot exceed 10 MB', 2000);
  });

  it('rejects an answer that is not an envelope', async () => {
    FakeXhr.answer = { status: 502, body: '<html>Bad gateway</html>', type: 'text/html' };
    await expect(uploadImage(image(), 'avatar')).rejects.toThrow(/HTTP 502/);
    FakeXhr.answer = { status: 200, body: '<html>Workshop Wi-Fi</html>', type: 'text/html' };
    await expect(uploadImage(image(), 'avatar')).rejects.toThrow(/Malformed answer/);
  });
});
