import { isTagConfigured, TAG_NAMES, type TagName } from '@mc/sites/tag-sources';
import type { OptionalCategory } from '../../lib/consent/consent.ts';
import type { PublicThirdParty } from '../../lib/public-site.ts';

/**
 * The consent category each tag waits for (docs/tags-and-attribution.md). Tracking: tags that
 * measure how this site is used (analytics, heat map, session recording). Targeting: tags that
 * follow the visitor for advertising or attribute ad clicks (social pixel, microblog tag, ad
 * platform, click-fraud protection, which fingerprints the ad click).
 */
export const TAG_CATEGORY: Readonly<Record<TagName, Exclude<OptionalCategory, 'functionality'>>> = {
  analytics: 'tracking',
  heatMap: 'tracking',
  sessionRecording: 'tracking',
  socialPixel: 'targeting',
  microblog: 'targeting',
  adPlatform: 'targeting',
  clickFraud: 'targeting',
};

/**
 * The ad-click ids that make a visit a paid click worth checking for fraud: Google Ads (`gclid`,
 * and `gbraid`/`wbraid` on iOS) and Microsoft Ads (`msclkid`), the networks the click-fraud
 * service protects. Any other visit has no ad click to protect, so the script is not loaded.
 */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'msclkid'] as const;

/** Click ids are opaque base64url-like tokens; anything else is not a click id. */
const CLICK_ID = /^[A-Za-z0-9_.~-]{1,512}$/;

export function hasClickId(search: string): boolean {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return false;
  }
  return CLICK_ID_PARAMS.some((name) => CLICK_ID.test(params.get(name) ?? ''));
}

/**
 * The tags this page may load, in a fixed order, before consent is asked: the ones the site
 * configures and has a loader URL for, click-fraud protection only on an ad click. Consent then
 * decides which of them actually load (start-tags.ts).
 */
export function plannedTags(settings: PublicThirdParty, search: string): TagName[] {
  return TAG_NAMES.filter(
    (name) => settings.tagSources[name] !== undefined && isTagConfigured(settings, name) && (name !== 'clickFraud' || hasClickId(search)),
  );
}

/** The tags that load once the visitor has granted these categories. */
export function tagsFor(planned: readonly TagName[], granted: (category: OptionalCategory) => boolean): TagName[] {
  return planned.filter((name) => granted(TAG_CATEGORY[name]));
}

/** A tag's loader URL: `{id}` becomes the (encoded) account id. */
export function tagScriptUrl(template: string, id: string): string {
  return template.replaceAll('{id}', encodeURIComponent(id));
}
