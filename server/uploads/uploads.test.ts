import http from 'node:http';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/shared/contract/codes';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_PATH } from '../../src/shared/contract/uploads';
import { signUpload } from '../../src/shared/lib/upload-signature';
import { describeOnEachDatabase, startTestServer, type Session, type TestServer } from '../testing/harness';
import { MAX_INPUT_PIXELS, sniffImage } from './image';
import { smallJpeg, uploadImage } from '../testing/uploads';

/** A PNG chunk with its CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}

/** A few hundred bytes that declare a 20000 x 20000 image (400 megapixels): a decompression bomb. */
function bombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** EXIF with a GPS block (Kuala Lumpur) and orientation 6 (shot rotated 90°). */
const gpsJpeg = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#2980b9' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'RodaCam', Model: 'Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '101/1 41/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** The little-endian tag of the EXIF GPS IFD pointer (0x8825), as sharp and most cameras write it. */
const hasGpsPointer = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))));

describe('sniffImage', () => {
  it('knows images by their first bytes, not by name', async () => {
    expect(sniffImage(await smallJpeg())).toBe('jpeg');
    expect(
      sniffImage(
        await sharp({ create: { width: 4, height: 4, channels: 4, background: '#0000' } })
          .png()
          .toBuffer(),
      ),
    ).toBe('png');
    expect(
      sniffImage(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    expect(sniffImage(heic)).toBe('heif');
    expect(sniffImage(Buffer.from('just some text, named x.jpg'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeNull();
  });
});

describeOnEachDatabase('image uploads', (kind) => {
  let server: TestServer;
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.login('+60132000001');
    bob = await server.login('+60132000002');
  });
  afterAll(() => server.close());

  const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${url}`, { headers });

  it('stores a re-encoded JPEG under a generated name and serves it back through a signed address', async () => {
    const res = await uploadImage(server, alice, await smallJpeg(), 'complaint', { filename: '../../etc/passwd.jpg' });
    expect(res.body.code, res.body.msg).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ purpose: 'complaint', mime: 'image/jpeg', width: 64, height: 48 });
    expect(data.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(data.url).toMatch(new RegExp(`^/media/uploads/${data.id}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    const image = await fetchMedia(data.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it('removes EXIF location and every other metadata block, and turns the photo upright', async () => {
    const original = await gpsJpeg();
    const before = await sharp(original).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await uploadImage(server, alice, original, 'complaint');
    expect(res.body.code, res.body.msg).toBe(200);
    const stored = Buffer.from(await (await fetchMedia(res.body.data.url)).arrayBuffer());
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(stored.includes(Buffer.from('RodaCam'))).toBe(false);
    // orientation 6 means the 60 x 40 pixels are shown 40 wide, 60 high
    expect([after.width, after.height]).toEqual([40, 60]);
  });

  it('keeps transparency as WebP and shrinks the long side to 2560 pixels', async () => {
    const png = await sharp({
      create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await uploadImage(server, alice, png, 'avatar', { filename: 'sig.png', type: 'image/png' });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ mime: 'image/webp', width: 2560, height: 853 });
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const text = Buffer.from('Dear Roda, this is a text file named x.jpg. '.repeat(20));
    for (const [language, msg] of [
      ['en_us', 'Please choose a JPEG, PNG, WebP or HEIC image'],
      ['ms_my', 'Sila pilih imej JPEG, PNG, WebP atau HEIC'],
      ['zh_cn', '请选择 JPEG、PNG、WebP 或 HEIC 格式的图片'],
    ] as const) {
      const res = await uploadImage(server, alice, text, 'feedback', {
        filename: 'x.jpg',
        type: 'image/jpeg',
        language,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: ResultCode.validation, data: 'FAIL', msg });
    }
    // a GIF is an image, but not one we take
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await uploadImage(server, alice, gif, 'feedback', { filename: 'a.jpg' })).body.code).toBe(
      ResultCode.validation,
    );
  });

  it('refuses a decompression bomb (a tiny PNG declaring 20000 x 20000) without decoding it', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(1000);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const res = await uploadImage(server, alice, bomb, 'complaint', { filename: 'bomb.png', type: 'image/png' });
    expect(res.body).toEqual({
      code: ResultCode.validation,
      data: 'FAIL',
      msg: 'The image has too many pixels (at most 50 megapixels)',
    });
  });

  it('refuses 11 MB with the image size message, by Content-Length before reading the body', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0], 0);
    for (const [language, msg] of [
      ['en_us', 'The image size cannot exceed 10 MB'],
      ['ms_my', 'Saiz imej tidak boleh melebihi 10 MB'],
      ['zh_cn', '图片大小不能超过 10 MB'],
    ] as const) {
      const res = await uploadImage(server, alice, big, 'complaint', { language });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ code: ResultCode.bodyTooLarge, data: 'FAIL', msg });
    }
  });

  it('stops reading a streamed body (no Content-Length) as soon as it passes the limit', async () => {
    const boundary = 'roda-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ncomplaint\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const piece = Buffer.alloc(256 * 1024, 0x42);
    const offered = 40 * 1024 * 1024;
    let sent = 0;
    // the answer, or 'reset' when the server closed the connection before the client read it
    const answer = await new Promise<{ status: number; body: string } | 'reset' | 'hung'>((resolve, reject) => {
      const timer = setTimeout(() => resolve('hung'), 15_000);
      const done = (value: { status: number; body: string } | 'reset') => {
        clearTimeout(timer);
        resolve(value);
      };
      const req = http.request(`${server.baseUrl}${UPLOAD_IMAGE_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
          userKey: alice.userKey,
          signature: 't=0,v1=' + '0'.repeat(64),
        },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', (error) =>
        /EPIPE|ECONNRESET|socket hang up/.test(error.message) ? done('reset') : reject(error),
      );
      req.write(head);
      const pump = () => {
        // keep offering up to 40 MB, honouring back-pressure, until the server answers
        while (sent < offered && !answered) {
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(answer).not.toBe('hung');
    // the server stopped reading a little past 10 MB: the rest of the 40 MB was never taken
    expect(sent).toBeLessThan(20 * 1024 * 1024);
    if (answer !== 'reset' && answer !== 'hung') {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: ResultCode.bodyTooLarge,
        msg: 'The image size cannot exceed 10 MB',
      });
    }
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });

  it('needs a login and a signature over the file bytes', async () => {
    const jpeg = await smallJpeg();
    expect((await uploadImage(server, null, jpeg, 'complaint')).body.code).toBe(ResultCode.sessionExpired);
    const other = await smallJpeg(10, 10, '#000');
    const wrongFile = await uploadImage(server, alice, jpeg, 'complaint', {
      signature: await signUpload(alice.secret, UPLOAD_IMAGE_PATH, new Uint8Array(other)),
    });
    expect(wrongFile.body.code).toBe(ResultCode.signatureInvalid);
    const badPurpose = await uploadImage(server, alice, jpeg, 'selfie');
    expect(badPurpose.body.code).toBe(ResultCode.validation);
    expect(badPurpose.body.msg).toContain('purpose must be one of');
    // staff purposes are for staff
    expect((await uploadImage(server, alice, jpeg, 'handover')).body.code).toBe(ResultCode.forbidden);
  });

  it('answers a replay with the same Idempotency-Key with the same upload', async () => {
    const jpeg = await smallJpeg(30, 30, '#16a085');
    const first = await uploadImage(server, alice, jpeg, 'complaint', { idempotencyKey: 'upload-key-0001' });
    const again = await uploadImage(server, alice, jpeg, 'complaint', { idempotencyKey: 'upload-key-0001' });
    expect(first.body.code).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await uploadImage(server, alice, await smallJpeg(31, 30), 'complaint', {
      idempotencyKey: 'upload-key-0001',
    });
    expect(other.body.code).toBe(ResultCode.idempotencyKeyReused);
  });

  it('serves an upload only to those allowed: not to another customer, not without a signature', async () => {
    const res = await uploadImage(server, alice, await smallJpeg(), 'complaint');
    const { id, url } = res.body.data;
    const bare = `/media/uploads/${id}`;
    expect((await fetchMedia(bare)).status).toBe(404);
    expect((await fetchMedia(bare, { userKey: bob.userKey })).status).toBe(404);
    expect((await fetchMedia(bare, { userKey: alice.userKey })).status).toBe(200);
    expect((await fetchMedia(url.replace(/sig=[0-9a-f]/, (m) => (m.endsWith('0') ? 'sig=1' : 'sig=0')))).status).toBe(
      404,
    );
    expect((await fetchMedia(url.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 3600}`))).status).toBe(404);
    expect((await fetchMedia(url.replace(/exp=\d+/, 'exp=1000'))).status).toBe(404);
    expect((await fetchMedia('/media/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await fetchMedia('/media/uploads/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
