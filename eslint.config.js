import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noFocusedTests = {
  selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
  message: 'No focused or skipped tests.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/db/types.ts', 'test-results/**', 'playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    // The environment is read once, parsed and validated, in server/env.ts; everything else takes
    // the parsed Env (through DomainDeps), so two readings of one variable cannot differ.
    files: ['server/**/*.ts'],
    ignores: ['server/env.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFocusedTests,
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in server/env.ts; take the parsed Env from deps.',
        },
      ],
    },
  },
  {
    // Input strings and dates are built by shared/common/text.ts, which bounds length before any
    // pattern runs, refuses control characters and keeps dates in a window Postgres can store.
    // Schemas live beside their domain: shared/<domain>/schemas.ts or shared/<domain>/<name>-schemas.ts.
    files: ['shared/**/*schemas.ts', 'shared/common/numbers.ts', 'shared/common/text.test.ts'],
    ignores: ['shared/common/text.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFocusedTests,
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name=/^(string|date)$/]",
          message: 'Build input strings with text() and dates with calendarDate()/instant() from shared/common/text.ts.',
        },
        {
          selector: "CallExpression[callee.object.object.name='z'][callee.object.property.name='iso']",
          message: 'Use calendarDate() or isoDateTime() from shared/common/text.ts: they bound the date.',
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
