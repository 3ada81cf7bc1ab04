import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createLocalStorage, createPostgresStorage, type MediaStorage } from './storage';

const dir = mkdtempSync(path.join(os.tmpdir(), 'roda-storage-'));
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: dir });
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const readAll = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

const stores: [string, () => MediaStorage][] = [
  ['disk', () => createLocalStorage(path.join(dir, 'uploads'))],
  // a small chunk size, so a modest image spans many chunk rows
  ['database', () => createPostgresStorage(database.db, 1000)],
];

describe.each(stores)('media storage on %s', (_name, make) => {
  it('gives back, streams and deletes exactly the bytes it was given', async () => {
    const storage = make();
    const key = `${randomBytes(16).toString('base64url')}.jpg`;
    const bytes = randomBytes(4321);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await storage.put(key, bytes, 'image/jpeg');
    const got = await storage.get(key);
    expect(got?.contentType).toBe('image/jpeg');
    expect(got?.data.equals(bytes)).toBe(true);
    const streamed = await storage.stream(key);
    expect(streamed?.bytes).toBe(bytes.length);
    expect((await readAll(streamed!.body)).equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('replaces an object put twice under one key, and refuses keys it did not make', async () => {
    const storage = make();
    const key = `${randomBytes(16).toString('base64url')}.webp`;
    await storage.put(key, randomBytes(2500), 'image/webp');
    const second = randomBytes(10);
    await storage.put(key, second, 'image/webp');
    expect((await storage.get(key))?.data.equals(second)).toBe(true);
    await expect(storage.put('../../etc/passwd', second, 'image/jpeg')).rejects.toThrow(/bad storage key/);
  });
});
