import { startStack } from '../../../scripts/stack.mjs';
import { expectTestBuild } from './test-build.ts';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM_PORT, E2E_PREVIEW_SECRET, E2E_WEB_PORT } from './ports.ts';

export default async function globalSetup() {
  const stack = await startStack({
    webPort: E2E_WEB_PORT,
    platformPort: E2E_PLATFORM_PORT,
    quiet: true,
    freshDb: true,
    testFixtures: true,
    platformEnv: { PLATFORM_ADMIN_TOKEN: E2E_ADMIN_TOKEN },
    env: { EMULATION: '1', PREVIEW_SECRET: E2E_PREVIEW_SECRET },
  });
  await expectTestBuild(stack);
  return () => stack.stop();
}
