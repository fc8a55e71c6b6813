import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it } from 'vitest';
import { offlineCulture } from './offline-culture.ts';

describe('offline page culture', () => {
  it('follows the locale prefix on the registering site, else its default culture', () => {
    expect(offlineCulture(DEFAULT_SITES, 'MC', '/en-CA/live-casino/')).toBe('en-CA');
    expect(offlineCulture(DEFAULT_SITES, 'MC', '/live-casino/')).toBe('en');
    expect(offlineCulture(DEFAULT_SITES, 'MCDK', '/hjaelp/')).toBe('da');
    expect(offlineCulture(DEFAULT_SITES, 'MCDK', '/en-CA/x/')).toBe('da');
    expect(offlineCulture(DEFAULT_SITES, null, '/')).toBe('en');
  });
});
