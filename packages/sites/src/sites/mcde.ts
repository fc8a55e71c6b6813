import type { Site } from '../site-schema.ts';
import { VENDOR_TAG_SOURCES } from '../tag-sources.ts';

/** German site. Feedbacks are deliberately unset for de-DE (spec/shell.md section 3). */
export const mcde = {
  localCode: 'MCDE',
  name: 'Mondo Casino Deutschland',
  host: 'www.mondocasino-de.example',
  aliases: [],
  apiHost: 'https://api.mondocasino-de.example/',
  defaultCountry: 'DE',
  platformUrl: 'https://play.mondocasino-de.example/',
  isDefault: false,
  demoPlay: 'verified-player',
  socialLinks: { twitter: '', instagram: '', facebook: '', youtube: '' },
  thirdPartySettings: {
    analyticsAccountId: 'GTM-MCDE001',
    socialPixel: { accountId: '100000000000002', leadEventName: 'Lead', pageViewEventName: 'PageView', ctaEventName: 'PlayClick' },
    clickFraudProtectionEnabled: false,
    socialNetworkTagIds: [],
    heatMapAccountId: '3000002',
    adPlatform: { advertiserId: 'mcdeadv', universalPixelId: 'mcdepix', logPixel: false },
    sessionRecording: { accountId: 'mcde-rec-01' },
    tagSources: VENDOR_TAG_SOURCES,
  },
  cultures: [
    {
      code: 'de-DE',
      route: '',
      locale: 'de-DE',
      lang: 'de',
      name: 'Deutsch',
      defaultCountry: 'DE',
      localCode: 'MCDE',
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
      disableCountry: true,
    },
  ],
} satisfies Site;
