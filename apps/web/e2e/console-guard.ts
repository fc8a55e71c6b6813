import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page; `expectClean` fails on any. */
export function guardConsole(page: Page, allow: RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allow.some((pattern) => pattern.test(message.text()))) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return {
    problems,
    expectClean: () => expect(problems).toEqual([]),
  };
}
