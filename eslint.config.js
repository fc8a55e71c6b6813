import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/build-*/**', '**/dist/**', '**/.react-router/**', '**/test-results*/**', '**/playwright-report/**', 'artifacts/**', '**/.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // URLs of site pages come from href() only (packages/sites/src/href.ts).
          selector: "JSXAttribute[name.name=/^(href|to)$/] > Literal[value=/^\\/[a-z][^.]*$/]",
          message: 'Build site URLs with href() from @mc/sites/href, not string literals.',
        },
        {
          selector: "JSXAttribute[name.name=/^(href|to)$/] TemplateLiteral",
          message: 'Build site URLs with href() from @mc/sites/href, not template strings.',
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
);
