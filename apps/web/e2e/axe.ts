import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list of axe violations (rule, impact, targets). `scope`: a selector to
 * scan only, or what to include and leave out (a scan's cost grows with the elements it checks).
 */
export async function expectNoAxeViolations(page: Page, scope?: string | { include?: string; exclude?: string }): Promise<void> {
  const { include, exclude } = typeof scope === 'string' ? { include: scope, exclude: undefined } : (scope ?? {});
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
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
