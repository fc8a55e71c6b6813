import type { Site } from '../site-schema.ts';
import { VENDOR_TAG_SOURCES } from '../tag-sources.ts';

/** Spanish site: the only one whose frame shows social links (empty ones are hidden). */
export const mces = {
  localCode: 'MCES',
  name: 'Mondo Casino España',
  host: 'www.mondocasino-es.example',
  aliases: ['mondocasino-es.example'],
  apiHost: 'https://api.mondocasino-es.example/',
  defaultCountry: 'ES',
  platformUrl: 'https://play.mondocasino-es.example/',
  isDefault: false,
  demoPlay: 'verified-player',
  socialLinks: {
    twitter: 'https://twitter.com/mondocasinoes',
    instagram: 'https://www.instagram.com/mondocasinoes/',
    facebook: 'https://www.facebook.com/mondocasinoes',
    youtube: '',
  },
  thirdPartySettings: {
    analyticsAccountId: 'GTM-MCES001',
    socialPixel: { accountId: '100000000000006', leadEventName: 'Lead', pageViewEventName: 'PageView', ctaEventName: 'PlayClick' },
    clickFraudProtectionEnabled: true,
    socialNetworkTagIds: ['o1mces'],
    heatMapAccountId: '3000006',
    adPlatform: { advertiserId: 'mcesadv', universalPixelId: 'mcespix', logPixel: false },
    sessionRecording: { accountId: 'mces-rec-01' },
    tagSources: VENDOR_TAG_SOURCES,
  },
  cultures: [
    {
      code: 'es',
      route: '',
      locale: 'es',
      lang: 'es',
      name: 'Español',
      defaultCountry: 'ES',
      localCode: 'MCES',
      timeZone: 'Europe/Madrid',
      currency: 'EUR',
      disableCountry: true,
      feedbacksEnabled: true,
    },
  ],
} satisfies Site;
