import type { Hono } from 'hono';
import {
  officeReleaseAdoption,
  officeReleasePage,
  officeReleasePublish,
} from '../../../src/shared/contract/office-releases';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import type { AdoptionRecorder } from './adoption-recorder';
import { publishRelease, releaseAdoption, releasePage } from './releases.service';

/** The office's release calls: the list, publishing, adoption. */
export function mountReleaseRoutes(app: Hono, deps: ServerDeps, adoption: AdoptionRecorder) {
  mountCall(app, deps, officeReleasePage, (p, ctx) => releasePage(ctx.db, ctx.user, p));
  mountCall(app, deps, officeReleasePublish, (p, ctx) => publishRelease(ctx.db, ctx.user, p));
  mountCall(app, deps, officeReleaseAdoption, (p, ctx) => releaseAdoption(ctx.db, ctx.user, p.days, ctx.now, adoption));
}
