// What island code may reach, checked over the whole import graph (ESLint sees one file at a
// time): `npm run lint` runs it. Islands (`*.island.tsx`) and the client entry are the code the
// browser runs; everything they import, at any depth, ships with them.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'browser-code-stays-light',
      comment:
        'Island and client-entry code must not reach zod (parse on the server, pass plain props), React Router (pages are documents: no client router) or *.server modules. Split the module so the browser part imports none of them.',
      severity: 'error',
      from: { path: '(\\.island\\.tsx|/entry\\.client\\.tsx)$' },
      to: { reachable: true, path: ['(^|/)node_modules/(zod|react-router|@react-router/[^/]+)/', '\\.server\\.tsx?$'] },
    },
    {
      name: 'islands-are-island-files',
      comment: 'The registry loads only *.island.tsx modules: the rule above finds island code by that name.',
      severity: 'error',
      from: { path: '(^|/)app/island-registry\\.ts$' },
      to: { dependencyTypes: ['dynamic-import'], pathNot: '\\.island\\.tsx$' },
    },
  ],
  options: {
    // Type-only imports are erased before bundling (and ship nothing), so they are not followed.
    tsPreCompilationDeps: false,
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '\\.test\\.tsx?$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['browser', 'import', 'default'] },
  },
};
