// The app's layers (README "Architecture"), as zones for import-x/no-restricted-paths. Built from
// the folders themselves, so a new feature is walled in the day it is created.
//
//   src/app (composition root: router, start)  ->  src/routes  ->  src/layouts  ->  src/features  ->  src/shared
//
// An arrow means "may import". Nothing imports upwards, and a feature never imports another
// feature: screens that need two features are composed in a layout or a route.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The folders under src/<dir>, read when the lint starts. */
export function foldersOf(dir) {
  return readdirSync(path.join(root, 'src', dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function appLayerZones() {
  const upward = (target, from, message) => ({
    target: `./src/${target}`,
    from: from.map((f) => `./src/${f}`),
    message,
  });
  return [
    upward(
      'shared',
      ['features', 'layouts', 'routes', 'app', 'main.tsx'],
      'shared code must not depend on features, layouts, routes or the app',
    ),
    upward('features', ['layouts', 'routes', 'app', 'main.tsx'], 'features must not import layouts, routes or the app'),
    upward('layouts', ['routes', 'app', 'main.tsx'], 'layouts must not import routes or the app'),
    upward('routes', ['app', 'main.tsx'], 'routes must not import the app (it imports them through the route tree)'),
    ...foldersOf('features').map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: `a feature must not import another feature (${feature}): compose them in a layout or a route`,
    })),
  ];
}

// The server's areas (docs/decisions/015-server-areas.md), bottom first. An area may import the
// areas listed before it, never one after it. Each area's route files (`*.routes.ts`) sit on top of
// every area: they parse, call services and answer, and only `app.ts` mounts them. Test files are
// not walled in: a test may use any part. `config.ts` and `log.ts` (the process's settings and
// logger) may be imported by any area.
export const SERVER_AREAS = [
  'db',
  'i18n',
  'http',
  'auth',
  'idempotency',
  'inbox',
  'uploads',
  'notifications',
  'content',
  'catalog',
  'account',
  'orders',
  'cart',
  'receipts',
  'staff/permissions.ts',
  'staff/work-order-refusal.ts',
  // extra work found on the car: below the work order, whose hand-back closes it, and below payments
  'staff/extra-work',
  'staff/work-orders',
  'payments',
  'refunds',
  'einvoice',
  'support',
  'staff/accounts',
  'staff/complaints',
  'staff/refunds',
  'staff/goods-orders',
  'staff/overview',
  // personal data rights: a person's export and deletion read and clear every area below
  'privacy',
  'office',
];

/** The call pipeline: wires the areas' services to HTTP, so it sits above them all. */
export const SERVER_PIPELINE = [
  'http/context.ts',
  'http/call-checks.ts',
  'http/mount-call.ts',
  'http/call-listener.ts',
  'http/signed-raw-route.ts',
  'http/server-deps.ts',
];

/** What composes the server: never imported by an area. */
export const SERVER_TOP = ['app.ts', 'jobs.ts', 'main.ts', 'seed', 'openapi', 'static', 'release', 'testing'];

/** The files of an area that the walls apply to: not its route files, not its tests. */
function areaFiles(area) {
  if (area.endsWith('.ts')) return [`./server/${area}`];
  const pipeline = SERVER_PIPELINE.filter((file) => file.startsWith(`${area}/`)).map((file) =>
    path.basename(file, '.ts'),
  );
  const left = ['*.routes', '*.test', ...pipeline].join('|');
  return [`./server/${area}/!(${left}).ts`, `./server/${area}/**/!(${left}).ts`];
}

export function serverAreaZones() {
  const zones = [];
  SERVER_AREAS.forEach((area, rank) => {
    const above = [...SERVER_AREAS.slice(rank + 1), ...SERVER_PIPELINE, ...SERVER_TOP];
    zones.push({
      target: areaFiles(area),
      from: above.map((entry) => `./server/${entry}`),
      message: `server area ${area} must not import an area above it (docs/decisions/015-server-areas.md): pass what it needs in, or move the shared rule down`,
    });
  });
  const services = [...SERVER_AREAS.flatMap(areaFiles), ...SERVER_PIPELINE.map((file) => `./server/${file}`)];
  zones.push({
    target: services,
    from: ['./server/**/*.routes.ts'],
    message: 'only app.ts mounts route files: a service or the call pipeline must not import one',
  });
  zones.push({
    target: SERVER_PIPELINE.map((file) => `./server/${file}`),
    from: SERVER_TOP.map((entry) => `./server/${entry}`),
    message: 'the call pipeline must not import what composes the server',
  });
  return zones;
}
