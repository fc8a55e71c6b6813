import { COOKIE_SLOTS, STORAGE_SLOTS, type StorageArea } from '../storage/storage-keys.ts';
import type { ConsentCategoryName, OptionalCategory } from './consent.ts';

/**
 * Every cookie and storage key the site writes or lets a tag write, in one list: the cookie
 * policy renders it, the tags and cookies wait for its categories, and the tests hold the
 * storage slots to it (docs/consent.md).
 */

/** How long an entry lasts: the tab, until the visitor clears it, or a fixed time. */
export type Lifetime =
  { readonly unit: 'session' } | { readonly unit: 'persistent' } | { readonly unit: 'minutes' | 'days' | 'months' | 'years'; readonly count: number };

/** Third-party tags by their configuration name (packages/sites tag-sources.ts). */
export type TagVendor = 'analytics' | 'socialPixel' | 'clickFraud' | 'microblog' | 'heatMap' | 'adPlatform' | 'sessionRecording';

/** Who sets it: the site itself, its affiliate programme, or a tag. */
export type Provider = 'site' | 'affiliate' | TagVendor;

export interface CatalogueEntry {
  /** The purpose's message key (`cookieConsent.policy.purposes.<id>`). */
  readonly id: string;
  /** As it appears in the browser; a trailing `*` stands for a vendor's account suffix. */
  readonly name: string;
  readonly kind: 'cookie' | StorageArea;
  readonly category: ConsentCategoryName;
  readonly lifetime: Lifetime;
  readonly provider: Provider;
}

const SESSION: Lifetime = { unit: 'session' };
const PERSISTENT: Lifetime = { unit: 'persistent' };
const days = (count: number): Lifetime => ({ unit: 'days', count });
const months = (count: number): Lifetime => ({ unit: 'months', count });
const years = (count: number): Lifetime => ({ unit: 'years', count });

/** The storage slots, as the storage helper keeps them: their category is the slot's own. */
const SLOT_ENTRIES: CatalogueEntry[] = Object.entries(STORAGE_SLOTS).map(([id, slot]) => ({
  id,
  name: slot.name,
  kind: slot.area,
  category: slot.category,
  lifetime: slot.area === 'local' ? PERSISTENT : SESSION,
  provider: 'site',
}));

/** The cookies the site's own code writes (the affiliate ones, for the affiliate network), as their slots say. */
const COOKIE_SLOT_ENTRIES: CatalogueEntry[] = Object.entries(COOKIE_SLOTS).map(([id, slot]) => ({
  id,
  name: slot.name,
  kind: 'cookie',
  category: slot.category,
  lifetime: slot.maxAgeSeconds % 86_400 === 0 ? days(slot.maxAgeSeconds / 86_400) : { unit: 'minutes', count: Math.ceil(slot.maxAgeSeconds / 60) },
  provider: id.startsWith('affiliate') ? 'affiliate' : 'site',
}));

/**
 * The third-party tags' cookies, as examples of what each vendor documents its tag to set: the
 * vendors write them, not the site, once the tag's category is granted (features/tags).
 */
const TAG_COOKIES: CatalogueEntry[] = [
  { id: 'analyticsClient', name: '_ga', kind: 'cookie', category: 'tracking', lifetime: years(2), provider: 'analytics' },
  { id: 'analyticsSession', name: '_ga_*', kind: 'cookie', category: 'tracking', lifetime: years(2), provider: 'analytics' },
  { id: 'heatMapUser', name: '_hjSessionUser_*', kind: 'cookie', category: 'tracking', lifetime: years(1), provider: 'heatMap' },
  { id: 'heatMapSession', name: '_hjSession_*', kind: 'cookie', category: 'tracking', lifetime: { unit: 'minutes', count: 30 }, provider: 'heatMap' },
  { id: 'recordingUser', name: '_clck', kind: 'cookie', category: 'tracking', lifetime: years(1), provider: 'sessionRecording' },
  { id: 'recordingSession', name: '_clsk', kind: 'cookie', category: 'tracking', lifetime: days(1), provider: 'sessionRecording' },
  { id: 'socialPixel', name: '_fbp', kind: 'cookie', category: 'targeting', lifetime: days(90), provider: 'socialPixel' },
  { id: 'adPlatformId', name: 'TDID', kind: 'cookie', category: 'targeting', lifetime: years(1), provider: 'adPlatform' },
  { id: 'microblogAds', name: 'muc_ads', kind: 'cookie', category: 'targeting', lifetime: months(13), provider: 'microblog' },
  { id: 'clickFraud', name: 'cc_visitor', kind: 'cookie', category: 'targeting', lifetime: days(30), provider: 'clickFraud' },
];

export const COOKIE_CATALOGUE: readonly CatalogueEntry[] = [...SLOT_ENTRIES, ...COOKIE_SLOT_ENTRIES, ...TAG_COOKIES];

/** The entry of a cookie or key as the browser names it (`_ga_ABC123` is `_ga_*`). */
export function catalogueEntry(name: string): CatalogueEntry | undefined {
  return COOKIE_CATALOGUE.find((entry) => (entry.name.endsWith('*') ? name.startsWith(entry.name.slice(0, -1)) : name === entry.name));
}

/**
 * The category a tag waits for: the one its cookies are in. A tag without an entry here waits
 * for targeting, the strictest, until its cookies are written down.
 */
export function tagCategory(tag: TagVendor): OptionalCategory {
  const category = COOKIE_CATALOGUE.find((entry) => entry.provider === tag)?.category;
  return category && category !== 'necessary' ? category : 'targeting';
}

/** The catalogue's entries in the policy's order: by category, as the consent dialog lists them. */
export function entriesOf(category: ConsentCategoryName): CatalogueEntry[] {
  return COOKIE_CATALOGUE.filter((entry) => entry.category === category);
}
