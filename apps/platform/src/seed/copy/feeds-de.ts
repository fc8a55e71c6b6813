import { paragraphs, sections, type FeedCopy } from './feeds-types.ts';

/** German feed texts, as complete as the English (feeds-en.ts), with the same market-dependent parts. */
export const feedsDe: FeedCopy = (m) => ({
  contact: {
    title: 'Kontakt',
    body: `Unser Kundenservice ist **rund um die Uhr (24/7)** für Sie da, an jedem Tag des Jahres.\nSchreiben Sie an [${m.email}](mailto:${m.email}) oder starten Sie den Live-Chat auf jeder Seite.\n\nVielleicht finden Sie die Antwort schon in unserer [Hilfe](route:help).`,
  },
  privacy: {
    title: 'Datenschutzerklärung',
    body: paragraphs(
      `${m.brand} verarbeitet personenbezogene Daten, um Ihr Konto zu führen und unsere gesetzlichen Pflichten unter der Erlaubnis der ${m.regulator} zu erfüllen${m.offers ? ', sowie mit Ihrer Einwilligung, um Ihnen Angebote zu senden' : ''}.`,
      `**Was wir erheben**\nIdentitäts- und Kontaktdaten, ${m.realMoney ? 'Zahlungs- und Spieltransaktionen' : 'die Spiele, die Sie spielen'}, Geräte- und Nutzungsdaten.`,
      `**Ihre Rechte**\nSie können eine Kopie Ihrer Daten, ihre Berichtigung oder Löschung verlangen und Ihre Einwilligung jederzeit widerrufen: schreiben Sie an [${m.email}](mailto:${m.email}).`,
      '*Cookies beschreibt unsere Cookie-Richtlinie.*',
    ),
  },
  responsibleGaming: {
    title: 'Verantwortungsvolles Spielen',
    body: paragraphs(
      `Spielen soll Unterhaltung sein, nie ein Weg, Geld zu verdienen. ${m.brand} gibt Ihnen Werkzeuge, mit denen Sie die Kontrolle behalten:\n${m.realMoney ? '**Einzahlungslimits** pro Tag, Woche oder Monat; ' : ''}**Realitätschecks**; **Spielpausen** von 24 Stunden bis 6 Wochen; **Selbstausschluss** für 6 Monate oder länger; und den Eintrag in die Sperrdatei OASIS.`,
      `Sind Sie unsicher, wie Sie spielen? Machen Sie unseren [Selbsttest](route:selfAssessment).\nSpielen ab ${m.ageRule} Jahren.`,
    ),
  },
  selfAssessment: {
    title: 'Selbsttest',
    body: 'Beantworten Sie die Fragen unten ehrlich und denken Sie dabei an die letzten 12 Monate. Ihre Antworten bleiben in Ihrem Browser.',
  },
  bonusPolicy: {
    title: 'Bonusrichtlinie',
    body: `Diese Bedingungen gelten für alle Boni bei ${m.brand}, sofern eine Aktion nichts anderes sagt. Ein Bonus muss umgesetzt werden, bevor er oder seine Gewinne ausgezahlt werden können. Nur ein Willkommensbonus pro Person, Haushalt und Gerät.\n\nSiehe auch unsere [AGB](route:terms).`,
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    body: paragraphs(
      `Diese AGB bilden den Vertrag zwischen Ihnen und ${m.brand}, erlaubt durch die ${m.regulator}.`,
      sections(
        ['Ihr Konto', `Sie müssen mindestens ${m.ageRule} Jahre alt sein und dürfen nur ein Konto führen.`],
        m.realMoney && [
          'Ein- und Auszahlungen',
          'Auszahlungen gehen nach Möglichkeit an die Zahlungsmethode, mit der Sie eingezahlt haben. Wir können vorab Dokumente anfordern: siehe [Dokumente hochladen](route:documents).',
        ],
        !m.realMoney && ['Spielen zum Spaß', 'Jedes Spiel wird nur zum Spaß im Demomodus gespielt: ohne Echtgeld, Einzahlung oder Auszahlung.'],
        m.offers && [
          'Boni',
          m.bonusPage
            ? 'Für Boni gilt unsere [Bonusrichtlinie](route:bonus).'
            : 'Ein Bonus gilt nur so, wie die Aktion selbst ihn beschreibt, mit ihren Bedingungen.',
        ],
      ),
    ),
  },
  mobileApp: {
    title: 'Mobile App',
    body: `Nehmen Sie ${m.brand} überallhin mit. Fügen Sie die Seite über das Browsermenü Ihrem Startbildschirm hinzu: Sie öffnet sich im Vollbild, lädt schnell und Sie bleiben angemeldet.\n\n**Gleiche Spiele, gleiches Konto**: Alles, was Sie am Computer spielen, finden Sie auch auf dem Handy.`,
  },
  uploadingDocuments: {
    title: 'Dokumente hochladen',
    body: `Um Ihr Konto zu schützen und das Gesetz einzuhalten, bitten wir Sie unter Umständen, Ihre Identität zu bestätigen.\n**Ausweis**: Reisepass, Personalausweis oder Führerschein.\n**Adressnachweis**: eine Rechnung oder ein Kontoauszug, höchstens 3 Monate alt.${m.realMoney ? '\n**Zahlungsmethode**: ein Foto der Karte (mittlere Ziffern abgedeckt) oder ein Screenshot der E-Wallet.' : ''}\n\nLaden Sie die Dokumente unter *Mein Konto > Dokumente* hoch. Wir prüfen sie innerhalb von 24 Stunden.`,
  },
  restricted: {
    title: 'In Ihrem Land nicht verfügbar',
    body: `Es tut uns leid: ${m.brand} kann keine Spieler aus Ihrem Land ([country]) annehmen.\nGrund sind die dortigen Glücksspielgesetze, keine Entscheidung über Sie.\n\nFragen? Schreiben Sie an [${m.email}](mailto:${m.email}).`,
  },
  affiliates: {
    title: 'Partnerprogramm',
    body: `Werben Sie für ${m.brand} und verdienen Sie am Umsatz mit, den Sie bringen. Unser Partnerprogramm zahlt **monatlich**, mit Berichten in Echtzeit und einem festen Ansprechpartner.\n\nBewerben Sie sich im [Partnerportal](https://affiliates.mondocasino.example/).`,
  },
  aboutUs: {
    title: 'Über uns',
    body: paragraphs(
      `${m.brand} bietet **über 2.000 Spiele** der besten Studios für Spieler, die ein faires, schnelles und freundliches Angebot suchen.\nWir sind durch die ${m.regulator} erlaubt, und unser Kundenservice arbeitet *rund um die Uhr*.`,
      m.promotionsPage
        ? '[Zu unseren Spielen](route:onlineSlots) oder [zu den aktuellen Aktionen](route:promotions).'
        : '[Zu unseren Spielen](route:onlineSlots).',
    ),
  },
});
