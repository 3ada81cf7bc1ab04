import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ms', 'zh-Hans'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: 'po',
  orderBy: 'messageId',
});
