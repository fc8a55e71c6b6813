// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_EVENTS, emitAppEvent } from '../../lib/app-events.ts';
import { ACCEPT_ALL, consentChoice, consentStore } from '../../lib/consent/consent.ts';
import { announceConsent } from '../../lib/consent/consent-runtime.ts';
import { pushConsentDefault } from '../../lib/consent/data-layer.ts';
import { TEST_PAGE } from '../../lib/islands/island-test-page.ts';
import { startTags } from './start-tags.ts';

const settings = TEST_PAGE.site.thirdParty;
const appended: HTMLScriptElement[] = [];
const scripts = () => appended.map((script) => script.getAttribute('src'));
/** Waits for the loaders' chunk (a dynamic import) to have done what the test expects. */
const settle = (check: () => void = () => {}) => vi.waitFor(check, { timeout: 2000 });
const layer = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>).slice(0, 2));
type Fbq = { queue: unknown[][] };

describe('start tags', () => {
  let stop = () => {};
  beforeEach(() => {
    // Kept out of the document: happy-dom would fetch them, and tests reach no network.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => appended.push(...(nodes as HTMLScriptElement[])));
  });
  afterEach(() => {
    stop();
    consentStore.setState({ choice: null });
    vi.restoreAllMocks();
  });

  it('loads nothing before consent, then each category exactly its tags, each once', async () => {
    const report = vi.fn();
    pushConsentDefault();
    stop = startTags(settings, '?gclid=abc', report);
    await settle();
    expect(scripts()).toEqual([]);
    announceConsent(consentChoice({ functionality: true }));
    await settle();
    expect(scripts()).toEqual([]);
    announceConsent(consentChoice({ tracking: true }));
    await settle(() => expect(scripts()).toHaveLength(3));
    expect(scripts()).toEqual(['https://tags.test/analytics.js?id=G-TEST', 'https://tags.test/heat-map-3001.js', 'https://tags.test/recording/rec-1']);
    // The data layer reads default → update → config.
    expect(layer().filter(([command]) => command !== 'js')).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
      ['consent', 'update'],
      ['config', 'G-TEST'],
    ]);
    announceConsent(ACCEPT_ALL);
    announceConsent(consentChoice({ tracking: true }));
    announceConsent(ACCEPT_ALL);
    await settle(() => expect(scripts()).toHaveLength(7));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scripts().slice(3)).toEqual([
      'https://tags.test/social-pixel.js',
      'https://tags.test/click-fraud.js',
      'https://tags.test/microblog.js',
      'https://tags.test/ad-platform.js',
    ]);
    expect(new Set(scripts()).size).toBe(scripts().length);
    // The log pixel (logPixel: true) is an image on the ad platform's endpoint.
    expect(report).not.toHaveBeenCalled();
    const fbq = (window as unknown as { fbq: Fbq }).fbq;
    expect(fbq.queue).toEqual([
      ['init', '1001'],
      ['track', 'PageView'],
    ]);
    emitAppEvent(APP_EVENTS.track, { group: 'user', event: 'created' });
    emitAppEvent(APP_EVENTS.track, { group: 'cta', event: 'play' });
    emitAppEvent(APP_EVENTS.track, { group: 'journey', event: 'click' });
    await settle(() =>
      expect(fbq.queue.slice(2)).toEqual([
        ['track', 'Lead'],
        ['trackCustom', 'PlayClick'],
      ]),
    );
    const twq = (window as unknown as { twq: Fbq }).twq;
    expect(twq.queue).toEqual([['config', 'o1test']]);
  });

  it('sends no conversion to the pixel once targeting is withdrawn', async () => {
    // The tags loaded in the test before stay loaded (once per page): the pixel is there.
    stop = startTags(settings, '', vi.fn());
    announceConsent(ACCEPT_ALL);
    const fbq = (window as unknown as { fbq: Fbq }).fbq;
    emitAppEvent(APP_EVENTS.track, { group: 'user', event: 'created' });
    const withConsent = fbq.queue.length;
    await settle(() => expect(fbq.queue.at(-1)).toEqual(['track', 'Lead']));
    announceConsent(consentChoice({ tracking: true }));
    emitAppEvent(APP_EVENTS.track, { group: 'user', event: 'created' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fbq.queue.length).toBe(withConsent + 1);
    expect(appended).toHaveLength(7);
  });
});
