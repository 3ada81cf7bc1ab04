/**
 * A `fetch` on XMLHttpRequest, for ky's `fetch` option where the page shows how far an upload has
 * gone: fetch reports no upload progress, and ky's `onUploadProgress` streams the request body,
 * which Chromium sends only over HTTP/2 or later. ky's hooks have already written the headers and
 * the signature; this only carries the request's exact bytes and reports their progress
 * (docs/decisions/021). Page only: the service worker has no XMLHttpRequest.
 */
export type Progress = (loaded: number, total: number) => void;

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** Statuses whose Response may have no body. */
const bodiless = new Set([101, 204, 205, 304]);

export function xhrFetch(onProgress?: Progress): (input: RequestInfo | URL) => Promise<Response> {
  return async (input) => {
    const request = input instanceof Request ? input : new Request(input);
    // the multipart body as encoded, boundary and all: it matches the request's content-type
    const body = request.body ? await request.arrayBuffer() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'arraybuffer';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      if (onProgress) xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
      xhr.onload = () =>
        resolve(
          new Response(bodiless.has(xhr.status) ? null : (xhr.response as ArrayBuffer), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr),
          }),
        );
      // as fetch does: a network failure is a TypeError, an abort the signal's reason
      xhr.onerror = () => reject(new TypeError(`Network error on ${new URL(request.url).pathname}`));
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
      if (request.signal.aborted) {
        reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
