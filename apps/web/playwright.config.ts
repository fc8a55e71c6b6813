import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH } from '../../scripts/chromium.ts';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three workers on the 2-core standard machine: a test waits on its servers and timers part of
  // the time, and a third worker fills those gaps. The 321 tests alone, alternated on 2026-11-28:
  // 303 and 303 s with three (574 and 572 machine CPU-seconds), 319 and 319 s with two (553 and
  // 549), every test passing. (On 2026-11-26, with heavier tests, three had timed out a 30 s
  // account test; docs/decisions/011.) PW_WORKERS overrides it.
  workers: Number(process.env.PW_WORKERS ?? 3),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  globalSetup: './e2e/global-setup.ts',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: TEST_CHROMIUM_LAUNCH,
    // Recording a trace for every test cost ~20% of the suite's time (measured on 12 frame
    // tests: 57.5 s with it, 45.8 s without); PW_TRACE=1 records them again when debugging.
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The service worker installs in every new context and precaches the shell and the offline
    // pages: work only pwa.spec.ts is about (it allows the worker back). It also hides the
    // requests it makes from page.route, which the fault-injection tests rely on.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'main', testIgnore: /shared-maintenance\.spec\.ts/ },
    // Switches state every other test depends on (the platform's maintenance flag): after the rest, alone.
    { name: 'shared-state', testMatch: /shared-maintenance\.spec\.ts/, dependencies: ['main'] },
  ],
});
