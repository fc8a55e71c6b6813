import type { Site } from '../site-schema.ts';

/** International English site: the default site, with five prefixed editions. */
export const mc = {
  localCode: 'MC',
  name: 'Mondo Casino',
  host: 'www.mondocasino.example',
  aliases: ['mondocasino.example'],
  apiHost: 'https://api.mondocasino.example/',
  defaultCountry: 'MT',
  platformUrl: 'https://play.mondocasino.example/',
  isDefault: true,
  socialLinks: {
    twitter: 'https://twitter.com/mondocasino',
    instagram: 'https://www.instagram.com/mondocasino/',
    facebook: 'https://www.facebook.com/mondocasino',
    youtube: 'https://www.youtube.com/@mondocasino',
  },
  thirdPartySettings: {
    analyticsAccountId: 'GTM-MC00001',
    socialPixel: { accountId: '100000000000001', leadEventName: 'Lead', pageViewEventName: 'PageView', ctaEventName: 'PlayClick' },
    clickFraudProtectionEnabled: true,
    socialNetworkTagIds: ['o1mc1'],
    heatMapAccountId: '3000001',
    adPlatform: { advertiserId: 'mcadv01', universalPixelId: 'mcpix01', logPixel: false },
    sessionRecording: { accountId: 'mc-rec-01' },
  },
  cultures: [
    { code: 'en', route: '', locale: 'en-ROW', lang: 'en', name: 'English', defaultCountry: 'MT', localCode: 'MC', timeZone: 'UTC', currency: 'EUR', feedbacksEnabled: true },
    { code: 'en-CA', route: '/en-CA', locale: 'en-CA', lang: 'en', name: 'English (Canada)', defaultCountry: 'CA', localCode: 'MC', timeZone: 'America/Toronto', currency: 'CAD', feedbacksEnabled: true },
    { code: 'en-IE', route: '/en-IE', locale: 'en-IE', lang: 'en', name: 'English (Ireland)', defaultCountry: 'IE', localCode: 'MC', timeZone: 'Europe/Dublin', currency: 'EUR', feedbacksEnabled: true },
    { code: 'en-IN', route: '/en-IN', locale: 'en-IN', lang: 'en', name: 'English (India)', defaultCountry: 'IN', localCode: 'MC', timeZone: 'Asia/Kolkata', currency: 'INR', feedbacksEnabled: true },
    { code: 'en-NZ', route: '/en-NZ', locale: 'en-NZ', lang: 'en', name: 'English (New Zealand)', defaultCountry: 'NZ', localCode: 'MC', timeZone: 'Pacific/Auckland', currency: 'NZD', feedbacksEnabled: true },
    { code: 'fr-CA', route: '/fr-CA', locale: 'fr-CA', lang: 'fr', name: 'Français (Canada)', defaultCountry: 'CA', localCode: 'MC', timeZone: 'America/Toronto', currency: 'CAD' },
  ],
} satisfies Site;
