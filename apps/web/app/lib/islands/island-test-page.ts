import type { IslandPage } from './island-page.ts';

/** A page for the islands' tests, with every message its document has (islands and the browser get their scopes of it). */
export const TEST_PAGE: IslandPage = {
  site: {
    localCode: 'MCUK',
    name: 'Mondo Casino UK',
    origin: 'https://mcuk.example',
    isDefault: false,
    platformUrl: 'https://play.example/',
    demoPlay: 'verified-player',
    socialLinks: {} as IslandPage['site']['socialLinks'],
    cultures: [],
  },
  culture: {
    code: 'en-GB',
    route: '',
    locale: 'en-GB',
    lang: 'en',
    name: 'English',
    defaultCountry: 'GB',
    localCode: 'MCUK',
    currency: 'GBP',
    timeZone: 'Europe/London',
    hreflang: 'en-GB',
  },
  messages: {
    errors: { renderError: 'Something went wrong.', notFound: 'Not sent' },
    blog: { newsletter: { title: 'Newsletter' }, shown: 'Shown' },
    search: { title: 'Search' },
    seo: { title: 'Never sent' },
  } as unknown as IslandPage['messages'],
  pathname: '/',
  now: Date.UTC(2026, 10, 25),
  version: 'test',
  emulation: false,
  development: false,
  services: { geo: 'https://geo.test/', currency: 'https://fx.test/', userContext: 'https://uc.test/', maintenance: 'https://mt.test/' },
  account: {
    widgetUrl: 'https://api.test/son-auth/config',
    voucherUrl: 'https://api.test/v1/voucher',
    siblings: { MC: 'https://mc.example/', MCSE: 'https://mcse.example/' },
  },
};
