import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/build-*/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/test-results*/**',
      '**/playwright-report/**',
      'artifacts/**',
      '**/.data/**',
    ],
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
          selector: 'JSXAttribute[name.name=/^(href|to)$/] > Literal[value=/^\\/[a-z][^.]*$/]',
          message: 'Build site URLs with href() from @mc/sites/href, not string literals.',
        },
        {
          selector: 'JSXAttribute[name.name=/^(href|to)$/] TemplateLiteral',
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
              importNames: [
                'Link',
                'NavLink',
                'Form',
                'useFetcher',
                'useFetchers',
                'useNavigate',
                'useNavigation',
                'useSubmit',
                'useRevalidator',
                'useBlocker',
                'Scripts',
                'ScrollRestoration',
              ],
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
  {
    // Web Storage only through app/lib/storage: corrupt values read as absent, and consent decides what is stored.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/storage/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({ name, message: 'Use browserStorage() and a key from app/lib/storage.' })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({ object, property, message: 'Use browserStorage() and a key from app/lib/storage.' })),
        ),
      ],
    },
  },
  {
    // Who imports whom in the web app. Features are independent of each other: outside its folder
    // a feature is used only through its public entry (index.ts, or index.server.ts for loaders),
    // so its files can change freely. lib/ and ui/ are shared by everything and so depend on none
    // of it. The app root (root.tsx, entry.*.tsx, island-registry.ts) wires it all together and may
    // import anything: the browser entry and the island registry point at the exact modules that
    // become chunks. What island code may reach in the browser is checked by dependency-cruiser
    // (apps/web/.dependency-cruiser.mjs, part of `npm run lint`).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/web/app/features/*', capture: ['name'], partialMatch: false },
        ...['shell', 'lib', 'ui', 'routes', 'service-worker'].map((type) => ({ type, pattern: `apps/web/app/${type}`, partialMatch: false })),
        { type: 'app-root', pattern: 'apps/web/app', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // The last policy that matches decides: each disallow gives the reason, and a later allow
          // makes the exception (a feature's public entries).
          policies: [
            { from: { element: { type: 'app-root' } }, allow: { to: { element: { type: '*' } } } },
            { from: { element: { type: '*' } }, allow: { to: { element: { type: ['lib', 'ui'] } } } },
            {
              from: { element: { type: ['lib', 'ui'] } },
              disallow: { to: { element: { type: ['feature', 'shell', 'routes', 'app-root'] } } },
              message:
                'lib/ and ui/ serve the whole app, so they import only each other (this imports {{to.element.types.[0]}} code): pass what they need in, as a parameter or a registered type, or move the shared part into lib/.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'Features never import other features ({{from.element.captured.name}} imports {{to.element.captured.name}}): move what both need to lib/ or ui/, or put them together in shell/ or a route.',
            },
            {
              from: { element: { type: ['shell', 'routes'] } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'Import the {{to.element.captured.name}} feature through its public entry (features/{{to.element.captured.name}}/index.ts, or index.server.ts for loaders), not {{to.element.fileInternalPath}}.',
            },
            { from: { element: { type: 'routes' } }, allow: { to: { element: { type: ['shell', 'service-worker'] } } } },
            {
              from: { element: { type: ['shell', 'routes'] } },
              allow: { to: { element: { type: 'feature', fileInternalPath: ['index.ts', 'index.server.ts'] } } },
            },
          ],
        },
      ],
    },
  },
);
