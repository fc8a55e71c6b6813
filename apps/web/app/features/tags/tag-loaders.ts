import type { TagName } from '@mc/sites/tag-sources';
import { consentStore } from '../../lib/consent/consent.ts';
import { gtag, pushConsentUpdate } from '../../lib/consent/data-layer.ts';
import type { PublicThirdParty } from '../../lib/public-site.ts';
import { firePixel, injectScript } from './inject-script.ts';
import { commandQueue, tagWindow } from './tag-globals.ts';
import { tagScriptUrl } from './tag-plan.ts';

/**
 * The vendors' snippets, as code of the app (no inline script: the CSP allows none but the app's
 * own), in the chunk that arrives with the first grant (tag-runtime.ts). Each loader runs at most
 * once per page.
 */
type Loader = (settings: PublicThirdParty, script: string) => void;

function isConsentUpdate(entry: unknown): boolean {
  const args = entry as ArrayLike<unknown> | null;
  return typeof args === 'object' && args !== null && args[0] === 'consent' && args[1] === 'update';
}

const LOADERS: Record<TagName, Loader> = {
  analytics(settings, script) {
    // The data layer must read default → update → config: loads wait for the announcement to end
    // (tag-runtime.ts); should an update still be missing, it goes first.
    const choice = consentStore.getState().choice;
    if (choice && !(window.dataLayer ?? []).some(isConsentUpdate)) pushConsentUpdate(choice);
    gtag('js', new Date());
    gtag('config', settings.analyticsAccountId);
    injectScript(tagScriptUrl(script, settings.analyticsAccountId));
  },
  socialPixel(settings, script) {
    const win = tagWindow();
    if (!win.fbq) {
      const fbq = commandQueue('callMethod');
      Object.assign(fbq, { loaded: true, version: '2.0', push: fbq });
      win.fbq = win._fbq = fbq;
    }
    win.fbq('init', settings.socialPixel.accountId);
    win.fbq('track', settings.socialPixel.pageViewEventName);
    injectScript(tagScriptUrl(script, settings.socialPixel.accountId));
  },
  clickFraud(_settings, script) {
    injectScript(tagScriptUrl(script, ''));
  },
  microblog(settings, script) {
    const win = tagWindow();
    if (!win.twq) win.twq = Object.assign(commandQueue('exe'), { version: '1.1' });
    for (const id of settings.socialNetworkTagIds) win.twq('config', id);
    injectScript(tagScriptUrl(script, settings.socialNetworkTagIds[0] ?? ''));
  },
  heatMap(settings, script) {
    const win = tagWindow();
    win.hj ??= commandQueue(null, 'q');
    win._hjSettings = { hjid: Number(settings.heatMapAccountId) || settings.heatMapAccountId, hjsv: 6 };
    injectScript(tagScriptUrl(script, settings.heatMapAccountId));
  },
  adPlatform(settings, script) {
    const { advertiserId, universalPixelId, logPixel } = settings.adPlatform;
    const endpoint = settings.tagSources.adPlatform?.endpoint;
    injectScript(tagScriptUrl(script, advertiserId), () => {
      const win = tagWindow();
      const Api = win.TTDUniversalPixelApi;
      if (!endpoint || typeof Api !== 'function') return;
      const init = () => new Api().init(advertiserId, [universalPixelId], new URL('up', endpoint).href);
      if (win.ttd_dom_ready) win.ttd_dom_ready(init);
      else init();
    });
    // The log pixel: a plain conversion image besides the universal pixel, where the site asks for it.
    if (logPixel && endpoint) {
      const pixel = new URL('evnt/', endpoint);
      pixel.search = new URLSearchParams({ adv: advertiserId, ct: `0:${universalPixelId}`, fmt: '3' }).toString();
      firePixel(pixel.href);
    }
  },
  sessionRecording(settings, script) {
    const win = tagWindow();
    win.clarity ??= commandQueue(null, 'q');
    injectScript(tagScriptUrl(script, settings.sessionRecording.accountId));
  },
};

const loaded = new Set<TagName>();

/** Loads one tag (false when it already was, or the site gives it no loader URL). */
export function loadTag(name: TagName, settings: PublicThirdParty): boolean {
  const source = settings.tagSources[name];
  if (loaded.has(name) || !source) return false;
  loaded.add(name);
  LOADERS[name](settings, source.script);
  return true;
}

export function isTagLoaded(name: TagName): boolean {
  return loaded.has(name);
}

/**
 * The social pixel's conversions (spec/shell.md section 7): the lead event when a registration
 * succeeds (`user`/`created`), the call-to-action event on a play click (`cta`/`play`).
 */
export function pixelEventOf(settings: PublicThirdParty, detail: unknown): [command: 'track' | 'trackCustom', name: string] | null {
  const { group, event } = (detail ?? {}) as { group?: unknown; event?: unknown };
  if (group === 'user' && event === 'created') return ['track', settings.socialPixel.leadEventName];
  if (group === 'cta' && event === 'play') return ['trackCustom', settings.socialPixel.ctaEventName];
  return null;
}

export function sendToPixel(settings: PublicThirdParty, detail: unknown): void {
  const pixelEvent = pixelEventOf(settings, detail);
  const fbq = tagWindow().fbq;
  if (pixelEvent && fbq && loaded.has('socialPixel')) fbq(...pixelEvent);
}
