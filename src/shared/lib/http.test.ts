// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, type Caller } from './http';
import * as requestSigning from './request-signing';

/*
 * One HTTP client for the page, the service worker and the outbox (docs/decisions/021): every API
 * request leaves through the ky instance of src/shared/lib/http.ts, whose hooks write the headers
 * and the signature. A request made beside it would miss them, or be retried behind the outbox's
 * back, so the sources may not make one.
 */
const root = path.resolve(__dirname, '../../..');
const client = 'src/shared/lib/http.ts';
/** Carries the bytes of a request ky prepared, for upload progress (ky's `fetch` option). */
const xhrCarrier = 'src/shared/lib/xhr-fetch.ts';

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const files = [...sources('src'), ...sources('sw')].map((file) => ({
  file: file.split(path.sep).join('/'),
  text: readFileSync(path.join(root, file), 'utf8'),
}));

const where = (pattern: RegExp) => files.filter((f) => pattern.test(f.text)).map((f) => f.file);

describe('one HTTP client', () => {
  it('no source calls fetch itself (the worker forwards the API through the client too)', () => {
    // `fetch(` as a call of its own: not `refetch(`, `xhrFetch(`, nor the `fetch:` option
    expect(where(/(?<![\w.$])fetch\s*\(/)).toEqual([]);
  });

  it('XMLHttpRequest only carries what the client prepared', () => {
    expect(where(/new XMLHttpRequest\b/)).toEqual([xhrCarrier]);
  });

  it('ky is created once, in the client module', () => {
    expect(where(/\bky\.create\s*\(/)).toEqual([client]);
    expect(where(/^import\s+(?!type\b)[^;]*from\s+'ky'/m)).toEqual([client]);
  });

  it('the service worker bundles all its code: no module it imports loads code later', () => {
    // a dynamic import puts Vite's preload helper, with `import.meta`, into the classic worker script,
    // which then fails to evaluate: the worker gets its signing code bundled instead (http.ts)
    const graph = new Set<string>();
    const visit = (file: string) => {
      if (graph.has(file)) return;
      graph.add(file);
      const text = files.find((f) => f.file === file)?.text ?? '';
      for (const [, spec] of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)) {
        if (!spec || (!spec.startsWith('.') && !spec.startsWith('@/'))) continue;
        const base = spec.startsWith('@/')
          ? `src/${spec.slice(2)}`
          : path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
        const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => files.some((x) => x.file === f));
        if (target) visit(target);
      }
    };
    visit('sw/sw.ts');
    expect([...graph]).toEqual(expect.arrayContaining([client, 'src/shared/lib/outbox/replay.ts']));
    expect([...graph].filter((file) => /\bimport\s*\(/.test(files.find((f) => f.file === file)?.text ?? ''))).toEqual(
      [],
    );
  });

  it("the page's calls, the outbox replay and the service worker send through that instance", () => {
    const imports = (file: string, from: string) =>
      new RegExp(`import \\{[^}]*\\bhttp\\b[^}]*\\} from '${from.replace(/[.]/g, '\\.')}'`).test(
        files.find((f) => f.file === file)?.text ?? '',
      );
    expect(imports('src/shared/lib/api-client.ts', './http')).toBe(true);
    expect(imports('src/shared/lib/outbox/replay.ts', '../http')).toBe(true);
    expect(imports('sw/sw.ts', '../src/shared/lib/http')).toBe(true);
    // the worker's API traffic: the cached POST calls it forwards, and the outbox it replays
    const sw = files.find((f) => f.file === 'sw/sw.ts')?.text ?? '';
    expect(sw).toMatch(/http\(request, \{ context: \{ forwarded: true \} \}\)/);
    expect(sw).toMatch(/drainOutbox\(/);
  });
});

describe('the client', () => {
  afterEach(() => vi.unstubAllGlobals());
  const caller: Caller = { country: 'zh_cn', version: '1.0.2', device: 'dev-1', userKey: 'k', secret: 's' };
  const envelope500 = () =>
    new Response('{"code":5000,"data":null,"msg":"busy"}', {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });

  it('hands a 4xx or 5xx envelope back as an answer, sent once', async () => {
    const fetchMock = vi.fn(async () => envelope500());
    vi.stubGlobal('fetch', fetchMock);
    const response = await http.post('http://x/api/a', {
      body: '{}',
      context: { caller, signing: async () => requestSigning },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 5000, data: null, msg: 'busy' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("passes a request the page built on as it is (the worker's forwarding)", async () => {
    let seen: { headers: Record<string, string>; body: string } | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        seen = { headers: Object.fromEntries(request.headers), body: await request.text() };
        return envelope500();
      }),
    );
    const page = new Request('http://x/api/user/dictionary/dictionary-info', {
      method: 'POST',
      body: '{"dictionaryId":"USERDEV"}',
      headers: { language: 'ms_my', userKey: 'page-key', signature: 't=1,v2=abc', 'content-type': 'application/json' },
    });
    await http(page, { context: { forwarded: true } });
    expect(seen).toEqual({
      headers: { language: 'ms_my', userkey: 'page-key', signature: 't=1,v2=abc', 'content-type': 'application/json' },
      body: '{"dictionaryId":"USERDEV"}',
    });
  });

  it('refuses a request that names no caller rather than send it unsigned', async () => {
    const fetchMock = vi.fn(async () => envelope500());
    vi.stubGlobal('fetch', fetchMock);
    await expect(http.post('http://x/api/a', { body: '{}' })).rejects.toThrow(/no caller/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
