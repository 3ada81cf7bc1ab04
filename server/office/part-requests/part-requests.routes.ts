import type { Hono } from 'hono';
import { officePartRequestHandle, officePartRequestPage } from '../../../src/shared/contract/office-part-requests';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { handlePartRequest, partRequestPage } from './part-requests.service';

/** The office's part requests: the list, and marking one called back. */
export function mountPartRequestRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, officePartRequestPage, (p, ctx) => partRequestPage(ctx.db, ctx.user, p));
  mountCall(app, deps, officePartRequestHandle, (p, ctx) => handlePartRequest(ctx.db, ctx.user, p.id, ctx.now));
}
