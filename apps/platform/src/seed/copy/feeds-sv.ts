import type { FeedCopy } from './feeds-types.ts';

export const feedsSv: FeedCopy = (m) => ({
  contact: {
    title: 'Kontakta oss',
    body: `Vår kundtjänst finns här **dygnet runt (24/7)**.\nSkriv till [${m.email}](mailto:${m.email}) eller öppna livechatten.\n\nSvaret kanske redan finns i vårt [hjälpcenter](route:help).`,
  },
  privacy: {
    title: 'Integritetspolicy',
    body: `${m.brand} behandlar personuppgifter för att sköta ditt konto och uppfylla våra skyldigheter under licens från ${m.regulator}.\n\n**Dina rättigheter**\nDu kan begära utdrag, rättelse och radering: [${m.email}](mailto:${m.email}).`,
  },
  responsibleGaming: {
    title: 'Ansvarsfullt spelande',
    body: `Spel ska vara underhållning. ${m.brand} erbjuder **insättningsgränser**, **spelpaus** och avstängning via Spelpaus.se.\n\nGör vårt [självtest](route:selfAssessment).\nDu måste ha fyllt 18 år.`,
  },
  selfAssessment: { title: 'Självtest', body: 'Svara ärligt på frågorna och tänk på de senaste 12 månaderna. Dina svar stannar i din webbläsare.' },
  bonusPolicy: {
    title: 'Bonuspolicy',
    body: `Enligt svensk lag erbjuder ${m.brand} endast en bonus vid första speltillfället.\n\nSe även våra [villkor](route:terms).`,
  },
  terms: {
    title: 'Allmänna villkor',
    body: `Dessa villkor gäller mellan dig och ${m.brand}, med licens från ${m.regulator}.\n\n**1. Ditt konto**\nDu måste ha fyllt 18 år.\n\n**2. Uttag**\nVi kan begära dokument: [ladda upp dokument](route:documents).`,
  },
  mobileApp: { title: 'Mobilapp', body: `Lägg till ${m.brand} på hemskärmen via webbläsarens meny: **samma spel, samma konto**.` },
  uploadingDocuments: {
    title: 'Ladda upp dokument',
    body: 'För att skydda ditt konto kontrollerar vi din identitet.\n**ID**: pass eller körkort.\n**Adress**: räkning eller kontoutdrag (högst 3 månader gammalt).\n\nLadda upp under *Mitt konto > Dokument*.',
  },
  restricted: {
    title: 'Inte tillgängligt i ditt land',
    body: `Tyvärr kan ${m.brand} inte ta emot spelare från [country] på grund av spellagarna i [country].\n\nFrågor? [${m.email}](mailto:${m.email})`,
  },
  affiliates: {
    title: 'Affiliates',
    body: `Marknadsför ${m.brand} och tjäna en del av intäkterna. Utbetalning **varje månad**.\n\n[Till affiliateportalen](https://affiliates.mondocasino.example/)`,
  },
  aboutUs: {
    title: 'Om oss',
    body: `${m.brand} erbjuder **över 2 000 spel** med licens från ${m.regulator}. Kundtjänst *24/7*.\n\n[Se våra slots](route:onlineSlots)`,
  },
});
