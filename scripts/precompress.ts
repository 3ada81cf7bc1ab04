import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Files worth compressing: text, and icons (ICO is uncompressed bitmaps). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map|ico|xml)$/;
/** Below this a compressed copy saves less than its headers and a file look-up cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip 9) next to every compressible file of the
 * build, so the server streams them as they are (server/static/static-files.ts, serveStatic with
 * `precompressed`) instead of compressing each answer. A copy is kept only when it is smaller;
 * copies of older builds' kept assets are written again when missing.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'roda:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const walk = (dir: string) => {
          for (const name of readdirSync(dir)) {
            const full = path.join(dir, name);
            const stat = statSync(full);
            if (stat.isDirectory()) walk(full);
            else if (COMPRESSIBLE.test(name) && stat.size >= MIN_BYTES) compressFile(full, stat.mtimeMs);
          }
        };
        walk(outDir);
      },
    },
  };
}

function compressFile(file: string, mtimeMs: number) {
  const fresh = (copy: string) => {
    try {
      return statSync(copy).mtimeMs >= mtimeMs;
    } catch {
      return false;
    }
  };
  if (fresh(`${file}.br`) && fresh(`${file}.gz`)) return;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
}
