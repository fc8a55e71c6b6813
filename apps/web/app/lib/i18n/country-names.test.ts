import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodeOfSlug, countryName, countrySlugOf, countrySlugTable, slugOfName } from './country-names.ts';

describe('country slugs', () => {
  it('maps the English slugs of countries to their ISO codes', () => {
    expect(countryCodeOfSlug('united-states')).toBe('US');
    expect(countryCodeOfSlug('united-kingdom')).toBe('GB');
    expect(countryCodeOfSlug('france')).toBe('FR');
    expect(countryCodeOfSlug('netherlands')).toBe('NL');
    expect(countryCodeOfSlug('cote-d-ivoire')).toBe('CI');
    expect(countryCodeOfSlug('bosnia-herzegovina')).toBe('BA');
  });

  it('knows every country and none of the groupings or pseudo-regions', () => {
    const codes = new Set(countrySlugTable().values());
    expect(codes.size).toBeGreaterThan(240);
    for (const code of ['EU', 'UN', 'EZ', 'ZZ', 'XA', 'QO']) expect(codes.has(code), code).toBe(false);
    // Aliases (ZR, UK) canonicalise to the real code: one slug per country.
    expect(countryCodeOfSlug('congo-kinshasa')).toBe('CD');
    expect(codes.has('ZR')).toBe(false);
  });

  it('gives null for a slug that names no country', () => {
    expect(countryCodeOfSlug('atlantis')).toBeNull();
    expect(countryCodeOfSlug('')).toBeNull();
    expect(countryCodeOfSlug('european-union')).toBeNull();
  });

  it('round-trips: the slug of every country leads back to it', () => {
    for (const [slug, code] of countrySlugTable()) {
      expect(countrySlugOf(code), code).toBe(slug);
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    expect(countrySlugOf('us')).toBe('united-states');
    expect(countrySlugOf('UK')).toBe('united-kingdom');
    expect(countrySlugOf('EU')).toBeNull();
    expect(countrySlugOf('not a code')).toBeNull();
  });

  it('slugs any name to lower-case ASCII words joined by hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(slugOfName(name)).toMatch(/^([a-z]+(-[a-z]+)*)?$/);
      }),
    );
  });
});

describe('country names', () => {
  it('names a country in the page locale, not in English', () => {
    expect(countryName('US', 'de-DE')).toBe('Vereinigte Staaten');
    expect(countryName('US', 'fr-CA')).toBe('États-Unis');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('GB', 'da')).toBe('Storbritannien');
    expect(countryName('US', 'en')).toBe('United States');
  });

  it('gives null for an unknown code or locale rather than throwing', () => {
    expect(countryName('ZZZ', 'de-DE')).toBeNull();
    expect(countryName('US', 'not a locale!')).toBeNull();
  });
});
