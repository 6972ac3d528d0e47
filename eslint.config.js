// Lint: typescript-eslint, React hooks, Lingui (no unlocalized strings in the app), and the
// one-way import boundaries of DESIGN.md:
//   domain <- db / sync / api <- features <- routes ;  ui is shared by features and routes.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginLingui from 'eslint-plugin-lingui';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const grp = (group, message) => ({ group, message });

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'dev-dist/**', 'node_modules/**', 'src/routeTree.gen.ts', 'src/locales/**', 'data/**', '.test-data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/features/**/*.ts', 'src/ui/**/*.ts'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^#[0-9a-fA-F]{3,8}$'],
          ignoreNames: [
            { regex: { pattern: 'className|^aria-(?!label)|^data-|^(type|name|id|role|to|href|src|rel|target|method|lang|dir|autoComplete|inputMode|mode|key|variant|size|as|icon|tone|kind|testId|htmlFor|form|enterKeyHint|pattern|accept|capture|sizes|media|loading|decoding|fill|stroke|viewBox|d|xmlns|width|height|strokeWidth|strokeLinecap|strokeLinejoin|fillRule|clipRule|transform|x|y|cx|cy|r|rx|ry|x1|x2|y1|y2|points|textAnchor|fontSize|fontWeight|fontFamily|dominantBaseline|gradientUnits|offset|stopColor|stopOpacity|opacity|preserveAspectRatio|path|search|hash|color|background|display|position)$' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: ['console.*', 'Error', 'TypeError', 'new Error', 'URL', 'URLSearchParams', 'Symbol', 'Intl.*', 'document.*', '*.addEventListener', '*.removeEventListener', 'localStorage.*', 'sessionStorage.*', 'useNavigate', 'navigate', 'redirect', 'createFileRoute', 'createRootRoute', 'createRootRouteWithContext', 'createRouter', 'require', 'import', 'matchMedia', 'window.matchMedia', '*.setProperty', '*.getItem', '*.setItem', '*.removeItem', 'cn', 'clsx', 'v.*', 'fetch', 'ofetch', '*.get', '*.put', '*.post', '*.delete', 'format', 'test', 'describe', 'it'],
        },
      ],
    },
  },
  // Boundaries.
  { files: ['src/domain/**'], rules: restrict([grp(['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'ofetch', 'node:*', '@lingui/*', '**/db/**', '**/sync/**', '**/api/**', '**/features/**', '**/routes/**', '**/ui/**'], 'src/domain is pure TypeScript: no browser, React, Dexie, network or Node imports.')]) },
  { files: ['src/db/**', 'src/sync/**', 'src/api/**'], rules: restrict([grp(['react', 'react-dom', '**/features/**', '**/routes/**', '**/ui/**'], 'db, sync and api sit below features: no React, features, routes or ui imports.')]) },
  // The one React hook at the storage boundary (src/db/use-live.ts) may import React.
  { files: ['src/db/use-live.ts'], rules: restrict([grp(['react-dom', '**/features/**', '**/routes/**', '**/ui/**'], 'db sits below features.')]) },
  { files: ['src/ui/**'], rules: restrict([grp(['dexie', 'dexie-react-hooks', '**/db/**', '**/sync/**', '**/api/**', '**/features/**', '**/routes/**'], 'ui is presentational: it never reaches storage, the network or features.')]) },
  { files: ['src/features/**'], rules: restrict([grp(['**/routes/**'], 'features never import routes.'), grp(['dexie', 'dexie-react-hooks'], 'features use src/db helpers, not Dexie directly.')]) },
  { files: ['src/features/**/components/**'], rules: restrict([grp(['**/routes/**'], 'features never import routes.'), grp(['dexie', 'dexie-react-hooks', '**/db/**', '**/sync/**', '**/api/**'], 'components never touch storage or the network: call the feature data module.')]) },
  { files: ['src/routes/**'], rules: restrict([grp(['dexie', 'dexie-react-hooks', '**/db/**', '**/sync/**', '**/api/**', '**/features/*/data/**'], 'routes parse params, guard access and render one feature component.')]) },
  { files: ['server/**'], rules: restrict([grp(['react', 'react-dom', 'dexie', '**/src/features/**', '**/src/routes/**', '**/src/ui/**', '**/src/db/**', '**/src/sync/**', '**/src/api/**'], 'the server shares only src/domain with the app.')]) },
);
