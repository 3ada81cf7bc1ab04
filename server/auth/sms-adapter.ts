import { eq } from 'drizzle-orm';
import type { SmsConfig } from '../config';
import type { Db } from '../db/client';
import { devSmsCodes } from '../db/schema';
import type { Logger } from '../log';

/**
 * Sends SMS. Called only after the transaction that decided to send has committed
 * (docs/architecture.md#after-commit). 'log' writes the text to the server log (development only:
 * production refuses to start with it); 'webhook' posts it to an SMS provider's HTTP endpoint.
 */
export interface SmsAdapter {
  send(phone: string, text: string, code: string): Promise<void>;
  /** The last code sent to a phone; only the development adapter keeps one. */
  latestCode?(phone: string): Promise<string | undefined>;
}

/**
 * Development only. With a database the last code per phone is kept in dev_sms_codes, so
 * /api/dev/sms/latest answers on every process behind a load balancer; without one, in memory.
 */
export function createDevelopmentSms(log: Logger, keepCodes: boolean, db?: Db): SmsAdapter {
  const latest = new Map<string, string>();
  const keep = async (phone: string, code: string) => {
    if (!db) return void latest.set(phone, code);
    await db
      .insert(devSmsCodes)
      .values({ phone, code, sentAt: new Date() })
      .onConflictDoUpdate({ target: devSmsCodes.phone, set: { code, sentAt: new Date() } });
  };
  const read = async (phone: string) => {
    if (!db) return latest.get(phone);
    const [row] = await db.select({ code: devSmsCodes.code }).from(devSmsCodes).where(eq(devSmsCodes.phone, phone));
    return row?.code;
  };
  return {
    async send(phone, text, code) {
      log.info({ phone, sms: text }, 'sms (development adapter: not sent)');
      // a notice (no code) never hides the last code from /api/dev/sms/latest
      if (keepCodes && code) await keep(phone, code);
    },
    latestCode: keepCodes ? read : undefined,
  };
}

/**
 * Posts `{ to, text }` as JSON with a bearer token to the provider's endpoint (most Malaysian SMS
 * gateways, or a small relay in front of one). The text is never logged: it may hold a code.
 */
export function createWebhookSms(url: string, token: string, log: Logger): SmsAdapter {
  return {
    async send(phone, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: phone, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        log.warn({ status: response.status, to: `${phone.slice(0, 5)}…` }, 'sms provider refused a message');
        throw new Error(`SMS provider answered ${response.status}`);
      }
    },
  };
}

/** The adapter the configuration names. */
export function createSms(config: { sms: SmsConfig; production: boolean }, log: Logger, db?: Db): SmsAdapter {
  if (config.sms.provider === 'webhook') return createWebhookSms(config.sms.url, config.sms.token, log);
  return createDevelopmentSms(log, !config.production, db);
}
