import type { Site } from '../site-schema.ts';
import { VENDOR_TAG_SOURCES } from '../tag-sources.ts';

/** UK site. */
export const mcuk = {
  localCode: 'MCUK',
  name: 'Mondo Casino UK',
  host: 'www.mondocasino-uk.example',
  aliases: ['mondocasino-uk.example'],
  apiHost: 'https://api.mondocasino-uk.example/',
  defaultCountry: 'GB',
  platformUrl: 'https://play.mondocasino-uk.example/',
  isDefault: false,
  demoPlay: 'verified-player',
  socialLinks: {
    twitter: 'https://twitter.com/mondocasinouk',
    instagram: '',
    facebook: 'https://www.facebook.com/mondocasinouk',
    youtube: '',
  },
  thirdPartySettings: {
    analyticsAccountId: 'GTM-MCUK001',
    socialPixel: { accountId: '100000000000003', leadEventName: 'Lead', pageViewEventName: 'PageView', ctaEventName: 'PlayClick' },
    clickFraudProtectionEnabled: true,
    socialNetworkTagIds: ['o1mcuk'],
    heatMapAccountId: '3000003',
    adPlatform: { advertiserId: 'mcukadv', universalPixelId: 'mcukpix', logPixel: true },
    sessionRecording: { accountId: 'mcuk-rec-01' },
    tagSources: VENDOR_TAG_SOURCES,
  },
  cultures: [
    {
      code: 'en-GB',
      route: '',
      locale: 'en-GB',
      lang: 'en',
      name: 'English (UK)',
      defaultCountry: 'GB',
      localCode: 'MCUK',
      timeZone: 'Europe/London',
      currency: 'GBP',
      disableCountry: true,
      feedbacksEnabled: true,
    },
  ],
} satisfies Site;
