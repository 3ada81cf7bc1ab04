import { z } from 'zod';
import { defineCall } from './define-call';
import { id, pageOf, pageRequest } from './fields';

/*
 * The back office's dictionary editor (decision 018, "Content"): the texts customers read through
 * dictionary-info. FAQ and the help robot are lists (add, edit, remove, reorder); the privacy
 * policy, user agreement and about us are one text each (edit only). USERDEV (the app version)
 * belongs to Releases and is refused here. The company's alone (officeContentEdit).
 */

/** Dictionaries made of many entries, in `sort` order. */
export const dictionaryListIds = ['FAQ', 'ROBOT'] as const;
/** Dictionaries holding one long text, paragraphs separated by blank lines. */
export const dictionaryTextIds = ['POLICY', 'USER_AGREEMENT', 'ABOUT_US'] as const;
export const editableDictionaryIds = [...dictionaryListIds, ...dictionaryTextIds] as const;
export type EditableDictionaryId = (typeof editableDictionaryIds)[number];

export const isDictionaryList = (dictionaryId: string) =>
  (dictionaryListIds as readonly string[]).includes(dictionaryId);

/** Longest text of one language: a FAQ answer or robot answer, and a whole document. */
export const DICTIONARY_ENTRY_MAX = 2_000;
export const DICTIONARY_TEXT_MAX = 20_000;

const dictionaryId = z
  .string()
  .refine((v) => v !== 'USERDEV', { error: 'officeDictionaryVersion' })
  .pipe(z.enum(editableDictionaryIds, { error: 'officeDictionaryUnknown' }));

const text = (key: string) => z.string().trim().min(1, key).max(DICTIONARY_TEXT_MAX, 'officeDictionaryTooLong');

export const dictionaryContent = z.object({
  en: text('officeDictionaryTextEn'),
  ms: text('officeDictionaryTextMs'),
  zh: text('officeDictionaryTextZh'),
});

/** The FAQ's stored shape: the question, a blank line, then the answer (entry-text.ts reads it). */
export const composeFaq = (question: string, answer: string) => `${question.trim()}\n\n${answer.trim()}`;

const hasQuestionAndAnswer = (content: string) => {
  const gap = content.replace(/\r\n/g, '\n').indexOf('\n\n');
  return gap > 0 && content.slice(gap).trim().length > 0;
};

export const officeDictionaryEntryInput = z
  .object({
    /** No id: a new entry (FAQ and robot only); with one: that entry changes. */
    id: id.optional(),
    dictionaryId,
    /** Robot: its comma-separated trigger keywords; FAQ: a stable key (made from the id when empty). */
    labelName: z.string().trim().max(500, 'officeDictionaryLabelTooLong').default(''),
    content: dictionaryContent,
  })
  .superRefine((entry, ctx) => {
    const langs = ['en', 'ms', 'zh'] as const;
    if (isDictionaryList(entry.dictionaryId)) {
      for (const lang of langs)
        if (entry.content[lang].length > DICTIONARY_ENTRY_MAX)
          ctx.addIssue({ code: 'custom', path: ['content', lang], message: 'officeDictionaryAnswerTooLong' });
    }
    if (entry.dictionaryId === 'FAQ') {
      for (const lang of langs)
        if (!hasQuestionAndAnswer(entry.content[lang]))
          ctx.addIssue({ code: 'custom', path: ['content', lang], message: 'officeFaqShape' });
    }
    if (entry.dictionaryId === 'ROBOT' && entry.labelName.split(',').every((k) => k.trim() === ''))
      ctx.addIssue({ code: 'custom', path: ['labelName'], message: 'officeRobotKeywords' });
  });
export type OfficeDictionaryEntryInput = z.input<typeof officeDictionaryEntryInput>;

export const officeDictionaryEntrySchema = z.object({
  id: z.number().int(),
  dictionaryId: z.string(),
  labelName: z.string(),
  content: z.object({ en: z.string(), ms: z.string(), zh: z.string() }),
  sort: z.number().int(),
});
export type OfficeDictionaryEntry = z.infer<typeof officeDictionaryEntrySchema>;

export const officeDictionaryPage = defineCall({
  path: '/api/app/office/content/dictionary/page',
  summary:
    'Back office: the entries of one dictionary (FAQ, ROBOT, POLICY, USER_AGREEMENT, ABOUT_US) in all three languages, in order',
  auth: 'staff',
  mutating: false,
  payload: z.object({ dictionaryId, ...pageRequest }),
  response: pageOf(officeDictionaryEntrySchema),
});

export const officeDictionarySave = defineCall({
  path: '/api/app/office/content/dictionary/save',
  summary:
    'Back office: add a FAQ or robot entry (no id) or change any entry; customers read it at once (other processes within 5 s)',
  auth: 'staff',
  mutating: true,
  payload: officeDictionaryEntryInput,
  response: officeDictionaryEntrySchema,
});

export const officeDictionaryRemove = defineCall({
  path: '/api/app/office/content/dictionary/remove',
  summary: 'Back office: remove a FAQ or robot entry (the single texts cannot be removed)',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id }),
  response: z.object({ id: z.number().int() }),
});

export const officeDictionaryMove = defineCall({
  path: '/api/app/office/content/dictionary/move',
  summary: 'Back office: move a FAQ or robot entry one place up or down; answers the new order',
  auth: 'staff',
  mutating: true,
  payload: z.object({ id, direction: z.enum(['up', 'down']) }),
  response: z.object({ ids: z.array(z.number().int()) }),
});
