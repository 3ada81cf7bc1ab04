import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineCss } from './scripts/inline-css';
import { keepPreviousAssets } from './scripts/keep-previous-assets';
import { precompress } from './scripts/precompress';
import { linguiSourceMessages } from './scripts/lingui-source-messages';

const src = fileURLToPath(new URL('./src', import.meta.url));
const queryCore = fileURLToPath(
  new URL(
    './node_modules/@tanstack/react-query/node_modules/@tanstack/query-core/build/modern/index.js',
    import.meta.url,
  ),
);
/** Routes whose loader stays in the route definitions (the entry page and Home). */
const startRoutes = new Set<string>(['/', '/pages/home/home', '/pages/index/index']);
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
const kyWithoutProgress = fileURLToPath(new URL('./src/shared/lib/ky-no-progress.ts', import.meta.url));

export default defineConfig({
  base: '/app/',
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // one query-core in the bundle: the persist packages (src/app/persist-queries.ts) depend on
      // copies of their own, which would add ~12 KB gzip; tsconfig.json maps their types the same way
      { find: /^@tanstack\/query-core$/, replacement: queryCore },
      // React 19 has useSyncExternalStore: TanStack's store needs only the selector helper, not the
      // shim for React 16/17 that its import path brings
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  plugins: [
    // ky's upload and download progress streams: nothing asks ky for progress, so Home does without
    // them (docs/decisions/021)
    {
      name: 'ky-without-progress',
      enforce: 'pre',
      resolveId: (source, importer) =>
        source === '../utils/body.js' && importer && /[\\/]ky[\\/]distribution[\\/]core[\\/]Ky\.js$/.test(importer)
          ? kyWithoutProgress
          : null,
    },
    // The router plugin must run before react() so it can split route components into lazy chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      codeSplittingOptions: {
        // Loaders load with their route too (their API modules stay out of the first bundle), except
        // on the routes the app opens on, whose data is asked for before their components arrive.
        // The office's pending view is its shell, so it comes in the component's chunk, already loaded when
        // one office section changes to another (routes/office/$.tsx).
        splitBehavior: ({ routeId }) =>
          startRoutes.has(routeId)
            ? undefined
            : routeId === '/office/$'
              ? [['loader'], ['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']]
              : [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    // messages keep their English, compiled at build time: English needs no catalog (decision 011)
    react({
      babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], linguiSourceMessages] },
    }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.ico', 'apple-touch-icon.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
      },
      manifest: {
        id: '/app/',
        name: 'Roda: car parts and services',
        short_name: 'Roda',
        description: 'Car parts, installation appointments and orders at partner workshops across Malaysia.',
        lang: 'en',
        start_url: '/app/',
        scope: '/app/',
        display: 'standalone',
        // no orientation lock: the manifest's applies to every page of the scope, and the back office
        // (/app/office) is used on tablets and laptops held landscape (docs/decisions/018-back-office.md)
        theme_color: '#FDCF32',
        background_color: '#F9FAFB',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // the shell's stylesheets go into index.html: the first paint waits for no other request
    inlineCss(),
    // Vite leaves an `/* empty css */` marker where a module imported CSS: bytes every visit downloads
    // for nothing
    {
      name: 'drop-empty-css-markers',
      enforce: 'post',
      generateBundle(_, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk') file.code = file.code.replace(/\/\* empty css *\*\//g, '');
      },
    },
    // after the worker is written: the previous build's chunks stay servable for open tabs
    keepPreviousAssets(),
    // last: brotli and gzip copies of every file (the kept ones too), served as they are
    precompress(),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // each chunk brings the stylesheets of its modules: the document carries only the shell's, so the
    // first paint parses and matches less (decision 016, part 10); scripts/stylesheet-imports.ts checks
    // that each module imports the stylesheets it uses
    cssCodeSplit: true,
    // no modulepreload polyfill: Chromium, Firefox and Safari 17+ preload natively; older Safari
    // still loads every module, one import after another
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // imported constants are inlined where used: each chunk carries only the API paths it calls
      // (src/shared/lib/call-paths.ts), not the whole table
      optimization: { inlineConst: true },
      output: {
        // seven hash characters (42 bits) tell builds apart as well as eight for a year-long cache, and every
        // import names a chunk by it: eight random characters a file compress worse than its code
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        // V8 compile hint (Chrome 136+): the libraries run at start, so their functions are compiled
        // on the background thread that streams the file instead of one by one on the main thread
        postBanner: (chunk) => (chunk.name === 'vendor' ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            // The shell: libraries and route definitions every page needs, in one request and one gzip stream.
            // (minus what only later screens use: the service-worker client, the outbox's IndexedDB, mutation and
            // infinite-query hooks, the QR encoder of the pickup code, framer-motion, which only lazy screens use:
            // docs/decisions/014, the goods desk's QR decoder, loaded when its scanner opens: docs/decisions/026,
            // and recharts with its d3 and redux, which only the back office's dashboard uses)
            {
              name: 'vendor',
              test: /node_modules[\\/](?!workbox-window|idb-keyval|zod|uqr|qr[\\/]|framer-motion|motion-dom|motion-utils|recharts|victory-vendor|d3-|internmap|@reduxjs|react-redux|redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|clsx|use-sync-external-store|react-is|@standard-schema|.*(?:mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery)\.js)/,
              priority: 2,
            },
            {
              name: 'routes',
              // with the pieces nearly every screen shows (bar, back, page loading, empty state, chosen car) and the
              // query keys shared across features, and what Home asks for at once (the car list, the cart's key): tiny files
              // that would each be a request of their own
              test: /(src[\\/]routes[\\/][^?]*\.tsx$)|routeTree\.gen\.ts$|src[\\/]shared[\\/](ui[\\/](nav-bar|page-loading|empty-state)\.tsx|ui[\\/]car-choice\.ts|hooks[\\/]use-go-back\.ts|lib[\\/](chosen-car|query-roots|shared-keys)\.ts|api[\\/]get-vehicle-specs\.ts)$|src[\\/]features[\\/]cart[\\/]api[\\/]keys\.ts$/,
              priority: 1,
            },
            // Home's screen in one file, with what it uses (the carousel, the car selector, the cart button):
            // four files compressed one by one cost 1.1 KB gzip more than together. A page opened without
            // Home first (a shared product link) fetches this file for its carousel and cart button
            // (decision 021).
            {
              name: 'home',
              test: /src[\\/](routes[\\/]pages[\\/]home[\\/]home\.tsx\?tsr-split=component|features[\\/]home[\\/]components[\\/](home-page|home-screen|banner-carousel|category-grid|highlights|search-panel)\.tsx)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
