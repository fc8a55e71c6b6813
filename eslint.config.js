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
    // No client router: pages are server-rendered documents and only islands run in the browser.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form', 'useFetcher', 'useFetchers', 'useNavigate', 'useNavigation', 'useSubmit', 'useRevalidator', 'useBlocker', 'Scripts', 'ScrollRestoration'],
              message: 'Pages are documents and only islands hydrate (app/lib/islands): use <a href> and <form>, and keep React Router to the server.',
            },
          ],
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
