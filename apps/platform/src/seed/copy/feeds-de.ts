import type { FeedCopy } from './feeds-types.ts';

export const feedsDe: FeedCopy = (m) => ({
  contact: {
    title: 'Kontakt',
    body: `Unser Kundenservice ist **rund um die Uhr (24/7)** für Sie da.\nSchreiben Sie an [${m.email}](mailto:${m.email}) oder starten Sie den Live-Chat.\n\nViele Antworten finden Sie bereits in unserer [Hilfe](route:help).`,
  },
  privacy: {
    title: 'Datenschutzerklärung',
    body: `${m.brand} verarbeitet personenbezogene Daten, um Ihr Konto zu führen und gesetzliche Pflichten unter der Erlaubnis der ${m.regulator} zu erfüllen.\n\n**Ihre Rechte**\nSie können Auskunft, Berichtigung und Löschung verlangen: [${m.email}](mailto:${m.email}).\n\n*Cookies beschreibt unsere Cookie-Richtlinie.*`,
  },
  responsibleGaming: {
    title: 'Verantwortungsvolles Spielen',
    body: `Spielen soll Unterhaltung sein. ${m.brand} bietet **Einzahlungslimits**, **Realitätschecks**, **Spielpausen** und den Eintrag in die Sperrdatei OASIS.\n\nMachen Sie unseren [Selbsttest](route:selfAssessment).\nSpielen ab 18 Jahren.`,
  },
  selfAssessment: {
    title: 'Selbsttest',
    body: 'Beantworten Sie die Fragen ehrlich und denken Sie an die letzten 12 Monate. Ihre Antworten bleiben in Ihrem Browser.',
  },
  bonusPolicy: {
    title: 'Bonusrichtlinie',
    body: `Diese Bedingungen gelten für alle Boni bei ${m.brand}, sofern eine Aktion nichts anderes sagt. Ein Bonus muss umgesetzt werden, bevor er ausgezahlt werden kann.\n\nSiehe auch unsere [AGB](route:terms).`,
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    body: `Diese AGB regeln das Verhältnis zwischen Ihnen und ${m.brand}, erlaubt durch die ${m.regulator}.\n\n**1. Ihr Konto**\nSie müssen mindestens 18 Jahre alt sein und dürfen nur ein Konto führen.\n\n**2. Ein- und Auszahlungen**\nWir können vorab Dokumente anfordern: [Dokumente hochladen](route:documents).`,
  },
  mobileApp: { title: 'Mobile App', body: `Fügen Sie ${m.brand} über das Browsermenü Ihrem Startbildschirm hinzu: **gleiche Spiele, gleiches Konto**.` },
  uploadingDocuments: {
    title: 'Dokumente hochladen',
    body: 'Zum Schutz Ihres Kontos prüfen wir Ihre Identität.\n**Ausweis**: Reisepass oder Personalausweis.\n**Adressnachweis**: Rechnung oder Kontoauszug (max. 3 Monate alt).\n\nLaden Sie die Dokumente unter *Mein Konto > Dokumente* hoch.',
  },
  restricted: {
    title: 'In Ihrem Land nicht verfügbar',
    body: `Leider kann ${m.brand} keine Spieler aus Ihrem Land ([country]) annehmen. Grund sind die dortigen Glücksspielgesetze.\n\nFragen? [${m.email}](mailto:${m.email})`,
  },
  affiliates: {
    title: 'Partnerprogramm',
    body: `Bewerben Sie ${m.brand} und verdienen Sie am Umsatz mit. Auszahlung **monatlich**, Berichte in Echtzeit.\n\n[Zum Partnerportal](https://affiliates.mondocasino.example/)`,
  },
  aboutUs: {
    title: 'Über uns',
    body: `${m.brand} bietet **über 2.000 Spiele** der besten Studios, lizenziert durch die ${m.regulator}. Unser Kundenservice arbeitet *24/7*.\n\n[Zu den Slots](route:onlineSlots)`,
  },
});
