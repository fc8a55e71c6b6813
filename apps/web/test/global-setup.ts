import type { TestProject } from 'vitest/node';
import { startStack } from '../../../scripts/stack.mjs';

export const WEB_PORT = Number(process.env.HTTP_TEST_WEB_PORT ?? 3101);
export const PLATFORM_PORT = Number(process.env.HTTP_TEST_PLATFORM_PORT ?? 4201);
/** Previews on, and loopback trusted as a TLS-terminating proxy (the tests stand in for one). */
export const HTTP_TEST_ENV = { PREVIEW_SECRET: 'http-test-preview-secret-0123456789', TRUSTED_PROXIES: '127.0.0.1' };

/** Starts the built platform (fresh database) and web app once for all HTTP tests. */
export default async function setup(project: TestProject) {
  const stack = await startStack({ webPort: WEB_PORT, platformPort: PLATFORM_PORT, quiet: true, freshDb: true, testFixtures: true, env: HTTP_TEST_ENV });
  project.provide('webPort', WEB_PORT);
  project.provide('platformPort', PLATFORM_PORT);
  return () => stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    webPort: number;
    platformPort: number;
  }
}
