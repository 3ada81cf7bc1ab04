import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules must really fire (docs/architecture.md#layers): violations are planted in files of the tree and the
 * project's own lint, run as `npm test` runs it, must refuse each of them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PLANTED: Record<string, string> = {
  'src/features/home/zz-planted-cross-feature.ts':
    "import { CartPage } from '@/features/cart/components/cart-page';\nexport const planted = CartPage;\n",
  // a feature folder made today is walled in as well: the zones are read from the folders
  'src/features/zz-planted/index.ts':
    "import { useWorkOrder } from '@/features/work-order/api/get-work-order';\nexport const planted = useWorkOrder;\n",
  'src/shared/lib/zz-planted-upward.ts':
    "import { useWorkOrder } from '@/features/work-order/api/get-work-order';\nexport const planted = useWorkOrder;\n",
  'src/routes/zz-planted-route.ts':
    "import { createQueryClient } from '@/app/query-client';\nexport const planted = createQueryClient;\n",
  'src/shared/lib/zz-planted-cycle-a.ts': "import { b } from './zz-planted-cycle-b';\nexport const a = () => b;\n",
  'src/shared/lib/zz-planted-cycle-b.ts': "import { a } from './zz-planted-cycle-a';\nexport const b = () => a;\n",
  'src/shared/lib/zz-planted-missing.ts': "export { x } from '@/shared/lib/no-such-module';\n",
  'server/zz-planted-server.ts':
    "import { showToast } from '../src/shared/ui/toast';\nexport const planted = showToast;\n",
  // server areas depend one way (docs/decisions/015-server-areas.md)
  'server/orders/zz-planted-upward.ts':
    "import { startPayment } from '../payments/payment.service';\nexport const planted = startPayment;\n",
  'server/orders/zz-planted-route.ts':
    "import { mountOrderRoutes } from './orders.routes';\nexport const planted = mountOrderRoutes;\n",
  'server/inbox/zz-planted-cycle-a.ts': "import { b } from './zz-planted-cycle-b';\nexport const a = () => b;\n",
  'server/inbox/zz-planted-cycle-b.ts': "import { a } from './zz-planted-cycle-a';\nexport const b = () => a;\n",
};

const found = new Map<string, string>();

beforeAll(() => {
  for (const [file, code] of Object.entries(PLANTED)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
  const run = spawnSync('npx', ['eslint', '--format', 'json', ...Object.keys(PLANTED)], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  expect(run.status, run.stderr).toBe(1);
  const results = JSON.parse(run.stdout) as { filePath: string; messages: { ruleId: string; message: string }[] }[];
  for (const result of results) {
    found.set(path.relative(root, result.filePath), result.messages.map((m) => `${m.ruleId}: ${m.message}`).join('\n'));
  }
}, 120_000);

afterAll(() => {
  for (const file of Object.keys(PLANTED)) rmSync(path.join(root, file), { force: true });
  rmSync(path.join(root, 'src/features/zz-planted'), { recursive: true, force: true });
});

describe('the lint walls the layers in', () => {
  it('a feature importing another feature fails, a feature made today included', () => {
    expect(found.get('src/features/home/zz-planted-cross-feature.ts')).toMatch(
      /no-restricted-paths: .*a feature must not import another feature \(home\)/,
    );
    expect(found.get('src/features/zz-planted/index.ts')).toMatch(/no-restricted-paths: .*\(zz-planted\)/);
  });

  it('shared code importing a feature fails, and a route importing the app', () => {
    expect(found.get('src/shared/lib/zz-planted-upward.ts')).toMatch(/no-restricted-paths: .*shared code must not/);
    expect(found.get('src/routes/zz-planted-route.ts')).toMatch(
      /no-restricted-paths: .*routes must not import the app/,
    );
  });

  it('an import cycle fails, and an import that resolves nowhere', () => {
    expect(found.get('src/shared/lib/zz-planted-cycle-a.ts')).toMatch(/import-x\/no-cycle/);
    expect(found.get('src/shared/lib/zz-planted-missing.ts')).toMatch(/import-x\/no-unresolved/);
  });

  it('the server importing a screen fails', () => {
    expect(found.get('server/zz-planted-server.ts')).toMatch(/no-restricted-paths: .*the server may import only/);
  });

  it('a server area importing an area above it fails, and a service importing a route file', () => {
    expect(found.get('server/orders/zz-planted-upward.ts')).toMatch(
      /no-restricted-paths: .*server area orders must not import an area above it/,
    );
    expect(found.get('server/orders/zz-planted-route.ts')).toMatch(
      /no-restricted-paths: .*only app.ts mounts route files/,
    );
  });

  it('an import cycle in the server fails', () => {
    expect(found.get('server/inbox/zz-planted-cycle-a.ts')).toMatch(/import-x\/no-cycle/);
  });
});
