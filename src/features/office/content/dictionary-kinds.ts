import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EditableDictionaryId } from '@/shared/contract/office-dictionary';

export type DictionaryKind = { id: EditableDictionaryId; title: MessageDescriptor; list: boolean };

/** The dictionary editor's pages, by their path part under /office/content/texts/. */
export const dictionaryKinds = {
  faq: { id: 'FAQ', title: msg`FAQ`, list: true },
  robot: { id: 'ROBOT', title: msg`Help robot`, list: true },
  policy: { id: 'POLICY', title: msg`Privacy policy`, list: false },
  agreement: { id: 'USER_AGREEMENT', title: msg`User agreement`, list: false },
  about: { id: 'ABOUT_US', title: msg`About us`, list: false },
} satisfies Record<string, DictionaryKind>;

export type DictionaryKindKey = keyof typeof dictionaryKinds;

export const dictionaryKindOf = (key: string | undefined): DictionaryKind | null =>
  key !== undefined && Object.hasOwn(dictionaryKinds, key) ? dictionaryKinds[key as DictionaryKindKey] : null;

export type ContentLang = 'en' | 'ms' | 'zh';
export const contentLangs = ['en', 'ms', 'zh'] as const;
export const langNames: Record<ContentLang, MessageDescriptor> = {
  en: msg`English`,
  ms: msg`Malay`,
  zh: msg`Chinese`,
};

/** The dictionary's language for the office's own locale: what the editor opens on. */
export const contentLangOf = (locale: string): ContentLang =>
  locale.startsWith('ms') ? 'ms' : locale.startsWith('zh') ? 'zh' : 'en';
