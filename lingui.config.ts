import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ms', 'zh-Hans'],
  // no fallback locale: `lingui compile --strict` (npm test) then fails on any message a catalog
  // leaves untranslated, instead of quietly showing English
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: 'po',
  orderBy: 'messageId',
});
