import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useIntlSharedFormatters, withSharedFormatters } from './use-intl-shared-formatters.ts';

const production = join(dirname(createRequire(import.meta.url).resolve('use-intl')), '../production');
const installed = readFileSync(join(production, 'react.js'), 'utf8');

/** The installed use-intl React module, patched or not, loadable from a temporary file. */
async function loadReactModule(patched: boolean) {
  const code = (patched ? withSharedFormatters(installed) : installed).replace(
    /from"\.\/([^"]+)"/g,
    (_all, file: string) => `from"${pathToFileURL(join(production, file)).href}"`,
  );
  const file = join(mkdtempSync(join(tmpdir(), 'use-intl-')), 'react.mjs');
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    IntlProvider: FunctionComponent<{ locale: string; timeZone: string; children?: ReactNode }>;
    useFormatter: () => { number(value: number, options: Intl.NumberFormatOptions): string };
  };
}

/** How many `Intl.NumberFormat`s three separate renders (three requests, or three island roots) construct. */
async function numberFormatsOfThreeRenders(patched: boolean): Promise<{ constructed: number; html: string[] }> {
  // Counted before the module loads: use-intl's formatters take the constructor when they are made.
  const original = Intl.NumberFormat;
  let count = 0;
  Intl.NumberFormat = new Proxy(original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      count++;
      return new target(...args);
    },
  });
  try {
    const { IntlProvider, useFormatter } = await loadReactModule(patched);
    const Price = () => useFormatter().number(1234.5, { style: 'currency', currency: 'GBP' });
    const html = [0, 1, 2].map(() => renderToString(createElement(IntlProvider, { locale: 'en-GB', timeZone: 'Europe/London' }, createElement(Price))));
    return { constructed: count, html };
  } finally {
    Intl.NumberFormat = original;
  }
}

describe("use-intl's provider with the process-wide formatter cache", () => {
  it('is applied to builds only, the client and the server alike', () => {
    const plugin = useIntlSharedFormatters();
    expect(plugin.apply).toBe('build');
    expect(plugin.applyToEnvironment).toBeUndefined();
  });

  it('constructs a formatter once for every render, where the installed provider constructs one per render', async () => {
    const installedRenders = await numberFormatsOfThreeRenders(false);
    const shared = await numberFormatsOfThreeRenders(true);
    expect(installedRenders.constructed).toBe(3);
    expect(shared.constructed).toBe(1);
    expect(shared.html).toEqual(installedRenders.html);
    expect(shared.html[0]).toBe('£1,234.50');
  });

  it('fails the build when use-intl no longer has the shape patched', () => {
    expect(() => withSharedFormatters('function w(){const p=n()}')).toThrow(/expected use-intl's provider .* found 0/);
  });
});
