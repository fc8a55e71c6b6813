import { paragraphs, sections, type FeedCopy } from './feeds-types.ts';

/** Swedish feed texts, as complete as the English (feeds-en.ts), with the same market-dependent parts. */
export const feedsSv: FeedCopy = (m) => ({
  contact: {
    title: 'Kontakta oss',
    body: `Vår kundtjänst finns här för dig **dygnet runt (24/7)**, årets alla dagar.\nSkriv till oss på [${m.email}](mailto:${m.email}) eller öppna livechatten från valfri sida.\n\nSvaret kanske redan finns i vårt [hjälpcenter](route:help).`,
  },
  privacy: {
    title: 'Integritetspolicy',
    body: paragraphs(
      `${m.brand} behandlar personuppgifter för att sköta ditt konto och uppfylla våra lagstadgade skyldigheter under licensen från ${m.regulator}${m.offers ? ' och, med ditt samtycke, för att skicka dig erbjudanden' : ''}.`,
      `**Vad vi samlar in**\nIdentitets- och kontaktuppgifter, ${m.realMoney ? 'betalnings- och speltransaktioner' : 'de spel du spelar'} samt enhets- och användningsdata.`,
      `**Dina rättigheter**\nDu kan begära en kopia av dina uppgifter och få dem rättade eller raderade, och du kan när som helst återkalla ditt samtycke genom att skriva till [${m.email}](mailto:${m.email}).`,
      '*Cookies beskrivs i vår cookiepolicy.*',
    ),
  },
  responsibleGaming: {
    title: 'Ansvarsfullt spelande',
    body: paragraphs(
      `Spel ska vara underhållning, aldrig ett sätt att tjäna pengar. ${m.brand} ger dig verktyg för att behålla kontrollen:\n${m.realMoney ? '**Insättningsgränser** per dag, vecka eller månad; ' : ''}**påminnelser om speltid**; **spelpauser** från 24 timmar till 6 veckor; och **självavstängning** i 6 månader eller längre.`,
      `Undrar du över dina spelvanor? Gör vårt [självtest](route:selfAssessment).\nDu måste ha fyllt ${m.ageRule} år för att spela.`,
    ),
  },
  selfAssessment: { title: 'Självtest', body: 'Svara ärligt på frågorna nedan och tänk på de senaste 12 månaderna. Dina svar stannar i din webbläsare.' },
  bonusPolicy: {
    title: 'Bonuspolicy',
    body: `Enligt svensk lag erbjuder ${m.brand} en bonus endast vid första speltillfället. Bonusen ska omsättas innan den eller vinsterna från den kan tas ut.\n\nSe även våra [allmänna villkor](route:terms).`,
  },
  terms: {
    title: 'Allmänna villkor',
    body: paragraphs(
      `Dessa villkor utgör avtalet mellan dig och ${m.brand}, med licens från ${m.regulator}.`,
      sections(
        ['Ditt konto', `Du måste ha fyllt ${m.ageRule} år och får bara ha ett konto.`],
        m.realMoney && [
          'Insättningar och uttag',
          'Uttag betalas i möjligaste mån tillbaka till den metod du satte in med. Vi kan först begära dokument: se [ladda upp dokument](route:documents).',
        ],
        !m.realMoney && ['Spela för skojs skull', 'Alla spel spelas för skojs skull i demoläge: utan riktiga pengar, insättningar eller uttag.'],
        m.offers && [
          'Bonus',
          m.bonusPage
            ? 'Bonusar följer vår [bonuspolicy](route:bonus).'
            : 'En bonus erbjuds bara vid första speltillfället (spellagen 14 kap. 9 §), med villkoren vid erbjudandet.',
        ],
      ),
    ),
  },
  mobileApp: {
    title: 'Mobilapp',
    body: `Ta med dig ${m.brand} överallt. Lägg till sajten på hemskärmen via webbläsarens meny: den öppnas i helskärm, laddar snabbt och håller dig inloggad.\n\n**Samma spel, samma konto**: allt du spelar på datorn finns också i mobilen.`,
  },
  uploadingDocuments: {
    title: 'Ladda upp dokument',
    body: `För att skydda ditt konto och följa lagen kan vi be dig bekräfta vem du är.\n**Legitimation**: pass, nationellt id-kort eller körkort.\n**Adressbevis**: en räkning eller ett kontoutdrag från de senaste 3 månaderna.${m.realMoney ? '\n**Betalningsmetod**: ett foto av kortet (de mittersta siffrorna dolda) eller en skärmbild av e-plånboken.' : ''}\n\nLadda upp dem under *Mitt konto > Dokument*. Vi kontrollerar dem inom 24 timmar.`,
  },
  restricted: {
    title: 'Inte tillgängligt i ditt land',
    body: `Tyvärr kan ${m.brand} inte ta emot spelare från ditt land ([country]).\nDet beror på spellagarna där, inte på ett beslut om dig.\n\nFrågor? Skriv till [${m.email}](mailto:${m.email}).`,
  },
  affiliates: {
    title: 'Affiliates',
    body: `Marknadsför ${m.brand} och tjäna en del av intäkterna du bidrar med. Vårt affiliateprogram betalar ut **varje månad**, med rapporter i realtid och en egen kontaktperson.\n\nAnsök i [affiliateportalen](https://affiliates.mondocasino.example/).`,
  },
  aboutUs: {
    title: 'Om oss',
    body: paragraphs(
      `${m.brand} samlar **över 2 000 spel** från de bästa spelstudiorna för spelare som vill ha ett rättvist, snabbt och vänligt casino.\nVi har licens från ${m.regulator}, och vår kundtjänst finns här *24/7*.`,
      m.promotionsPage ? '[Upptäck våra spel](route:onlineSlots) eller [se våra kampanjer](route:promotions).' : '[Upptäck våra spel](route:onlineSlots).',
    ),
  },
});
