import { startStack } from '../../../scripts/stack.mjs';
import { expectTestBuild } from './test-build.ts';
import { E2E_ADMIN_TOKEN, E2E_JACKPOT_DROP_SECONDS, E2E_PLATFORM_PORT, E2E_PREVIEW_SECRET, E2E_WEB_PORT } from './ports.ts';

export default async function globalSetup() {
  const stack = await startStack({
    webPort: E2E_WEB_PORT,
    platformPort: E2E_PLATFORM_PORT,
    quiet: true,
    freshDb: true,
    testFixtures: true,
    // Jackpots drop every few seconds here, so a test sees a countdown reach its drop (e2e/jackpots.spec.ts).
    // A cheap password hash (a test-only setting the platform refuses in production): registrations and logins cost milliseconds, not 0.1-0.2 s of CPU each.
    platformEnv: {
      PLATFORM_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      PLATFORM_JACKPOT_DROP_SECONDS: String(E2E_JACKPOT_DROP_SECONDS),
      PLATFORM_TEST_PASSWORD_COST: '10',
    },
    env: { EMULATION: '1', PREVIEW_SECRET: E2E_PREVIEW_SECRET },
  });
  await expectTestBuild(stack);
  return () => stack.stop();
}
