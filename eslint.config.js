import { builtinModules } from 'node:module';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tools/eslint-import-boundaries.js';

/** Import directions of docs/architecture.md, enforced here. */
const root = import.meta.dirname;
const serverOnly = [
  'drizzle-orm',
  'drizzle-orm/*',
  'drizzle-kit',
  'pg',
  'pg-boss',
  '@electric-sql/*',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'nodemailer',
];
const react = ['react', 'react-dom', 'react-dom/*', '@mui/*', '@tanstack/*'];
/** Node built-ins, bare ('fs', 'fs/promises') or prefixed ('node:fs'). */
const nodeBuiltins = (message) => ({
  paths: builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({ name, message })),
  patterns: [{ group: ['node:*'], message }],
});
const restrictImports = (...parts) => [
  'error',
  { paths: parts.flatMap((part) => part.paths ?? []), patterns: parts.flatMap((part) => part.patterns ?? []) },
];

/** Absolute globs for import-x/no-restricted-paths, which judges the resolved file of every import. */
const under = (...dirs) => dirs.map((dir) => `${root}/${dir}/**`);
/** What e2e/ and bench/ may import from the rest of the repository: the public faces. */
const publicFaces = [
  `${root}/packages/domain/src/@(index).ts`,
  `${root}/apps/server/src/@(app|config|runtime|production-flags).ts`,
  `${root}/apps/server/src/modules/*/index.ts`,
];
/** bench drives background work directly, as tests do. */
const benchFaces = [...publicFaces, `${root}/apps/server/src/modules/*/testing.ts`];
const pathZones = [
  {
    target: under('apps/server'),
    from: under('apps/web', 'e2e', 'bench'),
    message: 'The server never imports web, e2e or bench code.',
  },
  {
    target: under('packages/domain'),
    from: under('apps', 'e2e', 'bench'),
    message: 'The domain package imports no app.',
  },
  {
    target: under('apps/web'),
    from: under('apps/server', 'e2e', 'bench'),
    message: 'The web app never imports server code.',
  },
  {
    target: under('e2e'),
    from: under('apps', 'packages', 'bench'),
    except: publicFaces,
    message:
      'e2e imports only public faces: @roost/domain, server app/config/runtime/production-flags.ts and modules/<m>/index.ts.',
  },
  {
    target: under('bench'),
    from: under('apps', 'packages', 'e2e'),
    except: benchFaces,
    message:
      'bench imports only public faces: @roost/domain, server app/config/runtime/production-flags.ts and modules/<m>/index.ts or testing.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/meta/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', 'apps/server/build.mjs', 'tools/**/*.js', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        { patterns: [{ group: [...react, ...serverOnly], message: 'The domain package is pure: no I/O, no UI.' }] },
        nodeBuiltins('The domain package is pure: no Node APIs.'),
        { patterns: [{ group: ['@roost/*', '!@roost/domain'], message: 'The domain package imports no app.' }] },
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports({
        patterns: [
          { group: react, message: 'The server never imports React.' },
          { group: ['**/apps/web/**', '@roost/web', '@roost/web/*'], message: 'The server never imports web code.' },
          {
            group: ['@roost/server', '@roost/server/*'],
            message: 'Import server files by relative path, so the module boundaries can be checked.',
          },
        ],
      }),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': restrictImports(
        { patterns: [{ group: serverOnly, message: 'The web app never imports server code, drizzle or pg.' }] },
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@roost/server', '@roost/server/*', '**/server/src/**'],
              message: 'The web app never imports server code.',
            },
          ],
        },
        nodeBuiltins('The web app runs in the browser: no Node APIs.'),
      ),
    },
  },
  {
    // Build tooling runs in Node; it keeps the server-code rule, not the browser one.
    files: ['apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'apps/web/build/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports({
        patterns: [{ group: serverOnly, message: 'The web app never imports server code, drizzle or pg.' }],
      }),
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports({
        patterns: [
          {
            group: ['@roost/*', '!@roost/domain'],
            message: 'e2e and bench import only public faces: @roost/domain, or the server by relative path.',
          },
          { group: ['@roost/domain/*'], message: 'Import the domain package through @roost/domain.' },
        ],
      }),
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { roost: importBoundaries },
    rules: { 'roost/import-boundaries': 'error' },
  },
  {
    // Judged on the resolved file, so relative paths, workspace names and re-exports all count.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: pathZones }] },
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
