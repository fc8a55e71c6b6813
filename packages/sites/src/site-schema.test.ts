import { describe, expect, it } from 'vitest';
import { CULTURE_CODES } from './culture-codes.ts';
import { DEFAULT_SITES } from './default-sites.ts';
import { SiteConfigError, validateSites } from './site-schema.ts';
import { applySiteOverrides, overridesFromEnv } from './site-overrides.ts';

const sites = validateSites(DEFAULT_SITES);
const site = (code: string) => sites.find((s) => s.localCode === code)!;
const culture = (code: string) => sites.flatMap((s) => s.cultures).find((c) => c.code === code)!;

describe('site configuration', () => {
  it('has the six sites and serves each culture exactly once', () => {
    expect(sites.map((s) => s.localCode)).toEqual(['MC', 'MCDE', 'MCUK', 'MCDK', 'MCSE', 'MCES']);
    expect(sites.flatMap((s) => s.cultures.map((c) => c.code)).sort()).toEqual([...CULTURE_CODES].sort());
  });

  it('makes only MC the default site', () => {
    expect(sites.filter((s) => s.isDefault).map((s) => s.localCode)).toEqual(['MC']);
  });

  it("gives MC's further editions their culture code as the prefix and the other sites only the empty prefix", () => {
    expect(site('MC').cultures.map((c) => c.route)).toEqual(site('MC').cultures.map((c, index) => (index === 0 ? '' : `/${c.code}`)));
    expect(
      site('MC')
        .cultures.map((c) => c.route)
        .slice(0, 6),
    ).toEqual(['', '/en-CA', '/en-IE', '/en-IN', '/en-NZ', '/fr-CA']);
    for (const code of ['MCDE', 'MCUK', 'MCDK', 'MCSE', 'MCES']) {
      expect(site(code).cultures.map((c) => c.route)).toEqual(['']);
    }
  });

  it('uses pay-n-play registration only for Swedish', () => {
    const pnp = sites
      .flatMap((s) => s.cultures)
      .filter((c) => c.usePnpRegistration)
      .map((c) => c.code);
    expect(pnp).toEqual(['sv']);
  });

  it('sets feedbacks off for sv, on for the English cultures and es, unset for de-DE, da and fr-CA', () => {
    expect(culture('sv').feedbacksEnabled).toBe(false);
    for (const code of ['en', 'en-CA', 'en-IE', 'en-IN', 'en-NZ', 'en-GB', 'es']) expect(culture(code).feedbacksEnabled).toBe(true);
    for (const code of ['de-DE', 'da', 'fr-CA']) expect(culture(code).feedbacksEnabled).toBeUndefined();
  });

  it('reports the Danish culture to tracking as MCDK', () => {
    expect(culture('da').localCode).toBe('MCDK');
  });

  it('shows en-ROW as the locale of international English', () => {
    expect(culture('en').locale).toBe('en-ROW');
  });

  it('keeps production hosts under the reserved .example domain', () => {
    for (const s of sites) {
      for (const url of [s.host, ...s.aliases, new URL(s.apiHost).host, new URL(s.platformUrl).host]) {
        expect(url).toMatch(/\.example$/);
      }
    }
  });
});

describe('validation errors', () => {
  it('names the site and the field', () => {
    const broken = structuredClone(DEFAULT_SITES) as unknown as Record<string, unknown>[];
    (broken[2] as { host: string }).host = 'HTTPS://Bad Host/';
    expect(() => validateSites(broken)).toThrowError(SiteConfigError);
    expect(() => validateSites(broken)).toThrowError(/MCUK\.host: must be a lower-case host name/);
  });

  it('names nested culture fields', () => {
    const broken = structuredClone(DEFAULT_SITES) as unknown as { cultures: { currency: string }[] }[];
    broken[0]!.cultures[3]!.currency = 'rupees';
    expect(() => validateSites(broken)).toThrowError(/MC\.cultures\.3\.currency: must be an ISO 4217 code/);
  });

  it("rejects a culture whose lang is not its code's language (per-language copy is keyed by it)", () => {
    const broken = structuredClone(DEFAULT_SITES) as unknown as { cultures: { lang: string }[] }[];
    broken[0]!.cultures[5]!.lang = 'en';
    expect(() => validateSites(broken)).toThrowError(/MC\.cultures\.5\.lang: must be 'fr', the language of 'fr-CA'/);
  });

  it('rejects two sites claiming the same host', () => {
    const broken = structuredClone(DEFAULT_SITES) as unknown as { host: string }[];
    broken[1]!.host = broken[0]!.host;
    expect(() => validateSites(broken)).toThrowError(/MCDE\.host: 'www\.mondocasino\.example' is already used by MC/);
  });

  it('rejects a missing field', () => {
    const broken = structuredClone(DEFAULT_SITES) as unknown as Record<string, unknown>[];
    delete broken[4]!.platformUrl;
    expect(() => validateSites(broken)).toThrowError(/MCSE\.platformUrl/);
  });
});

describe('operator overrides', () => {
  it('overrides hosts, aliases, API hosts and platform URLs from the environment', () => {
    const env = {
      SITE_MCUK_HOST: 'www.example-casino.co.uk',
      SITE_MCUK_ALIASES: 'example-casino.co.uk, uk.example-casino.com',
      SITE_MCUK_API_HOST: 'https://api.example-casino.co.uk/',
      SITE_MCUK_PLATFORM_URL: 'https://play.example-casino.co.uk/',
    };
    const result = validateSites(applySiteOverrides(DEFAULT_SITES, overridesFromEnv(env)));
    const uk = result.find((s) => s.localCode === 'MCUK')!;
    expect(uk.host).toBe('www.example-casino.co.uk');
    expect(uk.aliases).toEqual(['example-casino.co.uk', 'uk.example-casino.com']);
    expect(uk.apiHost).toBe('https://api.example-casino.co.uk/');
    expect(uk.platformUrl).toBe('https://play.example-casino.co.uk/');
    expect(result.find((s) => s.localCode === 'MC')!.host).toBe('www.mondocasino.example');
  });

  it('points every API host at the reference platform with REFERENCE_API_ORIGIN', () => {
    const result = validateSites(applySiteOverrides(DEFAULT_SITES, overridesFromEnv({ REFERENCE_API_ORIGIN: 'http://127.0.0.1:4100/' })));
    expect(result.map((s) => s.apiHost)).toEqual(['mc', 'mcde', 'mcuk', 'mcdk', 'mcse', 'mces'].map((c) => `http://127.0.0.1:4100/sites/${c}/`));
    expect(result.map((s) => s.platformUrl)).toEqual(['mc', 'mcde', 'mcuk', 'mcdk', 'mcse', 'mces'].map((c) => `http://127.0.0.1:4100/play/${c}/`));
  });

  it('keeps free play for age-verified players where the regulator asks (UK, Spain, Germany)', () => {
    const verified = DEFAULT_SITES.filter((s) => s.demoPlay === 'verified-player').map((s) => s.localCode);
    expect(verified.sort()).toEqual(['MCDE', 'MCES', 'MCUK']);
  });

  it('lets a later layer (environment) win over an earlier one (config file)', () => {
    const file = { MCES: { host: 'from-file.example', socialLinks: { youtube: 'https://www.youtube.com/@x' } } };
    const env = overridesFromEnv({ SITE_MCES_HOST: 'from-env.example' });
    const es = validateSites(applySiteOverrides(DEFAULT_SITES, file, env)).find((s) => s.localCode === 'MCES')!;
    expect(es.host).toBe('from-env.example');
    expect(es.socialLinks.youtube).toBe('https://www.youtube.com/@x');
    expect(es.socialLinks.twitter).toBe('https://twitter.com/mondocasinoes');
  });

  it('rejects overrides for an unknown site and invalid override values', () => {
    expect(() => applySiteOverrides(DEFAULT_SITES, { MCXX: { host: 'x.example' } })).toThrowError(/unknown site 'MCXX'/);
    expect(() => validateSites(applySiteOverrides(DEFAULT_SITES, { MCDK: { apiHost: 'ftp://nope' } }))).toThrowError(/MCDK\.apiHost/);
  });
});

describe('local hosts preset', () => {
  it('serves every site on {code}.localhost:{port} and keeps the production hosts as aliases', async () => {
    const { localHostsOverride } = await import('./site-overrides.ts');
    const result = validateSites(applySiteOverrides(DEFAULT_SITES, localHostsOverride(DEFAULT_SITES, 3000)));
    expect(result.map((s) => s.host)).toEqual(['mc', 'mcde', 'mcuk', 'mcdk', 'mcse', 'mces'].map((c) => `${c}.localhost:3000`));
    expect(result.find((s) => s.localCode === 'MCUK')!.aliases).toEqual(['www.mondocasino-uk.example', 'mondocasino-uk.example']);
  });
});
