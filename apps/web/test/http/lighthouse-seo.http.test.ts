import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROME_LAUNCHER_OPTIONS } from '../../../../scripts/chromium.ts';

const port = inject('webPort');

/**
 * The SEO category reads the document, its links and headers, not pixels: without the full-page
 * screenshot (which Lighthouse takes for the report's element previews) the two audits took 16 s
 * where they took 24 (2026-11-28). Lower quiet-window thresholds or `throttlingMethod: 'provided'`
 * gained nothing (the latter doubled the time).
 */
const SEO_FLAGS = (chromePort: number): Flags => ({
  port: chromePort,
  onlyCategories: ['seo'],
  output: 'json',
  logLevel: 'error',
  disableFullPageScreenshot: true,
});
let chrome: LaunchedChrome;

beforeAll(async () => {
  chrome = await launch(CHROME_LAUNCHER_OPTIONS);
}, 60_000);
afterAll(async () => {
  await chrome?.kill();
});

describe('Lighthouse SEO', () => {
  it.each(['mcuk', 'mces'])(
    'scores 100 on the %s home page',
    async (code) => {
      const result = await lighthouse(`http://${code}.localhost:${port}/`, SEO_FLAGS(chrome.port));
      const category = result!.lhr.categories.seo!;
      const failing = category.auditRefs
        .map((ref) => result!.lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
        .map((audit) => `${audit.id}: ${audit.title}`);
      expect(failing).toEqual([]);
      expect(category.score).toBe(1);
    },
    120_000,
  );
});
