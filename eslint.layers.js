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
