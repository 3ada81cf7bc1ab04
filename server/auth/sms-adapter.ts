import type { Logger } from '../log';

/** Sends SMS. The default adapter logs the text; a real gateway is one implementation away. */
export interface SmsAdapter {
  send(phone: string, text: string, code: string): Promise<void>;
  /** The last code sent to a phone; only the development adapter keeps one. */
  latestCode?(phone: string): string | undefined;
}

export function createDevelopmentSms(log: Logger, keepCodes: boolean): SmsAdapter {
  const latest = new Map<string, string>();
  return {
    async send(phone, text, code) {
      log.info({ phone, sms: text }, 'sms (development adapter: not sent)');
      if (keepCodes) latest.set(phone, code);
    },
    latestCode: keepCodes ? (phone) => latest.get(phone) : undefined,
  };
}
