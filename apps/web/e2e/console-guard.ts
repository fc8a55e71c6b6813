import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions of a page; `expectClean` fails on any. `stop`
 * detaches it (a test visiting several pages guards each with its own allowances).
 */
export function guardConsole(page: Page, allow: RegExp[] = []) {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !allow.some((pattern) => pattern.test(message.text()))) problems.push(`console: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    problems,
    expectClean: () => expect(problems).toEqual([]),
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}
