import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { legalAge, marketRule } from '@mc/sites/markets';
import { routeExists } from '@mc/sites/routes';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n/load-messages.server.ts';
import { keyPaths } from '../../lib/i18n/locale-coverage.ts';
import { MESSAGE_AREAS } from '../../lib/i18n/messages.ts';
import { MARKET_FRAMES } from './market-frame.ts';
import { menuLinks } from './menu-links.ts';

const cultures = DEFAULT_SITES.flatMap((site) => site.cultures);
const culture = (code: string) => cultures.find((c) => c.code === code)!;
const keys = (code: string, list: 'one' | 'two' | 'three') =>
  menuLinks(MARKET_FRAMES[culture(code).code].footerGroups[list], culture(code)).map((l) => l.routeKey);
const enGB = keyPaths(loadMessages('en-GB', MESSAGE_AREAS) as unknown as Record<string, unknown>);
const has = (path: string) => enGB.includes(path);

describe('market frame data', () => {
  it('never lists a route that does not exist in the culture', () => {
    for (const c of cultures) {
      const frame = MARKET_FRAMES[c.code];
      for (const list of [frame.topMenu, frame.bottomMenu, frame.footerGroups.one, frame.footerGroups.two, frame.footerGroups.three]) {
        for (const link of menuLinks(list, c)) expect(routeExists(link.routeKey, c.code), `${link.routeKey} in ${c.code}`).toBe(true);
      }
    }
  });

  it('drops routes a culture lacks: no promotions for da, no live casino for de-DE, no blog outside en-GB and es', () => {
    expect(menuLinks(MARKET_FRAMES.da.topMenu, culture('da')).map((l) => l.routeKey)).not.toContain('promotions');
    expect(menuLinks(MARKET_FRAMES['de-DE'].topMenu, culture('de-DE')).map((l) => l.routeKey)).toEqual(['home', 'promotions', 'onlineSlots']);
    expect(menuLinks(MARKET_FRAMES.en.bottomMenu, culture('en')).map((l) => l.routeKey)).not.toContain('blog');
    expect(menuLinks(MARKET_FRAMES['en-GB'].bottomMenu, culture('en-GB'))[0]).toEqual({ routeKey: 'blog', href: '/blog/' });
  });

  it('uses the German GroupTwo and the Spanish licensed-gaming link', () => {
    expect(keys('de-DE', 'two')).toEqual(['responsible', 'bonus', 'terms', 'privacy', 'impressum']);
    expect(keys('en-GB', 'two')).toEqual(['liveCasino', 'onlineSlots', 'casinoGames']);
    expect(keys('es', 'three')).toEqual(['responsible', 'bonus', 'terms', 'privacy', 'juego']);
    expect(keys('sv', 'three')).toEqual(['responsible', 'terms', 'privacy']);
    expect(keys('es', 'one')).toContain('mobileApp');
    expect(keys('en', 'one')).not.toContain('mobileApp');
  });

  it('shows the responsible-gaming bar only for da, de-DE and sv, and social links only for es', () => {
    const withBar = cultures
      .filter((c) => MARKET_FRAMES[c.code].responsibleGamingBar)
      .map((c) => c.code)
      .sort();
    expect(withBar).toEqual(['da', 'de-DE', 'sv']);
    expect(cultures.filter((c) => MARKET_FRAMES[c.code].showSocialLinks).map((c) => c.code)).toEqual(['es']);
    expect(MARKET_FRAMES.sv.responsibleGamingBar?.marks.map((m) => m.logo)).toEqual(['spelpaus', 'spelgranser', 'sjalvtest']);
    expect(MARKET_FRAMES.da.responsibleGamingBar?.marks.map((m) => m.logo)).toEqual(['spillemyndigheden', 'rofus', 'stopspillet']);
  });

  it("shows each market's legal age (19+ in Canada) and links its self-exclusion register (RGIAJ in Spain)", () => {
    for (const c of cultures) {
      const frame = MARKET_FRAMES[c.code];
      const age = frame.licenceMarks.filter((mark) => mark.labelKey === 'marks.age');
      expect(age, c.code).toEqual([expect.objectContaining({ logo: `age${legalAge(c.code)}`, labelValues: { age: legalAge(c.code) } })]);
      const rule = marketRule(c.code, 'self-exclusion');
      const linked = [...frame.licenceMarks, ...(frame.responsibleGamingBar?.marks ?? [])].map((mark) =>
        'external' in mark.target ? mark.target.external : null,
      );
      if (rule) expect(linked, c.code).toContain(rule.url);
    }
    expect(legalAge('en-CA')).toBe(19);
    expect(MARKET_FRAMES['fr-CA'].licenceMarks.map((mark) => mark.logo)).toContain('age19');
    expect(MARKET_FRAMES.es.licenceMarks.map((mark) => mark.logo)).toContain('rgiaj');
  });

  it("gives a culture without a frame of its own the international one with its market's helpline (fi: Peluuri)", () => {
    const fi = MARKET_FRAMES.fi;
    expect(fi.licenceStatementKey).toBe('licence.mga');
    expect(fi.licenceMarks.map((mark) => mark.logo)).toEqual(['mga', 'age18', 'helpline']);
    const rule = marketRule('fi', 'helpline')!;
    expect(fi.licenceMarks.at(-1)).toEqual({
      logo: 'helpline',
      labelKey: 'marks.helpline',
      labelValues: { name: rule.name, phone: rule.phone },
      lines: [rule.name, rule.phone],
      target: { external: rule.url },
    });
    expect(MARKET_FRAMES.en.licenceMarks.map((mark) => mark.logo)).toEqual(['mga', 'age18']);
  });

  it('puts help third in the mobile footer for sv and da, promotions elsewhere', () => {
    for (const c of cultures) {
      expect(MARKET_FRAMES[c.code].mobileFooterShortcut).toBe(c.code === 'sv' || c.code === 'da' ? 'help' : 'promotions');
    }
  });

  it('has every label, statement and bar message the market frames name', () => {
    for (const frame of Object.values(MARKET_FRAMES)) {
      expect(has(`footer.${frame.licenceStatementKey}`)).toBe(true);
      expect(has(`frame.mobileFooter.${frame.mobileFooterShortcut}`)).toBe(true);
      for (const mark of [...frame.licenceMarks, ...(frame.responsibleGamingBar?.marks ?? [])])
        for (const key of [mark.labelKey, ...(mark.lineKeys ?? [])]) expect(has(`footer.${key}`), key).toBe(true);
      if (frame.responsibleGamingBar?.messageKey) expect(has(`frame.${frame.responsibleGamingBar.messageKey}`)).toBe(true);
    }
  });

  it("draws the licence badge's words in the page's language, from messages, in every culture that shows it", () => {
    const mgaCultures = cultures.filter((c) => MARKET_FRAMES[c.code].licenceMarks.some((mark) => mark.logo === 'mga'));
    expect(mgaCultures.map((c) => c.code)).toEqual(expect.arrayContaining(['en', 'fr-CA', 'fi', 'nb-NO', 'pt-BR']));
    for (const c of mgaCultures) {
      const mark = MARKET_FRAMES[c.code].licenceMarks.find((m) => m.logo === 'mga')!;
      expect(mark.lineKeys, c.code).toEqual(['badges.mgaName', 'badges.mgaLicence']);
      const footer = loadMessages(c.code, ['footer']).footer as { badges: { mgaLicence: string } };
      if (c.lang !== 'en') expect(footer.badges.mgaLicence, c.code).not.toBe('Licensed in Malta');
    }
  });
});
