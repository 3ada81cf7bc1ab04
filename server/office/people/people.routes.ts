import type { Hono } from 'hono';
import {
  officePeoplePage,
  officePersonActivate,
  officePersonDeactivate,
  officePersonUpdate,
} from '../../../src/shared/contract/office-people';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import { activatePerson, deactivatePerson, peoplePage, updatePerson } from './people.service';

/** The office's people calls (sign-ups are reviewed through the staff desk's call, one service). */
export function mountPeopleRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, officePeoplePage, (p, ctx) => peoplePage(ctx.db, ctx.user, p));
  mountCall(app, deps, officePersonUpdate, (p, ctx) => updatePerson(ctx.db, ctx.user, p));
  mountCall(app, deps, officePersonDeactivate, (p, ctx) => deactivatePerson(ctx.db, ctx.user, p.id, ctx.now));
  mountCall(app, deps, officePersonActivate, (p, ctx) => activatePerson(ctx.db, ctx.user, p.id));
}
