import type { Hono } from 'hono';
import {
  officeClosureAdd,
  officeClosureBookings,
  officeClosurePage,
  officeClosureRemove,
  officeHolidayAdd,
  officeHolidayPage,
  officeHolidayRemove,
  officeWorkshopAdd,
  officeWorkshopDetailsSave,
  officeWorkshopFind,
  officeWorkshopPage,
  officeWorkshopSave,
} from '../../../src/shared/contract/office-workshops';
import type { ServerDeps } from '../../http/context';
import { mountCall } from '../../http/mount-call';
import {
  addClosure,
  addHoliday,
  closureBookings,
  closurePage,
  holidayPage,
  removeClosure,
  removeHoliday,
} from './closures.service';
import { addWorkshop, saveWorkshopDetails } from './workshop-details.service';
import { findWorkshop, saveWorkshop, workshopPage } from './workshops.service';

/** The office's workshop calls: details, new stores, hours, slot grid, services, closures, public holidays. */
export function mountWorkshopRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, officeWorkshopPage, (p, ctx) => workshopPage(ctx.db, ctx.user, p, ctx.now));
  mountCall(app, deps, officeWorkshopFind, (p, ctx) => findWorkshop(ctx.db, ctx.user, p.id));
  mountCall(app, deps, officeWorkshopSave, (p, ctx) => saveWorkshop(ctx.db, ctx.user, p.id, p.settings, ctx.now));
  mountCall(app, deps, officeWorkshopDetailsSave, (p, ctx) =>
    saveWorkshopDetails(ctx.db, ctx.user, p.id, p.details, ctx.now),
  );
  mountCall(app, deps, officeWorkshopAdd, (p, ctx) => addWorkshop(ctx.db, ctx.user, p));
  mountCall(app, deps, officeClosureBookings, (p, ctx) => closureBookings(ctx.db, ctx.user, p, ctx.now));
  mountCall(app, deps, officeClosurePage, (p, ctx) => closurePage(ctx.db, ctx.user, p, ctx.now));
  mountCall(app, deps, officeClosureAdd, (p, ctx) => addClosure(ctx.db, ctx.user, p, ctx.now));
  mountCall(app, deps, officeClosureRemove, (p, ctx) => removeClosure(ctx.db, ctx.user, p.id));
  mountCall(app, deps, officeHolidayPage, (p, ctx) => holidayPage(ctx.db, ctx.user, p));
  mountCall(app, deps, officeHolidayAdd, (p, ctx) => addHoliday(ctx.db, ctx.user, p));
  mountCall(app, deps, officeHolidayRemove, (p, ctx) => removeHoliday(ctx.db, ctx.user, p.id));
}
