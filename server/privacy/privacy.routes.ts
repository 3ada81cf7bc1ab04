import type { Hono } from 'hono';
import { z } from 'zod';
import { id } from '../../src/shared/contract/fields';
import {
  DATA_EXPORT_FILE_PATH,
  dataExportFormats,
  dataExportList,
  dataExportRequest,
} from '../../src/shared/contract/privacy-export';
import { accountDelete, accountDeletionPreview } from '../../src/shared/contract/privacy';
import {
  dataProtectionOfficer,
  marketingConsentList,
  marketingConsentSet,
} from '../../src/shared/contract/privacy-consent';
import { officeDataRequestPage } from '../../src/shared/contract/office-data-requests';
import type { ServerDeps } from '../http/context';
import { callerId } from '../http/errors';
import { mountCall } from '../http/mount-call';
import { jsonBody, mountSignedRawRoute } from '../http/signed-raw-route';
import { storageFor } from '../uploads/storage';
import { marketingConsentsOf, setMarketingConsent } from './consent.service';
import { deleteAccount, deletionPreview } from './deletion.service';
import { runDataExports } from './export-job';
import { dataExportFile, listDataExports, requestDataExport } from './export.service';
import { dataRequestPage } from './requests-log';

/** Personal data rights (docs/product.md#personal-data). */
export function mountPrivacyRoutes(app: Hono, deps: ServerDeps) {
  mountDataExportRoutes(app, deps);
  mountDeletionRoutes(app, deps);
  mountConsentRoutes(app, deps);
}

/** Deleting my account (docs/product.md#personal-data-deletion). */
function mountDeletionRoutes(app: Hono, deps: ServerDeps) {
  const storage = storageFor(deps.config, deps.database.db);
  mountCall(app, deps, accountDeletionPreview, (_input, ctx) => deletionPreview(ctx.db, callerId(ctx.user), ctx.now));
  mountCall(app, deps, accountDelete, (input, ctx) =>
    deleteAccount(ctx.db, callerId(ctx.user), input.code, ctx.now, (keys) =>
      ctx.afterCommit(() => Promise.all(keys.map((key) => storage.delete(key)))),
    ),
  );
}

/** Marketing consent, the data protection officer, the office's data requests log. */
function mountConsentRoutes(app: Hono, deps: ServerDeps) {
  mountCall(app, deps, marketingConsentList, (_input, ctx) => marketingConsentsOf(ctx.db, callerId(ctx.user)));
  mountCall(app, deps, marketingConsentSet, (input, ctx) =>
    setMarketingConsent(ctx.db, callerId(ctx.user), input, ctx.now),
  );
  mountCall(app, deps, dataProtectionOfficer, async () => deps.config.dpo);
  mountCall(app, deps, officeDataRequestPage, (input, ctx) => dataRequestPage(ctx.db, ctx.user, input));
}

/** A copy of my data (docs/product.md#personal-data-export): ask, list, download. */
function mountDataExportRoutes(app: Hono, deps: ServerDeps) {
  const { database, config, log } = deps;
  mountCall(app, deps, dataExportRequest, async (_input, ctx) => {
    const answer = await requestDataExport(ctx.db, callerId(ctx.user), ctx.now);
    // the job's timer would prepare it within seconds; start now, without holding the answer back
    if (answer.status === 'preparing') {
      ctx.afterCommit(async () => {
        void runDataExports(database, config.dataDir).catch((error: unknown) =>
          log.warn({ err: error }, 'data export pass failed'),
        );
      });
    }
    return answer;
  });
  mountCall(app, deps, dataExportList, (_input, ctx) => listDataExports(ctx.db, callerId(ctx.user), ctx.now));
  mountSignedRawRoute(app, deps, {
    path: DATA_EXPORT_FILE_PATH,
    mutating: false,
    permit: (user) => user,
    body: jsonBody(z.object({ id, format: z.enum(dataExportFormats) })),
    answer: async ({ c, caller, input, lang, now }) => {
      const file = await dataExportFile(database.db, config.dataDir, { userId: caller.id, ...input, lang, now });
      return c.body(new Uint8Array(file.body), 200, {
        'content-type': file.type,
        'content-disposition': `attachment; filename="${file.name}"`,
        'cache-control': 'private, no-store',
      });
    },
  });
}
