import { paragraphs, sections, type FeedCopy } from './feeds-types.ts';

/** Danish feed texts, as complete as the English (feeds-en.ts), with the same market-dependent parts. */
export const feedsDa: FeedCopy = (m) => ({
  contact: {
    title: 'Kontakt os',
    body: `Vores kundeservice er klar til at hjælpe dig **døgnet rundt (24/7)**, hver dag hele året.\nSkriv til os på [${m.email}](mailto:${m.email}), eller åbn livechatten fra en hvilken som helst side.\n\nMåske står svaret allerede i vores [hjælpecenter](route:help).`,
  },
  privacy: {
    title: 'Privatlivspolitik',
    body: paragraphs(
      `${m.brand} behandler personoplysninger for at drive din konto og opfylde vores lovpligtige forpligtelser under licensen fra ${m.regulator}${m.offers ? ' og, med dit samtykke, for at sende dig tilbud' : ''}.`,
      `**Hvad vi indsamler**\nIdentitets- og kontaktoplysninger, ${m.realMoney ? 'betalings- og spiltransaktioner' : 'de spil, du spiller'} samt enheds- og brugsdata.`,
      `**Dine rettigheder**\nDu kan bede om en kopi af dine oplysninger og få dem rettet eller slettet, og du kan til enhver tid trække dit samtykke tilbage ved at skrive til [${m.email}](mailto:${m.email}).`,
      '*Cookies er beskrevet i vores cookiepolitik.*',
    ),
  },
  responsibleGaming: {
    title: 'Ansvarligt spil',
    body: paragraphs(
      `Spil skal være underholdning, aldrig en måde at tjene penge på. ${m.brand} giver dig værktøjer til at bevare kontrollen:\n${m.realMoney ? '**Indbetalingsgrænser** pr. dag, uge eller måned; ' : ''}**påmindelser om spilletid**; **pauser** fra 24 timer til 6 uger; og **selvudelukkelse** i 6 måneder eller længere.`,
      `Er du i tvivl om dine spillevaner? Tag vores [selvtest](route:selfAssessment).\nDu skal være fyldt ${m.ageRule} år for at spille.`,
    ),
  },
  selfAssessment: { title: 'Selvtest', body: 'Svar ærligt på spørgsmålene nedenfor, og tænk på de seneste 12 måneder. Dine svar bliver i din browser.' },
  bonusPolicy: {
    title: 'Bonuspolitik',
    body: `Disse vilkår gælder for alle bonusser hos ${m.brand}, medmindre en kampagne siger andet. En bonus skal omsættes, før den eller gevinsterne fra den kan udbetales. Kun én velkomstbonus pr. person, husstand og enhed.\n\nSe også vores [generelle vilkår](route:terms).`,
  },
  terms: {
    title: 'Vilkår og betingelser',
    body: paragraphs(
      `Disse vilkår udgør aftalen mellem dig og ${m.brand}, som har licens fra ${m.regulator}.`,
      sections(
        ['Din konto', `Du skal være fyldt ${m.ageRule} år og må kun have én konto.`],
        m.realMoney && [
          'Ind- og udbetalinger',
          'Udbetalinger sendes så vidt muligt tilbage til den metode, du indbetalte med. Vi kan først bede om dokumenter: se [upload dokumenter](route:documents).',
        ],
        !m.realMoney && ['Spil for sjov', 'Alle spil spilles for sjov i demotilstand: uden rigtige penge, indbetalinger eller udbetalinger.'],
        m.offers && [
          'Bonusser',
          m.bonusPage ? 'Bonusser følger vores [bonuspolitik](route:bonus).' : 'En bonus gælder kun, som kampagnen selv beskriver den, med dens vilkår.',
        ],
      ),
    ),
  },
  mobileApp: {
    title: 'Mobilapp',
    body: `Tag ${m.brand} med dig. Føj siden til din startskærm fra browserens menu: den åbner i fuld skærm, indlæses hurtigt og holder dig logget ind.\n\n**Samme spil, samme konto**: alt, hvad du spiller på computeren, finder du også på mobilen.`,
  },
  uploadingDocuments: {
    title: 'Upload dokumenter',
    body: `For at beskytte din konto og overholde loven kan vi bede dig bekræfte, hvem du er.\n**ID**: pas, ID-kort eller kørekort.\n**Adressebevis**: en regning eller et kontoudtog fra de seneste 3 måneder.${m.realMoney ? '\n**Betalingsmetode**: et billede af kortet (de midterste cifre dækket til) eller et skærmbillede af din e-wallet.' : ''}\n\nUpload dem under *Min konto > Dokumenter*. Vi tjekker dem inden for 24 timer.`,
  },
  restricted: {
    title: 'Ikke tilgængelig i dit land',
    body: `Beklager: ${m.brand} kan ikke modtage spillere fra dit land ([country]).\nDet skyldes spillelovgivningen dér, ikke en vurdering af dig.\n\nSpørgsmål? Skriv til [${m.email}](mailto:${m.email}).`,
  },
  affiliates: {
    title: 'Affiliates',
    body: `Markedsfør ${m.brand}, og tjen en andel af den omsætning, du skaber. Vores affiliateprogram udbetaler **hver måned**, med rapporter i realtid og en fast kontaktperson.\n\nAnsøg i [affiliateportalen](https://affiliates.mondocasino.example/).`,
  },
  aboutUs: {
    title: 'Om os',
    body: paragraphs(
      `${m.brand} samler **over 2.000 spil** fra de bedste spiludviklere til spillere, der vil have et fair, hurtigt og venligt casino.\nVi har licens fra ${m.regulator}, og vores kundeservice er klar *24/7*.`,
      m.promotionsPage ? '[Se vores spil](route:onlineSlots), eller [se de nyeste kampagner](route:promotions).' : '[Se vores spil](route:onlineSlots).',
    ),
  },
});
