import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Best-practice rules (no WCAG tag) scanned beside the tags: the landmarks a screen reader
 * lists, each findable by its role and name (a home page once had two regions named
 * "Jackpots", the live strip and the games list). They check a few elements, not every node.
 */
const AXE_LANDMARK_RULES = [
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
];

/**
 * Fails with a readable list of axe violations (rule, impact, targets). `scope`: a selector to
 * scan only, or what to include and leave out (a scan's cost grows with the elements it checks).
 */
export async function expectNoAxeViolations(page: Page, scope?: string | { include?: string; exclude?: string }): Promise<void> {
  const { include, exclude } = typeof scope === 'string' ? { include: scope, exclude: undefined } : (scope ?? {});
  // Legacy mode: axe.run in the page itself (same-origin frames included), not runPartial per
  // frame with the results carried into a new blank page for finishRun. Our pages embed no
  // cross-origin frame, the one thing only the partial mode reaches, and the new page and the
  // results' round trip cost 1-2 CPU s a scan (measured on the MCUK home: 5.4-7.4 CPU s a full
  // scan, 3.4-4.0 in legacy mode; 2.5-2.8 and 1.6-1.8 for the frame alone).
  // Only violations are aggregated (a single node stands for each passing rule): building a
  // selector for every node that passes was about a third of a whole-page scan (MCUK home:
  // 1.4-1.7 CPU s against 2.0-2.7, the same violations found). `options` replaces what
  // `withTags` set, so it comes first; its `rules` run beside the tags' rules.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: Object.fromEntries(AXE_LANDMARK_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(AXE_TAGS)
    .setLegacyMode();
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(foreign, 'a cross-origin frame, which axe in legacy mode does not scan').toEqual([]);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
  expect(readable).toEqual([]);
}
