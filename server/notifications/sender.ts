import { eq } from 'drizzle-orm';
import type { SmsAdapter } from '../auth/sms-adapter';
import type { VapidConfig } from '../config';
import type { Database } from '../db/client';
import { notificationSettings, pushSubscriptions, users } from '../db/schema';
import { pick, type Lang } from '../i18n/language';
import { translate } from '../i18n/text-catalogue';
import { serialPasses } from '../http/serial-passes';
import type { Logger } from '../log';
import {
  claimDelivery,
  failDelivery,
  finishDelivery,
  hasSubscription,
  subscriptionsOf,
  type DeliveryRow,
  type MessageRow,
} from './deliveries';
import { noticeUrlOf } from './links';
import { consentGranted, isMarketing } from './marketing-consent';
import { sendPush } from './push-send';
import { returnSmsPlace, takeSmsPlace } from './sms-cap';
import { shareVapidKeys } from './vapid';

/** Deliveries handled per pass at most, so one pass never runs unbounded. */
const PASS_LIMIT = 200;

export interface NotificationSender {
  /** Sends every delivery that is due; resolves with how many were handled. */
  sendDue(): Promise<number>;
  /** Starts a pass without waiting for it (after a commit that may have recorded notices). */
  kick(): void;
  /** Resolves when no pass is running (for shutdown). */
  idle(): Promise<void>;
}

export const asLang = (value: string): Lang => (value === 'ms' || value === 'zh' ? value : 'en');

/**
 * Sends recorded notices outside any transaction (decision 019): claim one delivery (a lease,
 * SKIP LOCKED), push it to every device of its user in that device's language, or text it by SMS
 * to a customer with no device, then close it. A device the push service no longer knows (404/410)
 * is removed; other failures are retried with back-off. Each notice carries its message id as tag,
 * so a retry after a crash replaces the notice on the device rather than adding a second one.
 */
export function createNotificationSender(parts: {
  database: Database;
  config: { vapid: VapidConfig; publicBaseUrl: string };
  sms: SmsAdapter;
  log: Logger;
}): NotificationSender {
  const { database, config, sms, log } = parts;
  const { db } = database;

  async function push(row: DeliveryRow, message: MessageRow, now: Date) {
    // a marketing notice goes only where the person's latest choice says yes (docs/product.md#marketing-consent)
    if (isMarketing(message.kind) && !(await consentGranted(db, row.userId, 'push')))
      return finishDelivery(db, row, 'skipped', now, 'no marketing consent');
    const devices = await subscriptionsOf(db, row.userId);
    if (devices.length === 0) return finishDelivery(db, row, 'skipped', now, 'no device');
    const keys = await shareVapidKeys(db, config);
    const url = await noticeUrlOf(db, message);
    let sent = 0;
    const errors: string[] = [];
    for (const device of devices) {
      const lang = asLang(device.language);
      const payload = {
        title: pick(message.title, lang),
        body: pick(message.content, lang),
        url,
        tag: `msg-${message.id}`,
      };
      const outcome = await sendPush(device, payload, keys);
      if (outcome.kind === 'gone') {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      } else if (outcome.kind === 'sent') {
        sent++;
        await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, device.id));
      } else {
        errors.push(outcome.error);
      }
    }
    // one device that took it is enough: retrying would show it twice on the others
    if (sent > 0 || errors.length === 0) return finishDelivery(db, row, sent > 0 ? 'sent' : 'skipped', now, errors[0]);
    return failDelivery(db, row, errors.join('; '), now);
  }

  async function text(row: DeliveryRow, message: MessageRow, now: Date) {
    const marketing = isMarketing(message.kind);
    if (marketing && !(await consentGranted(db, row.userId, 'sms')))
      return finishDelivery(db, row, 'skipped', now, 'no marketing consent');
    // pushed instead only when the push goes: a marketing push needs its own consent
    const pushed =
      (await hasSubscription(db, row.userId)) && (!marketing || (await consentGranted(db, row.userId, 'push')));
    if (pushed) return finishDelivery(db, row, 'skipped', now, 'pushed instead');
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, row.userId));
    if (!user) return finishDelivery(db, row, 'skipped', now, 'no user');
    if (!(await takeSmsPlace(db, user.phone, now))) return finishDelivery(db, row, 'skipped', now, 'daily cap');
    const [setting] = await db
      .select({ language: notificationSettings.language })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, row.userId));
    const lang = asLang(setting?.language ?? 'en');
    const link = `${config.publicBaseUrl}${await noticeUrlOf(db, message)}`;
    try {
      const stop = marketing ? ` ${translate('marketingSmsStop', lang)}` : '';
      await sms.send(
        user.phone,
        `Roda: ${pick(message.title, lang)}. ${pick(message.content, lang)} ${link}${stop}`,
        '',
      );
      await finishDelivery(db, row, 'sent', now);
    } catch (error) {
      await returnSmsPlace(db, user.phone, now);
      await failDelivery(db, row, error instanceof Error ? error.message : String(error), now);
    }
  }

  async function pass(): Promise<number> {
    let handled = 0;
    for (let i = 0; i < PASS_LIMIT; i++) {
      const claimed = await claimDelivery(database, new Date());
      if (!claimed) break;
      const { row, message } = claimed;
      const now = new Date();
      try {
        await (row.channel === 'sms' ? text(row, message, now) : push(row, message, now));
      } catch (error) {
        log.warn({ err: error, delivery: row.id }, 'notice delivery failed; it will be retried');
        await failDelivery(db, row, error instanceof Error ? error.message : String(error), now).catch(() => undefined);
      }
      handled++;
    }
    return handled;
  }

  const passes = serialPasses(pass, log, 'notice delivery pass failed');

  return {
    sendDue: passes.run,
    kick: () => void passes.run(),
    idle: passes.idle,
  };
}
