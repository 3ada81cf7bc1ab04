#!/usr/bin/env node
// Draws the Roda icon (a dark wheel on the brand yellow) and writes the PNG icons, the Apple
// touch icon and favicon.ico into public/. Node built-ins only: pixels -> zlib -> PNG chunks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = fileURLToPath(new URL('../public/', import.meta.url));
const YELLOW = [0xfd, 0xcf, 0x32];
const DARK = [0x1f, 0x29, 0x37];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y);
      const i = y * (size * 4 + 1) + 1 + x * 4;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
      raw[i + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Coverage (0..1) of the wheel at a point in unit coordinates (-1..1 from the centre). */
function wheel(u, v, scale) {
  const r = Math.hypot(u, v) / scale;
  const tyre = r <= 0.82 && r >= 0.6;
  const hub = r <= 0.2;
  const angle = Math.atan2(v, u);
  const spoke =
    r < 0.62 &&
    r > 0.18 &&
    [0, 1, 2, 3, 4].some((k) => {
      const a = (k * 2 * Math.PI) / 5 - Math.PI / 2;
      const d = Math.abs(Math.sin(angle - a)) * r;
      return d < 0.075 && Math.cos(angle - a) > 0;
    });
  return tyre || hub || spoke ? 1 : 0;
}

/** Renders an icon with 4x4 supersampling; `rounded` clips to a rounded square, `scale` sizes the wheel. */
function icon(size, { scale, rounded }) {
  const s = 4;
  return png(size, (x, y) => {
    let ink = 0;
    let inside = 0;
    for (let i = 0; i < s; i++)
      for (let j = 0; j < s; j++) {
        const u = ((x + (i + 0.5) / s) / size) * 2 - 1;
        const v = ((y + (j + 0.5) / s) / size) * 2 - 1;
        const radius = 0.36;
        const qx = Math.max(Math.abs(u) - (1 - radius), 0);
        const qy = Math.max(Math.abs(v) - (1 - radius), 0);
        const inShape = !rounded || Math.hypot(qx, qy) <= radius;
        if (!inShape) continue;
        inside++;
        ink += wheel(u, v, scale);
      }
    const n = s * s;
    if (inside === 0) return [0, 0, 0, 0];
    const t = ink / inside;
    const mix = (k) => Math.round(YELLOW[k] * (1 - t) + DARK[k] * t);
    return [mix(0), mix(1), mix(2), Math.round((inside / n) * 255)];
  });
}

function ico(pngBuffer, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header[6] = size;
  header[7] = size;
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(pngBuffer.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, pngBuffer]);
}

mkdirSync(`${out}icons`, { recursive: true });
writeFileSync(`${out}icons/icon-192.png`, icon(192, { scale: 0.9, rounded: true }));
writeFileSync(`${out}icons/icon-512.png`, icon(512, { scale: 0.9, rounded: true }));
// maskable: full bleed, the wheel inside the 80% safe zone
writeFileSync(`${out}icons/icon-maskable-512.png`, icon(512, { scale: 0.7, rounded: false }));
writeFileSync(`${out}apple-touch-icon.png`, icon(180, { scale: 0.8, rounded: false }));
writeFileSync(`${out}favicon.ico`, ico(icon(48, { scale: 0.95, rounded: true }), 48));
console.log('icons written to public/');
