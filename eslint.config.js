import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'src/routeTree.gen.ts',
      'locales/*.ts',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, lingui, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      // Layers (STYLE.md): shared -> features -> routes; a feature never imports another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/features', './src/routes', './src/app'],
              message: 'shared code must not depend on features, routes or the app',
            },
            { target: './src/features/*', from: ['./src/routes'], message: 'features must not import routes' },
            ...[
              'home',
              'auth',
              'content',
              'me',
              'catalog',
              'cart',
              'checkout',
              'orders',
              'account',
              'support',
              'staff',
              'offline',
              'garage',
              'profile',
              'messages',
              'complaints',
              'feedback',
              'help',
            ].map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'a feature must not import another feature; compose them in the route',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: ['./src/features', './src/routes', './src/app', './src/shared/ui'],
              message: 'the server may import only the shared contract and libraries',
            },
          ],
        },
      ],
    },
  },
);
