import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The type scale: sizes from the --text-* tokens, weights 400 and 700. Every size × weight the
// page uses is a font the browser resolves before it can paint; on Linux each is a synchronous
// call to the browser process: for the 19–23 of the MCUK home those calls took 20–220 ms in all
// from one load to the next (fresh Chromium, 2-core machine), the first frame's most variable part.
// Decision 015 has the figures.
const APP = new URL('../', import.meta.url);
const WEIGHTS = new Set(['400', '700', 'normal', 'bold', 'inherit']);
const TOKEN = String.raw`var\(--text-(xs|sm|md|lg|xl|2xl)\)`;
/** A token; a token capped by its container's width (a jackpot's amount on one line); inherit; the root's 100 %. */
const SIZE = new RegExp(String.raw`^(${TOKEN}|min\(${TOKEN}, \d+cqi\)|inherit|100%)$`);

const files = (extension: string) =>
  (readdirSync(APP, { recursive: true }) as string[])
    .filter((file) => file.endsWith(extension))
    .map((file) => ({ file, text: readFileSync(new URL(file, APP), 'utf8') }));

/** `property: value` declarations of a stylesheet (comments dropped), with the line they are on. */
function declarations(css: string, property: string): { value: string; line: number }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...text.matchAll(new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;}]+)`, 'g'))].map((match) => ({
    value: match[1]!.trim(),
    line: text.slice(0, match.index).split('\n').length,
  }));
}

describe('type scale', () => {
  const stylesheets = files('.css');

  it('finds the stylesheets', () => {
    expect(stylesheets.map((sheet) => sheet.file)).toContain('styles/global.css');
  });

  /** Every `property` declaration that `allowed` refuses, as file:line value. */
  const offScale = (property: string, allowed: (value: string) => boolean) =>
    stylesheets.flatMap(({ file, text }) =>
      declarations(text, property)
        .filter(({ value }) => !allowed(value))
        .map(({ value, line }) => `${file}:${line} ${value}`),
    );

  it('uses the weights 400 and 700 only', () => {
    expect(offScale('font-weight', (value) => WEIGHTS.has(value))).toEqual([]);
  });

  it('takes every font size from the --text-* tokens', () => {
    expect(offScale('font-size', (value) => SIZE.test(value))).toEqual([]);
  });

  it('sets no font by shorthand but to inherit it', () => {
    expect(offScale('font', (value) => value === 'inherit')).toEqual([]);
  });

  it('draws the marks’ text in the same two weights', () => {
    const weights = files('.tsx').flatMap(({ file, text }) => [...text.matchAll(/fontWeight=\{?["']?(\d+)/g)].map((match) => `${file} ${match[1]}`));
    expect(weights.length).toBeGreaterThan(0);
    expect(weights.filter((entry) => !/ (400|700)$/.test(entry))).toEqual([]);
  });

  it('catches what it is about', () => {
    expect(declarations('.a { font-weight: 600; }', 'font-weight')).toEqual([{ value: '600', line: 1 }]);
    expect(declarations('.a {\n  font-size: 0.7rem;\n}', 'font-size')).toEqual([{ value: '0.7rem', line: 2 }]);
    expect(declarations('.a { font: 700 1rem/1 serif; }', 'font')).toEqual([{ value: '700 1rem/1 serif', line: 1 }]);
    expect(declarations('/* font-size: 3px */ .a { font-size: var(--text-sm) }', 'font-size')).toEqual([{ value: 'var(--text-sm)', line: 1 }]);
  });
});
