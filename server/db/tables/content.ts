/** Content: the dictionary, app releases and banners. */
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { type Localized } from './columns';

export const dictionary = pgTable(
  'dictionary',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().default(1),
    dictionaryId: text('dictionary_id').notNull(),
    labelName: text('label_name').notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dictionary_lookup_idx').on(t.companyId, t.dictionaryId, t.sort)],
);

export const appReleases = pgTable('app_releases', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  minSupportedVersion: text('min_supported_version').notNull(),
  notes: text('notes').notNull().default(''),
  /** The notes in three languages (the office's form); `notes` keeps the English for scripts. */
  notesLocalized: jsonb('notes_localized').$type<Localized>(),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  image: text('image').notNull(),
  jumpType: text('jump_type', { enum: ['category', 'product', 'page'] }).notNull(),
  jumpValue: text('jump_value').notNull(),
  sort: integer('sort').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  /** Published (shown on Home) or a draft (seen only in the back office's preview). */
  active: boolean('active').notNull().default(true),
  /** The one language whose readers see it (en, ms, zh); null: every reader. */
  language: text('language', { enum: ['en', 'ms', 'zh'] }),
  /** The first and last Malaysian day Home shows it, both included; null: no limit on that side. */
  startsOn: date('starts_on'),
  endsOn: date('ends_on'),
});
