import type { Site } from '../site-schema.ts';
import { VENDOR_TAG_SOURCES } from '../tag-sources.ts';

/** Danish site. The Danish culture reports brand code MCDK to tracking (spec/catalogue.md section 9). */
export const mcdk = {
  localCode: 'MCDK',
  name: 'Mondo Casino Danmark',
  host: 'www.mondocasino-dk.example',
  aliases: [],
  apiHost: 'https://api.mondocasino-dk.example/',
  defaultCountry: 'DK',
  platformUrl: 'https://play.mondocasino-dk.example/',
  isDefault: false,
  demoPlay: 'anyone',
  socialLinks: { twitter: '', instagram: '', facebook: '', youtube: '' },
  thirdPartySettings: {
    analyticsAccountId: 'GTM-MCDK001',
    socialPixel: { accountId: '100000000000004', leadEventName: 'Lead', pageViewEventName: 'PageView', ctaEventName: 'PlayClick' },
    clickFraudProtectionEnabled: false,
    socialNetworkTagIds: [],
    heatMapAccountId: '3000004',
    adPlatform: { advertiserId: 'mcdkadv', universalPixelId: 'mcdkpix', logPixel: false },
    sessionRecording: { accountId: 'mcdk-rec-01' },
    tagSources: VENDOR_TAG_SOURCES,
  },
  cultures: [
    {
      code: 'da',
      route: '',
      locale: 'da',
      lang: 'da',
      name: 'Dansk',
      defaultCountry: 'DK',
      localCode: 'MCDK',
      timeZone: 'Europe/Copenhagen',
      currency: 'DKK',
      disableCountry: true,
    },
  ],
} satisfies Site;
