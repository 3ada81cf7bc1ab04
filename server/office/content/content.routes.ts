import type { Hono } from 'hono';
import { officeBannerMove, officeBannerPage, officeBannerSave } from '../../../src/shared/contract/office-content';
import {
  officeDictionaryMove,
  officeDictionaryPage,
  officeDictionaryRemove,
  officeDictionarySave,
} from '../../../src/shared/contract/office-dictionary';
import { forgetDictionary } from '../../content/dictionary-cache';
import type { CallContext, ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { bannerPage, moveBanner, saveBanner } from './banners.service';
import {
  dictionaryPage,
  moveDictionaryEntry,
  OFFICE_COMPANY_ID,
  removeDictionaryEntry,
  saveDictionaryEntry,
} from './dictionary.service';

/** Once the edit has committed, this process's dictionary-info answers it at once (dictionary-cache.ts). */
const forgetAfterCommit = (ctx: CallContext, dictionaryId: string) =>
  ctx.afterCommit(async () => forgetDictionary(ctx.deps.database, OFFICE_COMPANY_ID, dictionaryId));

/** The back office's content: Home's banners and the dictionary's texts. */
export function mountOfficeContentRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, officeBannerPage, (q, ctx) => bannerPage(ctx.db, ctx.user, q));
  mountCall(app, deps, officeBannerSave, (q, ctx) => saveBanner(ctx.db, ctx.user, q.id, q.banner));
  mountCall(app, deps, officeBannerMove, (q, ctx) => moveBanner(ctx.db, ctx.user, q.id, q.direction));
  mountCall(app, deps, officeDictionaryPage, (q, ctx) => dictionaryPage(ctx.db, ctx.user, q));
  mountCall(app, deps, officeDictionarySave, async (q, ctx) => {
    const entry = await saveDictionaryEntry(ctx.db, ctx.user, q);
    forgetAfterCommit(ctx, entry.dictionaryId);
    return entry;
  });
  mountCall(app, deps, officeDictionaryRemove, async ({ id }, ctx) => {
    const removed = await removeDictionaryEntry(ctx.db, ctx.user, id);
    forgetAfterCommit(ctx, removed.dictionaryId);
    return { id: removed.id };
  });
  mountCall(app, deps, officeDictionaryMove, async ({ id, direction }, ctx) => {
    const moved = await moveDictionaryEntry(ctx.db, ctx.user, id, direction);
    forgetAfterCommit(ctx, moved.dictionaryId);
    return { ids: moved.ids };
  });
}
