import { Hono } from 'hono';
import { z } from 'zod';
import { ResultCode } from '../src/shared/contract/codes';
import { allCalls } from '../src/shared/contract/calls';
import { DEFAULT_BODY_LIMIT_BYTES } from '../src/shared/contract/define-call';
import { HeaderName } from '../src/shared/contract/envelope';
import { malaysianMobile } from '../src/shared/contract/fields';
import packageJson from '../package.json' with { type: 'json' };
import { mountAccountRoutes } from './account/account.routes';
import { mountAuthRoutes } from './auth/auth.routes';
import { mountCartRoutes } from './cart/cart.routes';
import { mountCatalogRoutes } from './catalog/catalog.routes';
import { mountContentRoutes } from './content/content.routes';
import { mountOfficeRoutes } from './office/office.routes';
import { mountNotificationRoutes } from './notifications/notifications.routes';
import { createAdoptionRecorder } from './office/releases/adoption-recorder';
import { mountOrderRoutes } from './orders/orders.routes';
import { mountPaymentRoutes } from './payments/payments.routes';
import { mountPrivacyRoutes } from './privacy/privacy.routes';
import type { ServerDeps } from './http/context';
import { callListener, type RequestListener } from './http/call-listener';
import { errorBody, sendEnvelope } from './http/envelope';
import { envelopeForError } from './http/error-envelope';
import { AppError } from './http/errors';
import { langFromHeader } from './i18n/language';
import { buildOpenApi } from './openapi/openapi';
import { securityHeaderValues, securityHeaders } from './http/security-headers';
import { compressAnswers } from './http/compress-answers';
import { bodyTooLarge, requestBodyLimit, sizeLabel } from './http/body-limit';
import { hasOwnBodyLimit } from './http/signed-raw-route';
import { mountStaticFiles } from './static/static-files';
import { mountUpdateHandover } from './static/update-handover';
import { mountStaffRoutes } from './staff/staff.routes';
import { mountSupportRoutes } from './support/support.routes';
import { mountUploadRoutes } from './uploads/uploads.routes';
import { mountDocumentRoutes } from './einvoice/documents.routes';

const knownPaths = new Set(allCalls.map((call) => call.path));

export interface RodaApp {
  /** Everything but the contract calls: the app's files, uploads, exports, payment pages. */
  hono: Hono;
  /** Node's request listener: the contract calls, then Hono (http/call-listener.ts). */
  listener: RequestListener;
}

/** Builds the one HTTP app: the API under /api/, the built PWA under /app/. */
export function createApp(deps: ServerDeps): RodaApp {
  const app = new Hono();
  const { log, config } = deps;
  const https = config.publicBaseUrl.startsWith('https://');

  // a request log only when it is written: at the default level the hop would cost every request
  if (log.isLevelEnabled('debug')) {
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      log.debug(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: +(performance.now() - started).toFixed(1),
        },
        'request',
      );
    });
  }
  app.use('*', securityHeaders(https));
  // answers of a known length under 1 KB pass uncompressed (envelopes carry their length); the
  // app's files come precompressed (server/static/static-files.ts)
  app.use('*', compressAnswers());
  // the rest of /api/ that Hono serves is held to 1 MB; a signed raw route (the upload, the exports)
  // to the limit it declares (signed-raw-route.ts), and a contract call to its own (call-listener.ts)
  const apiBodyLimit = requestBodyLimit(DEFAULT_BODY_LIMIT_BYTES, bodyTooLarge(sizeLabel(DEFAULT_BODY_LIMIT_BYTES)));
  app.use('/api/*', (c, next) => (hasOwnBodyLimit(app, c.req.path) ? next() : apiBodyLimit(c, next)));
  // app adoption: a Set.add per request; written in batches every minute (adoption-recorder.ts)
  const adoption = createAdoptionRecorder(deps.database.db);
  app.use('/api/*', async (c, next) => {
    adoption.note(c.req.header(HeaderName.device), c.req.header(HeaderName.version));
    await next();
  });

  app.onError((error, c) =>
    sendEnvelope(c, envelopeForError(error, langFromHeader(c.req.header(HeaderName.language)), log, c.req.path)),
  );

  app.get('/api/openapi.json', (c) => c.json(buildOpenApi(allCalls, packageJson.version)));
  app.get('/api/health', (c) => sendEnvelope(c, { code: ResultCode.ok, data: { status: 'ok' }, msg: 'Success' }));

  mountUploadRoutes(app, deps);
  mountContentRoutes(app, deps);
  mountCatalogRoutes(app, deps);
  mountAuthRoutes(app, deps);
  mountCartRoutes(app, deps);
  mountOrderRoutes(app, deps);
  mountPaymentRoutes(app, deps);
  mountDocumentRoutes(app, deps);
  mountAccountRoutes(app, deps);
  mountPrivacyRoutes(app, deps);
  mountSupportRoutes(app, deps);
  mountStaffRoutes(app, deps);
  mountOfficeRoutes(app, deps, adoption);
  mountNotificationRoutes(app, deps);

  if (!config.production && deps.sms.latestCode) {
    const latestCode = deps.sms.latestCode;
    // Development only: lets tests and demo users read the OTP the log shows.
    app.post('/api/dev/sms/latest', async (c) => {
      const lang = langFromHeader(c.req.header(HeaderName.language));
      const body = z.object({ phone: malaysianMobile }).safeParse(await c.req.json().catch(() => null));
      if (!body.success) return sendEnvelope(c, errorBody(new AppError(ResultCode.validation, 'phoneFormat'), lang));
      const code = await latestCode(body.data.phone);
      if (!code) return sendEnvelope(c, errorBody(new AppError(ResultCode.otpMissing, 'otpMissing'), lang));
      return sendEnvelope(c, {
        code: ResultCode.ok,
        data: { code },
        msg: 'Success',
      });
    });
  }

  app.all('/api/*', async (c) => {
    // read what was sent before answering, so the connection stays usable for the next request
    await c.req.arrayBuffer().catch(() => undefined);
    const lang = langFromHeader(c.req.header(HeaderName.language));
    const error = knownPaths.has(c.req.path)
      ? new AppError(ResultCode.methodNotAllowed, 'methodNotAllowed')
      : new AppError(ResultCode.unknownPath, 'unknownPath', {
          path: c.req.path,
        });
    return sendEnvelope(c, errorBody(error, lang));
  });

  mountUpdateHandover(app);
  mountStaticFiles(app, config.distDir);
  app.notFound((c) => c.text('Not found', 404));
  const listener = callListener(app, config.host, {
    deps,
    baseHeaders: securityHeaderValues(https),
    noteCaller: (device, version) => adoption.note(device, version),
  });
  return { hono: app, listener };
}
