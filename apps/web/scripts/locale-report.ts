// Prints, per locale, the message keys it lacks (en-GB is the reference and the fallback).
// Fails when a shipped locale lacks a frame key or any locale has a key en-GB does not know.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isFrameKey, localeCoverage } from '../app/lib/i18n/locale-coverage.ts';

const root = new URL('../messages/', import.meta.url).pathname;
const catalogue = new Map<string, Map<string, Record<string, unknown>>>();
for (const locale of readdirSync(root)) {
  const areas = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(join(root, locale)).filter((f) => f.endsWith('.json'))) {
    areas.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Record<string, unknown>);
  }
  catalogue.set(locale, areas);
}

let failed = false;
console.log('Locale coverage (keys missing against en-GB; missing strings fall back to en-GB):');
for (const { locale, total, missing, unknown, override } of localeCoverage(catalogue)) {
  const frameMissing = missing.filter(isFrameKey);
  const summary = override ? `overrides of en (${override} keys)` : `${String(total - missing.length).padStart(4)}/${total} keys`;
  console.log(`  ${locale.padEnd(6)} ${summary}${missing.length ? `, missing ${missing.length} (${frameMissing.length} in frame areas)` : ''}`);
  for (const key of missing.slice(0, 20)) console.log(`           - ${key}`);
  if (missing.length > 20) console.log(`           … and ${missing.length - 20} more`);
  for (const key of unknown) console.log(`           ! unknown key ${key}`);
  if (frameMissing.length || unknown.length) failed = true;
}
if (failed) {
  console.error('A shipped locale lacks frame keys, or a locale has keys en-GB does not define.');
  process.exit(1);
}
