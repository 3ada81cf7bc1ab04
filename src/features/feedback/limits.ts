import type { Locale } from '@/shared/contract/envelope';
import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from '@/shared/contract/support';

/**
 * How many feedback images the interface allows: 5 in English, 3 in Malay and Chinese. The limit
 * follows the interface language on purpose (the spec gives it in each language's help text:
 * docs/product.md#feedback-rules), and
 * the server applies the same limit by the `language` header.
 */
export function feedbackImageLimit(locale: Locale): number {
  return locale === 'en' ? FEEDBACK_MAX_IMAGES.en : locale === 'ms' ? FEEDBACK_MAX_IMAGES.ms : FEEDBACK_MAX_IMAGES.zh;
}

export const FEEDBACK_IMAGE_BYTES = FEEDBACK_MAX_IMAGE_BYTES;

export const feedbackTypes = ['suggestion', 'bug', 'service', 'other'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

export type FeedbackError = 'type' | 'content';

/** Type and content are required (docs/product.md#feedback-rules). */
export function validateFeedback(input: { type: FeedbackType | ''; content: string }): FeedbackError | null {
  if (input.type === '') return 'type';
  if (input.content.trim() === '') return 'content';
  return null;
}
