import { describe, expect, it } from 'vitest';
import { siblingSiteFor, notOntario } from '../src/accounts/markets.ts';
import { checkRegistration, minimumAge } from '../src/accounts/registration-rules.ts';
import { passwordProblem, usernameProblem } from '../src/accounts/field-rules.ts';
import { siteByPathCode } from '../src/lib/markets.ts';
import { redactUrl } from '../src/server/log-redaction.ts';
import { loadConfig } from '../src/config.ts';
import { registration } from './helpers/accounts.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const site = (code: string) => {
  const found = siteByPathCode(code);
  if (!found) throw new Error(code);
  return found;
};

describe('registration rules', () => {
  it('sets the legal age: 18, 19 in Canada except Quebec', () => {
    expect(minimumAge('GB', null)).toBe(18);
    expect(minimumAge('CA', 'ON')).toBe(19);
    expect(minimumAge('CA', 'QC')).toBe(18);
    const eighteen = registration({ country: 'CA', dateOfBirth: '2008-01-01' });
    expect(checkRegistration({ ...eighteen, province: 'ON' }, NOW)).toEqual({ errors: { dateOfBirth: 'TOO_YOUNG' } });
    expect('registration' in checkRegistration({ ...eighteen, province: 'QC' }, NOW)).toBe(true);
    expect(checkRegistration({ ...eighteen, province: undefined }, NOW)).toMatchObject({ errors: { province: 'REQUIRED' } });
  });

  it('checks usernames and passwords', () => {
    expect(usernameProblem('ab')).toBe('TOO_SHORT');
    expect(usernameProblem('a'.repeat(21))).toBe('TOO_LONG');
    expect(usernameProblem('bad name')).toBe('INVALID');
    expect(usernameProblem('good_name_1')).toBeNull();
    expect(passwordProblem('short1')).toBe('TOO_SHORT');
    expect(passwordProblem('1234567890')).toBe('WEAK_PASSWORD');
    expect(passwordProblem('abcdefghij')).toBe('WEAK_PASSWORD');
    expect(passwordProblem('abcdefghi1')).toBeNull();
  });

  it('needs the terms and adult consents', () => {
    const result = checkRegistration(registration({ consents: { terms: false } }), NOW);
    expect(result).toEqual({ errors: { 'consents.terms': 'REQUIRED', 'consents.adult': 'REQUIRED' } });
  });
});

describe('market rules from the site data', () => {
  it('gives a country that is another site’s default to that site, never the site’s own', () => {
    expect(siblingSiteFor(site('mc'), 'GB')?.localCode).toBe('MCUK');
    expect(siblingSiteFor(site('mc'), 'SE')?.localCode).toBe('MCSE');
    expect(siblingSiteFor(site('mc'), 'CA')).toBeNull();
    expect(siblingSiteFor(site('mc'), 'US')).toBeNull();
    expect(siblingSiteFor(site('mcuk'), 'GB')).toBeNull();
    expect(siblingSiteFor(site('mcuk'), 'DE')?.localCode).toBe('MCDE');
  });

  it('flags a Canadian player outside Ontario', () => {
    expect(notOntario('CA', 'BC')).toBe(true);
    expect(notOntario('CA', 'ON')).toBe(false);
    expect(notOntario('CA', 'CA-ON')).toBe(false);
    expect(notOntario('GB', null)).toBe(false);
  });
});

describe('request log redaction', () => {
  it('hides code query values and nothing else', () => {
    expect(redactUrl('/play/mc/?code=abc&dl=%2Fgames%2Fx%2F')).toBe('/play/mc/?code=[redacted]&dl=%2Fgames%2Fx%2F');
    expect(redactUrl('/sites/mcuk/son-auth/prefill?CODE=abc')).toBe('/sites/mcuk/son-auth/prefill?CODE=[redacted]');
    expect(redactUrl('/sites/mc/v1/feeds/content?culture=en&code=london')).toBe('/sites/mc/v1/feeds/content?culture=en&code=[redacted]');
    expect(redactUrl('/geo/')).toBe('/geo/');
  });
});

describe('PLATFORM_PUBLIC_ORIGIN', () => {
  it('defaults to the listen port, takes an origin, and names itself when malformed', () => {
    const env = { NODE_ENV: 'development', PLATFORM_PORT: '4100' };
    expect(loadConfig(env).publicOrigin).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ ...env, PLATFORM_PUBLIC_ORIGIN: 'https://play.example.com/' }).publicOrigin).toBe('https://play.example.com');
    expect(() => loadConfig({ ...env, PLATFORM_PUBLIC_ORIGIN: 'https://play.example.com/path' })).toThrow(/PLATFORM_PUBLIC_ORIGIN/);
  });
});
