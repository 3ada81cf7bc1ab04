import type { Localized } from '../db/schema';
import type { Lang } from '../i18n/language';
import { translate, type TextKey } from '../i18n/text-catalogue';

export interface RobotEntry {
  /** Comma-separated trigger keywords in all three languages (dictionary ROBOT labelName). */
  labelName: string;
  content: Localized;
}

/**
 * Names of the seeded topics, keyed by the entry's first keyword, for the fallback answer and the
 * quick-question chips. Each name contains one of its entry's keywords in that language, so sending
 * a topic name back as the question answers it (tested). An entry not listed here is named by its
 * first keyword.
 */
const topicNames: Record<string, TextKey> = {
  hours: 'robotTopicHours',
  warranty: 'robotTopicWarranty',
  refund: 'robotTopicRefund',
  service: 'robotTopicService',
  booking: 'robotTopicBooking',
  payment: 'robotTopicPayment',
  workshop: 'robotTopicWorkshop',
  genuine: 'robotTopicGenuine',
};

const keywordsOf = (entry: RobotEntry) =>
  entry.labelName
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);

export function topicName(entry: RobotEntry, lang: Lang): string {
  const first = keywordsOf(entry)[0] ?? '';
  const named = topicNames[first];
  return named ? translate(named, lang) : first;
}

const hasHan = (text: string) => /\p{Script=Han}/u.test(text);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How well a question matches an entry: the summed length of the keywords it contains. Chinese
 * keywords match anywhere (no spaces between words) and weigh double per character; Latin
 * keywords match whole words, allowing a plural 's' ('refunds', 'hours').
 */
export function score(question: string, entry: RobotEntry): number {
  const text = question.normalize('NFKC').toLowerCase();
  let total = 0;
  for (const keyword of keywordsOf(entry)) {
    if (hasHan(keyword)) {
      if (text.includes(keyword)) total += keyword.length * 2;
    } else if (new RegExp(`(^|[^\\p{L}\\p{N}])${escape(keyword)}(s|es)?($|[^\\p{L}\\p{N}])`, 'u').test(text)) {
      total += keyword.length;
    }
  }
  return total;
}

/** The best entry for the question, or null when no keyword matches (entries in sort order win ties). */
export function bestEntry<T extends RobotEntry>(question: string, entries: readonly T[]): T | null {
  let best: T | null = null;
  let bestScore = 0;
  for (const entry of entries) {
    const s = score(question, entry);
    if (s > bestScore) {
      best = entry;
      bestScore = s;
    }
  }
  return best;
}
