import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { keepPreviousAssets } from './scripts/keep-previous-assets';

const src = fileURLToPath(new URL('./src', import.meta.url));
const queryCore = fileURLToPath(
  new URL(
    './node_modules/@tanstack/react-query/node_modules/@tanstack/query-core/build/modern/index.js',
    import.meta.url,
  ),
);
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/app/',
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // one query-core in the bundle: the persist client's nested copy would add ~12 KB gzip
      { find: /^@tanstack\/query-core$/, replacement: queryCore },
    ],
  },
  plugins: [
    // The router plugin must run before react() so it can split route components into lazy chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
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
        orientation: 'portrait',
        theme_color: '#FDCF32',
        background_color: '#F9FAFB',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // after the worker is written: the previous build's chunks stay servable for open tabs
    keepPreviousAssets(),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // one small stylesheet: fewer render-blocking requests before the first paint
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The shell: libraries and route definitions every page needs, in one request and one gzip stream.
            // (minus what only later screens use: the service-worker client, the outbox's IndexedDB and mutation hooks)
            {
              name: 'vendor',
              test: /node_modules[\\/](?!workbox-window|idb-keyval|zod|.*(?:mutationObserver|useMutation)\.js)/,
              priority: 2,
            },
            { name: 'routes', test: /(src[\\/]routes[\\/][^?]*\.tsx$)|routeTree\.gen\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
});
