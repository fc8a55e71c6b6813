// The import graph of the whole repository, checked by `npm run lint` (ESLint sees one file at a
// time). No import cycle anywhere (static or dynamic: a cycle through a lazy import is still one
// concept split in two files that need each other), plus the web app's own rules
// (apps/web/.dependency-cruiser.mjs: what island code may reach).
import web from './apps/web/.dependency-cruiser.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules that import each other (directly or through others, lazily or not) are one concept in two files: move what both need into a third module, or merge them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...web.forbidden,
  ],
  options: {
    ...web.options,
    exclude: { path: ['\\.test\\.tsx?$', '(^|/)(build|build-[^/]+|dist|\\.react-router|test-results[^/]*|artifacts|node_modules)/'] },
  },
};
