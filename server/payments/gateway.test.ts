import { expect, it } from 'vitest';
import { createSandboxGateway } from './gateway';

// several processes, or a restart: the sandbox keeps no memory of refunds, as a real gateway keeps its own
it('answers a repeated refund key with the same refund on every sandbox gateway instance', async () => {
  const one = createSandboxGateway('secret-of-the-sandbox-0123456789abcdef');
  const other = createSandboxGateway('secret-of-the-sandbox-0123456789abcdef');
  const first = await one.refund('PAY1', 1000, 'refund-key-1');
  expect(await other.refund('PAY1', 1000, 'refund-key-1')).toEqual(first);
  expect((await other.refund('PAY1', 1000, 'refund-key-2')).refundReference).not.toBe(first.refundReference);
});
