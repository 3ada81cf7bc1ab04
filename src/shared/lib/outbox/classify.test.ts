import { describe, expect, it } from 'vitest';
import { backoffMs, classifyAnswer } from './classify';
import { referencedIds, resolveRefs } from './replay';
import { envelope } from './test-kit';
import { OUTBOX_REF_PREFIX } from './types';

describe('classifyAnswer', () => {
  it('counts only a well-formed envelope as an answer', () => {
    expect(classifyAnswer(null, 'offline')).toMatchObject({ kind: 'retry', code: 0 });
    expect(classifyAnswer({ status: 200, contentType: 'text/html', text: '<html>Login to Wi-Fi</html>' }).kind).toBe(
      'retry',
    );
    expect(classifyAnswer({ status: 502, contentType: 'text/html', text: 'Bad gateway' }).kind).toBe('retry');
    expect(classifyAnswer({ status: 200, contentType: 'application/json', text: '{"ok":true}' }).kind).toBe('retry');
    expect(classifyAnswer({ status: 200, contentType: 'application/json', text: '{broken' }).kind).toBe('retry');
    expect(classifyAnswer(envelope(200, { id: 1 }))).toEqual({ kind: 'done', data: { id: 1 } });
  });

  it('keeps 708 for a new login, retries 1202, 1501 and 5xxx, sends other refusals to attention', () => {
    expect(classifyAnswer(envelope(708)).kind).toBe('login');
    expect(classifyAnswer(envelope(1202)).kind).toBe('retry');
    expect(classifyAnswer(envelope(1501, { retryAfterSeconds: 1 }))).toMatchObject({
      kind: 'retry',
      retryAfterMs: 1000,
    });
    expect(classifyAnswer(envelope(1501))).toMatchObject({ kind: 'retry', retryAfterMs: 2000 });
    expect(classifyAnswer(envelope(5000)).kind).toBe('retry');
    expect(classifyAnswer(envelope(5003)).kind).toBe('retry');
    expect(classifyAnswer(envelope(1402, null, 'Not allowed now'))).toEqual({
      kind: 'attention',
      code: 1402,
      msg: 'Not allowed now',
    });
    expect(classifyAnswer(envelope(1003)).kind).toBe('attention');
    expect(classifyAnswer(envelope(1201)).kind).toBe('attention');
  });
});

describe('backoffMs', () => {
  it('doubles from 2 s and stops at 5 minutes', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((a) => backoffMs(a, mid))).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(30, mid)).toBe(300_000);
    expect(backoffMs(1, () => 0)).toBe(1500);
    expect(backoffMs(1, () => 1)).toBe(2500);
  });
});

describe('references between entries', () => {
  it('finds and replaces outbox references anywhere in a body', () => {
    const body = { id: 3, photos: { a: `${OUTBOX_REF_PREFIX}u1` }, list: [`${OUTBOX_REF_PREFIX}u2`, 'x'] };
    expect(referencedIds(body)).toEqual(['u1', 'u2']);
    expect(
      resolveRefs(
        body,
        new Map([
          ['u1', 'ID1'],
          ['u2', 'ID2'],
        ]),
      ),
    ).toEqual({
      id: 3,
      photos: { a: 'ID1' },
      list: ['ID2', 'x'],
    });
  });
});
