import { DEFAULT_MESSAGES_LOCALE, type CultureCode } from '@mc/sites/culture-codes';

/**
 * Message files applied in order, later ones winning: en-GB first so that a missing string
 * falls back to it; English variants take `en` then their own overrides (currency, licence).
 */
export function messageChain(culture: CultureCode): string[] {
  if (culture === DEFAULT_MESSAGES_LOCALE) return [culture];
  if (culture === 'en') return [DEFAULT_MESSAGES_LOCALE, 'en'];
  if (culture.startsWith('en-')) return [DEFAULT_MESSAGES_LOCALE, 'en', culture];
  return [DEFAULT_MESSAGES_LOCALE, culture];
}

type Tree = { [key: string]: unknown };

/** Deep merge of message trees; later trees win, leaves are replaced. */
export function mergeMessages(...trees: readonly (Tree | undefined)[]): Tree {
  const result: Tree = {};
  for (const tree of trees) {
    if (!tree) continue;
    for (const [key, value] of Object.entries(tree)) {
      const current = result[key];
      const nested = typeof value === 'object' && value !== null && !Array.isArray(value);
      result[key] = nested && typeof current === 'object' && current !== null ? mergeMessages(current as Tree, value as Tree) : value;
    }
  }
  return result;
}
