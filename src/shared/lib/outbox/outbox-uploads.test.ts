// @vitest-environment node
// (Node's fetch encodes the photos' multipart bodies; it cannot read the Blobs of jsdom)
import { beforeEach, describe, expect, it } from 'vitest';
import { computeUploadSignature, sha256HexOfBytes } from '../upload-signature';
import * as requestSigning from '../request-signing';
import { drainOutbox } from './replay';
import { addEntries, deleteEntry, listEntries, putEntry, reserveSeq } from './store';
import { envelope, freshOutbox, queuedFields, respond } from './test-kit';
import { OUTBOX_REF_PREFIX, type OutboxEntry } from './types';

let clock = 1_000_000;
const now = () => clock;
const signing = async () => requestSigning;

beforeEach(async () => {
  clock = 1_000_000;
  await freshOutbox();
});

describe('drainOutbox with photos', () => {
  it('fills an upload id into the call queued behind it; a refused photo stops its call only', async () => {
    const seq = await reserveSeq(5);
    const base = {
      ...queuedFields(clock),
      label: 'x',
    };
    const file = new Uint8Array([1, 2, 3]).buffer;
    const upload = (id: string, s: number): OutboxEntry => ({
      ...base,
      id,
      seq: s,
      path: '/api/app/upload/image',
      idempotencyKey: `k-${id}`,
      body: { kind: 'upload', file, mime: 'image/jpeg', fileName: 'a.jpg', fields: { purpose: 'handover' } },
    });
    await addEntries([
      upload('u1', seq),
      {
        ...base,
        id: 'c1',
        seq: seq + 1,
        path: '/api/call',
        idempotencyKey: 'k-c1',
        body: { kind: 'json', json: { photo: `${OUTBOX_REF_PREFIX}u1` } },
      },
      upload('bad', seq + 2),
      {
        ...base,
        id: 'c2',
        seq: seq + 3,
        path: '/api/call',
        idempotencyKey: 'k-c2',
        body: { kind: 'json', json: { photo: `${OUTBOX_REF_PREFIX}bad` } },
      },
      { ...base, id: 'c3', seq: seq + 4, path: '/api/other', idempotencyKey: 'k-c3', body: { kind: 'json', json: {} } },
    ]);
    const bodies: string[] = [];
    const result = await drainOutbox({
      origin: 'http://x',
      signing,
      appVersion: '1',
      now,
      fetch: async (request) => {
        if (request.headers.get('content-type') === 'application/json') {
          bodies.push(await request.text());
          return respond(envelope(200));
        }
        expect((await request.formData()).get('purpose')).toBe('handover');
        return respond(
          request.headers.get('Idempotency-Key') === 'k-bad'
            ? envelope(1003, null, 'Not an image')
            : envelope(200, { id: 'UPLOADED-1' }),
        );
      },
    });
    expect(result.sent).toBe(3);
    expect(bodies).toEqual(['{"photo":"UPLOADED-1"}', '{}']);
    expect((await listEntries()).map((e) => [e.id, e.state, e.lastError?.code])).toEqual([
      ['bad', 'attention', 1003],
      ['c2', 'attention', -1],
    ]);
  });

  it('keeps photo bytes out of the listed entries, sends them, and still sends an inline photo of an older build', async () => {
    const seq = await reserveSeq(3);
    const base = {
      ...queuedFields(clock),
      label: 'x',
      path: '/api/app/upload/image',
    };
    const body = (bytes: number[]) => ({
      kind: 'upload' as const,
      file: new Uint8Array(bytes).buffer,
      mime: 'image/jpeg',
      fileName: 'a.jpg',
      fields: { purpose: 'handover' },
    });
    await addEntries([
      { ...base, id: 'new', seq, idempotencyKey: 'k-new', body: body([1, 2, 3]) },
      { ...base, id: 'gone', seq: seq + 1, idempotencyKey: 'k-gone', body: body([4]) },
    ]);
    // queued by a build that kept the bytes inside the entry
    await putEntry({ ...base, id: 'old', seq: seq + 2, idempotencyKey: 'k-old', body: body([7, 8]) });
    const listed = await listEntries();
    expect(listed[0]?.body).toMatchObject({ kind: 'upload', bytes: 3 });
    expect(listed[0]?.body).not.toHaveProperty('file');
    // the bytes of 'gone' are lost (storage cleared under us): it needs a person, the rest go on
    await deleteEntry('gone');
    await putEntry({ ...listed[1]! });

    const sent: [string, number[]][] = [];
    const result = await drainOutbox({
      origin: 'http://x',
      signing,
      appVersion: '1',
      now,
      fetch: async (request) => {
        const key = request.headers.get('Idempotency-Key') ?? '';
        const signature = request.headers.get('signature') ?? '';
        const file = (await request.formData()).get('file') as Blob;
        const bytes = new Uint8Array(await file.arrayBuffer());
        // an upload is signed over its file's bytes, not the multipart body
        expect(signature).toBe(
          `t=1000,v2=${await computeUploadSignature('secret-1', 1000, '/api/app/upload/image', await sha256HexOfBytes(bytes), key)}`,
        );
        sent.push([key, [...bytes]]);
        return respond(envelope(200, { id: 'U' }));
      },
    });
    expect(sent).toEqual([
      ['k-new', [1, 2, 3]],
      ['k-old', [7, 8]],
    ]);
    expect(result.sent).toBe(2);
    expect((await listEntries()).map((e) => [e.id, e.state, e.lastError?.code])).toEqual([['gone', 'attention', -2]]);
  });
});
