import { and, asc, count, eq, max } from 'drizzle-orm';
import {
  isDictionaryList,
  type OfficeDictionaryEntry,
  type officeDictionaryEntryInput,
} from '../../../src/shared/contract/office-dictionary';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/session.service';
import type { Db } from '../../db/client';
import { dictionary } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { ResultCode } from '../../../src/shared/contract/codes';
import { text } from '../../i18n/text-catalogue';
import { requireAction } from '../../staff/permissions';
import { recordAudit } from '../audit';
import { moveInOrder } from './move-in-order';

/** The office edits company 1's dictionary, the only company the app reads (COMPANY_ID in the app). */
export const OFFICE_COMPANY_ID = 1;

type Row = typeof dictionary.$inferSelect;
type EntryInput = z.output<typeof officeDictionaryEntryInput>;

const toOffice = (r: Row): OfficeDictionaryEntry => ({
  id: r.id,
  dictionaryId: r.dictionaryId,
  labelName: r.labelName,
  content: { en: r.content.en, ms: r.content.ms, zh: r.content.zh },
  sort: r.sort,
});

const ofDictionary = (dictionaryId: string) =>
  and(eq(dictionary.companyId, OFFICE_COMPANY_ID), eq(dictionary.dictionaryId, dictionaryId));

const single = () => new AppError(ResultCode.validation, 'officeDictionarySingle');
const missing = () => notFound(text('thingDictionaryEntry'));

/** What the audit log names: a FAQ's English question, a robot entry's keywords, or the text's id. */
const subjectOf = (r: Pick<Row, 'dictionaryId' | 'labelName' | 'content'>) => {
  const first = r.content.en.split('\n')[0]?.trim() ?? '';
  const what = r.dictionaryId === 'FAQ' ? first : r.dictionaryId === 'ROBOT' ? r.labelName : '';
  return (what ? `${r.dictionaryId}: ${what}` : r.dictionaryId).slice(0, 160);
};
const shown = (v: string) => v.slice(0, 160);

/** One dictionary's entries in all three languages, in the order customers see them. */
export async function dictionaryPage(
  db: Db,
  user: SessionUser | null,
  q: { dictionaryId: string; pageNo: number; pageSize: number },
) {
  requireAction(user, 'officeContentEdit');
  const [total] = await db.select({ n: count() }).from(dictionary).where(ofDictionary(q.dictionaryId));
  const rows = await db
    .select()
    .from(dictionary)
    .where(ofDictionary(q.dictionaryId))
    .orderBy(asc(dictionary.sort), asc(dictionary.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { list: rows.map(toOffice), total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Adds a FAQ or robot entry at the end, or changes any entry; an audit row in the same transaction. */
export async function saveDictionaryEntry(db: Db, user: SessionUser | null, input: EntryInput) {
  const me = requireAction(user, 'officeContentEdit');
  const content = input.content;
  if (input.id === undefined) {
    if (!isDictionaryList(input.dictionaryId)) throw single();
    // Adders of one dictionary queue on its rows, so each new entry gets its own place at the end.
    await db
      .select({ id: dictionary.id })
      .from(dictionary)
      .where(ofDictionary(input.dictionaryId))
      .orderBy(asc(dictionary.id))
      .for('update');
    const [last] = await db
      .select({ sort: max(dictionary.sort) })
      .from(dictionary)
      .where(ofDictionary(input.dictionaryId));
    const [row] = await db
      .insert(dictionary)
      .values({
        companyId: OFFICE_COMPANY_ID,
        dictionaryId: input.dictionaryId,
        labelName: input.labelName,
        content,
        sort: (last?.sort ?? 0) + 1,
      })
      .returning();
    if (!row) throw missing();
    // a new FAQ entry's stable key is made from its id when the office gave none
    const saved =
      row.labelName === ''
        ? ((
            await db
              .update(dictionary)
              .set({ labelName: `${row.dictionaryId.toLowerCase()}.${row.id}` })
              .where(eq(dictionary.id, row.id))
              .returning()
          )[0] ?? row)
        : row;
    await recordAudit(db, me, {
      action: 'dictionaryCreate',
      subject: subjectOf(saved),
      storeId: null,
      changes: [
        { field: 'labelName', before: '', after: shown(saved.labelName) },
        ...(['en', 'ms', 'zh'] as const).map((l) => ({ field: `content.${l}`, before: '', after: shown(content[l]) })),
      ],
    });
    return toOffice(saved);
  }
  const [before] = await db.select().from(dictionary).where(eq(dictionary.id, input.id)).for('update');
  if (!before || before.companyId !== OFFICE_COMPANY_ID || before.dictionaryId !== input.dictionaryId) throw missing();
  // the single texts' labelName is a fixed key; a FAQ entry keeps its key when the form sends none
  const labelName =
    !isDictionaryList(before.dictionaryId) || input.labelName === '' ? before.labelName : input.labelName;
  const [row] = await db.update(dictionary).set({ labelName, content }).where(eq(dictionary.id, before.id)).returning();
  if (!row) throw missing();
  const changes = [
    { field: 'labelName', before: before.labelName, after: labelName },
    ...(['en', 'ms', 'zh'] as const).map((l) => ({
      field: `content.${l}`,
      before: before.content[l],
      after: content[l],
    })),
  ]
    .filter((c) => c.before !== c.after)
    .map((c) => ({ field: c.field, before: shown(c.before), after: shown(c.after) }));
  if (changes.length > 0)
    await recordAudit(db, me, { action: 'dictionaryUpdate', subject: subjectOf(row), storeId: null, changes });
  return toOffice(row);
}

/** Removes a FAQ or robot entry (the single texts stay: they can only be edited). */
export async function removeDictionaryEntry(db: Db, user: SessionUser | null, id: number) {
  const me = requireAction(user, 'officeContentEdit');
  const [before] = await db.select().from(dictionary).where(eq(dictionary.id, id)).for('update');
  if (!before || before.companyId !== OFFICE_COMPANY_ID || before.dictionaryId === 'USERDEV') throw missing();
  if (!isDictionaryList(before.dictionaryId)) throw single();
  await db.delete(dictionary).where(eq(dictionary.id, id));
  await recordAudit(db, me, {
    action: 'dictionaryRemove',
    subject: subjectOf(before),
    storeId: null,
    changes: (['en', 'ms', 'zh'] as const).map((l) => ({
      field: `content.${l}`,
      before: shown(before.content[l]),
      after: '',
    })),
  });
  return { id, dictionaryId: before.dictionaryId };
}

/**
 * Moves a FAQ or robot entry one place up or down. Every row of its dictionary is locked, then
 * numbered 1..n in the new order, so parallel moves queue and never leave two entries sharing a place.
 */
export async function moveDictionaryEntry(db: Db, user: SessionUser | null, id: number, direction: 'up' | 'down') {
  const me = requireAction(user, 'officeContentEdit');
  const [found] = await db.select().from(dictionary).where(eq(dictionary.id, id));
  if (!found || found.companyId !== OFFICE_COMPANY_ID || found.dictionaryId === 'USERDEV') throw missing();
  if (!isDictionaryList(found.dictionaryId)) throw single();
  // locked in id order, as adds lock them: two lockers of one dictionary never wait on each other crosswise
  const locked = await db
    .select()
    .from(dictionary)
    .where(ofDictionary(found.dictionaryId))
    .orderBy(asc(dictionary.id))
    .for('update');
  // sorted after locking: PostgreSQL orders a FOR UPDATE select before it waits, by the old places
  const rows = locked.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const moved = moveInOrder(rows, id, direction);
  if (!moved) throw missing();
  const { from, to, moving, order } = moved;
  for (const [i, r] of order.entries())
    if (r.sort !== i + 1)
      await db
        .update(dictionary)
        .set({ sort: i + 1 })
        .where(eq(dictionary.id, r.id));
  if (to !== from)
    await recordAudit(db, me, {
      action: 'dictionaryMove',
      subject: subjectOf(moving),
      storeId: null,
      changes: [{ field: 'place', before: String(from + 1), after: String(to + 1) }],
    });
  return { ids: order.map((r) => r.id), dictionaryId: found.dictionaryId };
}
