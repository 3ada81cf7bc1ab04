import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Keeps the previous build's hashed assets in `<outDir>/assets` when the app is rebuilt, so a tab
 * still running the previous build (its worker not yet replaced) can load its lazy chunks after the
 * deploy (docs/architecture.md#updates). `<outDir>/.builds.json` lists the assets of the last
 * builds; assets of builds older than the previous one are pruned. Old files are not in the new
 * precache manifest: they are put back after vite-plugin-pwa has written the service worker.
 */
export const KEPT_BUILDS = 2;
const LEDGER = '.builds.json';

interface Ledger {
  builds: { at: string; assets: string[] }[];
}

export function keepPreviousAssets(): Plugin {
  let config: ResolvedConfig;
  let saved = new Map<string, Buffer>();
  let ledger: Ledger = { builds: [] };

  return {
    name: 'roda:keep-previous-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const assetsDir = path.join(outDir, 'assets');
      saved = new Map();
      ledger = { builds: [] };
      if (!existsSync(assetsDir)) return;
      try {
        ledger = JSON.parse(readFileSync(path.join(outDir, LEDGER), 'utf8')) as Ledger;
      } catch {
        // an older build without a ledger: everything in assets/ is "the previous build"
        ledger = { builds: [{ at: 'unknown', assets: readdirSync(assetsDir) }] };
      }
      // the previous KEPT_BUILDS - 1 builds survive this one
      const keep = new Set(ledger.builds.slice(-(KEPT_BUILDS - 1)).flatMap((b) => b.assets));
      for (const name of readdirSync(assetsDir)) {
        if (keep.has(name)) saved.set(name, readFileSync(path.join(assetsDir, name)));
      }
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const assetsDir = path.join(outDir, 'assets');
        mkdirSync(assetsDir, { recursive: true });
        const current = readdirSync(assetsDir);
        const present = new Set(current);
        for (const [name, data] of saved) if (!present.has(name)) writeFileSync(path.join(assetsDir, name), data);
        const builds = [...ledger.builds, { at: new Date().toISOString(), assets: current }].slice(-KEPT_BUILDS);
        writeFileSync(path.join(outDir, LEDGER), `${JSON.stringify({ builds }, null, 2)}\n`);
      },
    },
  };
}
