import type { CultureCode } from '@mc/sites/culture-codes';
import { compileMessages } from './compile-messages.ts';
import { mergeMessages, messageChain } from './message-chain.ts';
import type { MessageArea, Messages } from './messages.ts';

const files = import.meta.glob<Record<string, unknown>>('../../../messages/*/*.json', { eager: true, import: 'default' });

/** locale → area → messages, read once at start. */
const catalogue = new Map<string, Map<string, Record<string, unknown>>>();
for (const [path, data] of Object.entries(files)) {
  const found = /messages\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!found) continue;
  const [, locale, area] = found as unknown as [string, string, string];
  const areas = catalogue.get(locale) ?? new Map<string, Record<string, unknown>>();
  areas.set(area, data);
  catalogue.set(locale, areas);
}

const merged = new Map<string, unknown>();

/** The messages of some areas for a culture, with en-GB filling whatever the culture lacks, compiled for use-intl. */
export function loadMessages<A extends MessageArea>(culture: CultureCode, areas: readonly A[]): Pick<Messages, A> {
  const result: Partial<Messages> = {};
  for (const area of areas) {
    const cacheKey = `${culture}/${area}`;
    let value = merged.get(cacheKey);
    if (value === undefined) {
      // Frozen: shared by every request of the process, and serialised once (islands/island-page.ts).
      value = deepFreeze(compileMessages(mergeMessages(...messageChain(culture).map((locale) => catalogue.get(locale)?.get(area)))));
      merged.set(cacheKey, value);
    }
    (result as Record<string, unknown>)[area] = value;
  }
  return result as Pick<Messages, A>;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Every locale and area present on disk (for the coverage report and tests). */
export function messageCatalogue(): ReadonlyMap<string, ReadonlyMap<string, Record<string, unknown>>> {
  return catalogue;
}
