import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResultCode } from '../../src/shared/contract/codes';
import { defineCall } from '../../src/shared/contract/define-call';
import { openDatabase, type Database } from '../db/client';
import { createLogger } from '../log';
import { callAnswerer, type CallRequest } from './mount-call';
import type { ServerDeps } from './context';

/** A call as the listener hands it over: lower-case header names, the raw body. */
const request = (raw: string, headers: Record<string, string> = {}): CallRequest => ({
  header: (name) => headers[name],
  raw,
  ip: '127.0.0.1',
});

const readCall = defineCall({
  path: '/api/test/read',
  summary: 'a read',
  auth: 'public',
  mutating: false,
  payload: z.object({ n: z.number().int() }),
  response: z.object({ n: z.number() }),
});

const writeCall = defineCall({
  path: '/api/test/write',
  summary: 'a write',
  auth: 'public',
  mutating: true,
  payload: z.object({ fail: z.boolean() }),
  response: z.object({ ok: z.boolean() }),
});

describe('a call answerer', () => {
  let dataDir: string;
  let database: Database;
  let deps: ServerDeps;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'roda-mount-call-'));
    database = await openDatabase({ databaseUrl: null, dataDir });
    deps = { database, log: createLogger('silent') } as unknown as ServerDeps;
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs what a read left for afterwards once its handler is done, before it answers', async () => {
    const ran: string[] = [];
    const answer = callAnswerer(deps, readCall, async ({ n }, ctx) => {
      ctx.afterCommit(async () => void ran.push(`after ${n}`));
      ran.push(`handler ${n}`);
      return { n };
    });
    const first = await answer(request('{"n":1}'));
    expect(first.body).toMatchObject({ code: 200, data: { n: 1 } });
    expect(ran).toEqual(['handler 1', 'after 1']);
  });

  it('runs a write’s after-commit task only once its transaction committed, never after a rollback', async () => {
    const ran: string[] = [];
    const answer = callAnswerer(deps, writeCall, async ({ fail }, ctx) => {
      ctx.afterCommit(async () => void ran.push(fail ? 'after a rollback' : 'after the commit'));
      await ctx.db.execute(sql`select 1`);
      if (fail) throw new Error('the rule failed');
      return { ok: true };
    });
    await expect(answer(request('{"fail":true}'))).rejects.toThrow('the rule failed');
    expect(ran).toEqual([]);
    const done = await answer(request('{"fail":false}'));
    expect(done.body).toMatchObject({ code: 200, data: { ok: true } });
    expect(ran).toEqual(['after the commit']);
  });

  it('describes a refused payload with the field it names, in the caller’s language', async () => {
    const answer = callAnswerer(deps, readCall, async ({ n }) => ({ n }));
    const refused = await answer(request('{"n":"x"}', { language: 'ms_my' }));
    expect(refused.body.code).toBe(ResultCode.validation);
    expect(refused.body.msg).toBe('n mestilah nombor');
    const english = await answer(request('{"n":"x"}'));
    expect(english.body.msg).toBe('n must be a number');
  });
});
