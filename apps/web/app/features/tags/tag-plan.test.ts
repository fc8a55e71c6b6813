import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_PAGE } from '../../lib/islands/island-test-page.ts';
import { CLICK_ID_PARAMS, hasClickId, plannedTags, TAG_CATEGORY, tagScriptUrl, tagsFor } from './tag-plan.ts';

const settings = TEST_PAGE.site.thirdParty;
const granted =
  (...categories: string[]) =>
  (category: string) =>
    categories.includes(category);

describe('tag plan', () => {
  it('plans every configured tag, click-fraud protection only on an ad click', () => {
    expect(plannedTags(settings, '')).toEqual(['analytics', 'socialPixel', 'microblog', 'heatMap', 'adPlatform', 'sessionRecording']);
    expect(plannedTags(settings, '?gclid=Cj0KCQ_abc-1')).toContain('clickFraud');
    expect(plannedTags({ ...settings, clickFraudProtectionEnabled: false }, '?gclid=abc')).not.toContain('clickFraud');
  });

  it('leaves out a tag without an id or without a loader URL', () => {
    expect(plannedTags({ ...settings, heatMapAccountId: '' }, '')).not.toContain('heatMap');
    expect(plannedTags({ ...settings, socialNetworkTagIds: [] }, '')).not.toContain('microblog');
    const { analytics: _analytics, ...rest } = settings.tagSources;
    expect(plannedTags({ ...settings, tagSources: rest }, '')).not.toContain('analytics');
  });

  it('loads per category exactly its tags, and nothing without consent', () => {
    const planned = plannedTags(settings, '?msclkid=1');
    expect(tagsFor(planned, granted())).toEqual([]);
    expect(tagsFor(planned, granted('functionality'))).toEqual([]);
    expect(tagsFor(planned, granted('tracking'))).toEqual(['analytics', 'heatMap', 'sessionRecording']);
    expect(tagsFor(planned, granted('targeting'))).toEqual(['socialPixel', 'clickFraud', 'microblog', 'adPlatform']);
    expect(tagsFor(planned, granted('tracking', 'targeting'))).toEqual(planned);
    for (const name of planned) expect(['tracking', 'targeting']).toContain(TAG_CATEGORY[name]);
  });

  it('finds a click id only in the ad networks parameters, with a token-like value', () => {
    for (const name of CLICK_ID_PARAMS) expect(hasClickId(`?${name}=EAIaIQ_x-1`)).toBe(true);
    for (const search of ['', '?gclid=', '?utm_source=ads', '?fbclid=abc', '?gclid=%3Cscript%3E', `?gclid=${'a'.repeat(513)}`])
      expect(hasClickId(search)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(hasClickId(`?gclid=${encodeURIComponent(value)}`)).toBe(/^[A-Za-z0-9_.~-]{1,512}$/.test(value));
      }),
    );
  });

  it("puts the encoded account id into a loader URL's {id}", () => {
    expect(tagScriptUrl('https://t.example/c/hotjar-{id}.js?sv=6', '3001')).toBe('https://t.example/c/hotjar-3001.js?sv=6');
    expect(tagScriptUrl('https://t.example/gtag/js?id={id}', 'G-1&x=<')).toBe('https://t.example/gtag/js?id=G-1%26x%3D%3C');
    expect(tagScriptUrl('https://t.example/uwt.js', 'o1')).toBe('https://t.example/uwt.js');
    fc.assert(
      fc.property(fc.string(), (id) => {
        const url = new URL(tagScriptUrl('https://t.example/x.js?id={id}', id));
        expect(url.origin).toBe('https://t.example');
        expect(url.searchParams.get('id')).toBe(id);
      }),
    );
  });
});
