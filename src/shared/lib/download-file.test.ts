import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadError, downloadFile, fileNameOf } from './download-file';

const answer = (body: BodyInit, headers: Record<string, string>, status = 200) =>
  vi.fn(async () => new Response(body, { status, headers }));

describe('downloadFile', () => {
  let saved: { href: string; download: string }[];

  beforeEach(() => {
    saved = [];
    // jsdom makes no object URLs
    URL.createObjectURL = () => 'blob:pdf';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the file name the server gives, else the fallback', () => {
    expect(fileNameOf('attachment; filename="roda-R-2026-000012.pdf"', 'x.pdf')).toBe('roda-R-2026-000012.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });

  it('saves the answer under the server’s name when it is the expected type', async () => {
    vi.stubGlobal(
      'fetch',
      answer('%PDF-1.7', {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="roda-R-1.pdf"',
      }),
    );
    await downloadFile(
      '/api/app/receipt/pdf',
      { id: 1, lang: 'ms' },
      {
        contentType: 'application/pdf',
        fallbackName: 'receipt.pdf',
      },
    );
    expect(saved).toEqual([{ href: 'blob:pdf', download: 'roda-R-1.pdf' }]);
  });

  it('refuses with the envelope’s words when the server answers with one', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        JSON.stringify({ code: 1404, data: 'FAIL', msg: 'Receipt not found' }),
        { 'content-type': 'application/json' },
        404,
      ),
    );
    const failure = downloadFile(
      '/api/app/receipt/pdf',
      { id: 9 },
      { contentType: 'application/pdf', fallbackName: 'r.pdf' },
    );
    await expect(failure).rejects.toBeInstanceOf(DownloadError);
    await expect(failure).rejects.toMatchObject({ status: 404, serverMessage: 'Receipt not found' });
    expect(saved).toEqual([]);
  });

  it('refuses without words when the answer is neither the file nor an envelope', async () => {
    vi.stubGlobal('fetch', answer('<html>', { 'content-type': 'text/html' }, 502));
    await expect(
      downloadFile('/api/app/receipt/pdf', { id: 9 }, { contentType: 'application/pdf', fallbackName: 'r.pdf' }),
    ).rejects.toMatchObject({ status: 502, serverMessage: null, message: 'HTTP 502' });
  });
});
