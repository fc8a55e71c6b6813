import { CULTURE_CODES, DEFAULT_MESSAGES_LOCALE, type CultureCode } from '@mc/sites/culture-codes';
import { messageChain } from './message-chain.ts';
import { FRAME_AREAS, MESSAGE_AREAS } from './messages.ts';

/**
 * Locales that override another culture's messages (en-CA, en-IE, en-IN and en-NZ override `en`):
 * those whose message chain has a locale between en-GB and their own.
 */
export const OVERRIDE_LOCALES: readonly CultureCode[] = CULTURE_CODES.filter((culture) => messageChain(culture).length > 2);
/** Locales with a full message set, en-GB first: every other culture (a new edition is one, so the report covers it). */
export const SHIPPED_LOCALES: readonly CultureCode[] = [
  DEFAULT_MESSAGES_LOCALE,
  ...CULTURE_CODES.filter((culture) => culture !== DEFAULT_MESSAGES_LOCALE && !OVERRIDE_LOCALES.includes(culture)),
];

type Tree = Readonly<Record<string, unknown>>;

export function keyPaths(tree: Tree | undefined, prefix = ''): string[] {
  if (!tree) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? keyPaths(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

export interface LocaleCoverage {
  locale: string;
  total: number;
  missing: string[];
  /** Keys an override or locale has that en-GB does not: typos or stale keys. */
  unknown: string[];
  /** For override locales (en-CA …): how many keys they override; 0 for full locales. */
  override: number;
}

/** Per locale, the keys of the en-GB catalogue it lacks (area-qualified). */
export function localeCoverage(catalogue: ReadonlyMap<string, ReadonlyMap<string, Tree>>): LocaleCoverage[] {
  const reference = catalogue.get(DEFAULT_MESSAGES_LOCALE);
  const referenceKeys = new Set(MESSAGE_AREAS.flatMap((area) => keyPaths(reference?.get(area)).map((key) => `${area}.${key}`)));
  return [...SHIPPED_LOCALES, ...OVERRIDE_LOCALES].map((locale) => {
    const areas = catalogue.get(locale);
    const keys = new Set([...(areas?.entries() ?? [])].flatMap(([area, tree]) => keyPaths(tree).map((key) => `${area}.${key}`)));
    const isOverride = OVERRIDE_LOCALES.includes(locale);
    return {
      locale,
      total: referenceKeys.size,
      missing: isOverride ? [] : [...referenceKeys].filter((key) => !keys.has(key)),
      unknown: [...keys].filter((key) => !referenceKeys.has(key)),
      override: isOverride ? keys.size : 0,
    };
  });
}

export function isFrameKey(key: string): boolean {
  return (FRAME_AREAS as readonly string[]).includes(key.split('.')[0]!);
}
