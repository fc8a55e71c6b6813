import type { Stack } from '../../../scripts/stack.mjs';
import { httpGet } from '../test/http-get.ts';

/**
 * The browser tests run a test build (test-build.ts): their `__test/…` fixtures exist in no
 * other. Checked once, as the stack starts, so a production build fails with how to make one
 * rather than test by test; the stack stops either way when it fails.
 */
export async function expectTestBuild(stack: Stack): Promise<void> {
  const path = '/__test/injected-script/';
  try {
    const { status } = await httpGet(stack.webPort, `mcuk.localhost:${stack.webPort}`, path);
    if (status !== 200) {
      throw new Error(
        `${path} answered ${status}: apps/web/${process.env.WEB_BUILD_DIR ?? 'build'} is not a test build. ` +
          'Build one with `WEB_TEST_BUILD=1 WEB_BUILD_DIR=<dir> npm run build -w @mc/web` and run the browser tests with the same WEB_BUILD_DIR (npm test does both).',
      );
    }
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
