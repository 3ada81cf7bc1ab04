import { timestamp } from 'drizzle-orm/pg-core';

/** A three-language text (decision 004). */
export type Localized = { en: string; ms: string; zh: string };

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
