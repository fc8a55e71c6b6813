import type { TagName } from '@mc/sites/tag-sources';
import { isGranted, whenGranted } from '../../lib/consent/consent.ts';
import type { PublicThirdParty } from '../../lib/public-site.ts';
import { loadTag, sendToPixel } from './tag-loaders.ts';
import { plannedTags, TAG_CATEGORY } from './tag-plan.ts';

let started = false;

/**
 * Loads each planned tag once its category is granted, at most once per page. A load waits for
 * the end of the consent announcement (a microtask): the store tells its listeners before the
 * Consent Mode update is pushed, and the data layer must read default → update → config.
 */
export function runTags(settings: PublicThirdParty, search: string, report: (error: unknown, context: string) => void): void {
  if (started) return;
  started = true;
  for (const name of plannedTags(settings, search)) {
    whenGranted(TAG_CATEGORY[name], () =>
      queueMicrotask(() => {
        try {
          loadTag(name, settings);
        } catch (error) {
          report(error, `tag ${name satisfies TagName}`);
        }
      }),
    );
  }
}

/** Conversions go to the social pixel only while targeting is granted (and once it is loaded). */
export function sendPixelEvent(settings: PublicThirdParty, detail: unknown): void {
  if (isGranted(TAG_CATEGORY.socialPixel)) sendToPixel(settings, detail);
}
