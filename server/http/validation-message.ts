import type { z } from 'zod';
import type { Lang } from '../i18n/language';
import { texts, translate, type TextKey } from '../i18n/text-catalogue';

const typeNames: Record<string, TextKey> = {
  string: 'typeString',
  number: 'typeNumber',
  int: 'typeNumber',
  boolean: 'typeBoolean',
  object: 'typeObject',
  array: 'typeArray',
};

/** Custom issue messages in the contract are text keys (e.g. 'phoneFormat'). */
const isTextKey = (text: string): text is TextKey => Object.hasOwn(texts, text);

/** One clear sentence for the first problem zod found, naming the field. */
export function describeIssue(issue: z.core.$ZodIssue, lang: Lang): string {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  if (isTextKey(issue.message)) return translate(issue.message, lang);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return translate('fieldRequired', lang, { field });
      const expected = translate(typeNames[issue.expected] ?? 'typeString', lang);
      return translate('fieldType', lang, { field, expected });
    }
    case 'too_small':
      return translate('fieldTooSmall', lang, { field, minimum: String(issue.minimum) });
    case 'too_big':
      return translate('fieldTooBig', lang, { field, maximum: String(issue.maximum) });
    case 'invalid_value':
      return translate('fieldOneOf', lang, { field, options: issue.values.map(String).join(', ') });
    default:
      return translate('fieldInvalid', lang, { field });
  }
}
