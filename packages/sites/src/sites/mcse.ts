import type { Site } from '../site-schema.ts';
import { VENDOR_TAG_SOURCES } from '../tag-sources.ts';

/** Swedish site: pay-n-play registration, no feedbacks (spec/shell.md section 3). */
export const mcse = {
  localCode: 'MCSE',
  name: 'Mondo Casino Sverige',
  host: 'www.mondocasino-se.example',
  aliases: [],
  apiHost: 'https://api.mondocasino-se.example/',
  defaultCountry: 'SE',
  platformUrl: 'https://play.mondocasino-se.example/',
  isDefault: false,
  demoPlay: 'anyone',
  socialLinks: { twitter: '', instagram: '', facebook: '', youtube: '' },
  thirdPartySettings: {
    analyticsAccountId: 'GTM-MCSE001',
    socialPixel: { accountId: '100000000000005', leadEventName: 'Lead', pageViewEventName: 'PageView', ctaEventName: 'PlayClick' },
    clickFraudProtectionEnabled: false,
    socialNetworkTagIds: [],
    heatMapAccountId: '3000005',
    adPlatform: { advertiserId: 'mcseadv', universalPixelId: 'mcsepix', logPixel: false },
    sessionRecording: { accountId: 'mcse-rec-01' },
    tagSources: VENDOR_TAG_SOURCES,
  },
  cultures: [
    {
      code: 'sv',
      route: '',
      locale: 'sv',
      lang: 'sv',
      name: 'Svenska',
      defaultCountry: 'SE',
      localCode: 'MCSE',
      timeZone: 'Europe/Stockholm',
      currency: 'SEK',
      disableCountry: true,
      feedbacksEnabled: false,
      usePnpRegistration: true,
    },
  ],
} satisfies Site;
