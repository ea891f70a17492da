import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tools/eslint-import-boundaries.js';

/** Import directions of docs/architecture.md, enforced here. */
const serverOnly = [
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  'pg-boss',
  '@electric-sql/*',
  'fastify',
  '@fastify/*',
  'nodemailer',
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
  { files: ['scripts/**/*.mjs', 'tools/**/*.js', '*.js'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@mui/*', ...serverOnly],
              message: 'The domain package is pure: no I/O, no UI.',
            },
            { group: ['node:*'], message: 'The domain package is pure: no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@mui/*', '@tanstack/*'], message: 'The server never imports React.' },
            { group: ['**/apps/web/**', '@roost/web'], message: 'The server never imports web code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...serverOnly, 'drizzle-kit'], message: 'The web app never imports server code, drizzle or pg.' },
            {
              group: ['**/apps/server/**', '@roost/server', '**/server/src/**'],
              message: 'The web app never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { roost: importBoundaries },
    rules: { 'roost/import-boundaries': 'error' },
  },
);
