/**
 * A build for the browser tests (`WEB_TEST_BUILD=1` while building): it adds their fixtures,
 * the `__test/…` routes (app/routes.ts) and the islands only those routes render
 * (app/island-registry.ts, which sees this as `import.meta.env.TEST_BUILD`, see
 * vite.config.ts). A production build has neither: no route to answer, no chunk to load.
 */
export const TEST_BUILD = process.env.WEB_TEST_BUILD === '1';

declare global {
  interface ImportMetaEnv {
    /** TEST_BUILD, in the app's code (vite.config.ts defines it). */
    readonly TEST_BUILD: boolean;
  }
}
