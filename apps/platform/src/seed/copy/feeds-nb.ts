import { paragraphs, sections, type FeedCopy } from './feeds-types.ts';

export const feedsNb: FeedCopy = (m) => ({
  contact: {
    title: 'Kontakt oss',
    body: `Kundeservice er her for deg **24/7**, hver dag hele året.\nSkriv til oss på [${m.email}](mailto:${m.email}) eller åpne live-chatten fra hvilken som helst side.\n\nKanskje finner du svaret allerede i [hjelpesenteret](route:help) vårt.`,
  },
  privacy: {
    title: 'Personvernerklæring',
    body: `${m.brand} behandler personopplysninger for å drive kontoen din og for å oppfylle de lovpålagte pliktene våre under lisensen fra ${m.regulator}${m.offers ? ' og, med ditt samtykke, for å sende deg tilbud' : ''}.\n\n**Hva vi samler inn**\nIdentitets- og kontaktopplysninger, betalings- og spilltransaksjoner, enhets- og bruksdata.\n\n**Dine rettigheter**\nDu kan be om en kopi av opplysningene dine og få dem rettet eller slettet, og du kan når som helst trekke tilbake samtykket ditt ved å skrive til [${m.email}](mailto:${m.email}).\n\n*Informasjonskapsler er beskrevet i erklæringen vår om informasjonskapsler.*`,
  },
  responsibleGaming: {
    title: 'Ansvarlig spill',
    body: `Pengespill skal være underholdning, aldri en måte å tjene penger på. ${m.brand} gir deg verktøy som hjelper deg å holde kontrollen:\n${m.realMoney ? '**innskuddsgrenser** per dag, uke eller måned; ' : ''}**påminnelser om spilletid**; **pauser** fra 24 timer til 6 uker; og **selvutestengelse** i 6 måneder eller lenger.\n\nLurer du på spillevanene dine? Ta [selvtesten](route:selfAssessment) vår.\nDu må være ${m.ageRule} år eller eldre for å spille.`,
  },
  selfAssessment: {
    title: 'Selvtest',
    body: 'Svar ærlig på spørsmålene nedenfor, og tenk på de siste 12 månedene. Svarene dine blir værende i nettleseren din.',
  },
  bonusPolicy: {
    title: 'Bonusvilkår',
    body: `Disse vilkårene gjelder for alle bonuser hos ${m.brand}, med mindre en kampanje sier noe annet. En bonus må omsettes før bonusen eller gevinstene fra den kan tas ut. Bare én velkomstbonus per person, husstand og enhet.\n\nSe også de [generelle vilkårene](route:terms) våre.`,
  },
  terms: {
    title: 'Vilkår og betingelser',
    body: paragraphs(
      `Disse vilkårene utgjør avtalen mellom deg og ${m.brand}, som har lisens fra ${m.regulator}.`,
      sections(
        ['Kontoen din', `Du må være ${m.ageRule} år eller eldre og kan bare ha én konto.`],
        m.realMoney && [
          'Innskudd og uttak',
          'Uttak betales om mulig tilbake til metoden du brukte til innskuddet. Vi kan be om dokumenter først: se [opplasting av dokumenter](route:documents).',
        ],
        !m.realMoney && ['Spill for moro skyld', 'Alle spill spilles for moro skyld i demomodus: uten ekte penger, innskudd eller uttak.'],
        m.offers && [
          'Bonuser',
          m.bonusPage ? 'Bonuser følger [bonusvilkårene](route:bonus) våre.' : 'En bonus gis bare slik kampanjen selv beskriver den, med vilkårene der.',
        ],
      ),
    ),
  },
  mobileApp: {
    title: 'Mobilapp',
    body: `Ta med deg ${m.brand} overalt. Legg nettstedet til på startskjermen fra menyen i nettleseren: det åpnes i fullskjerm, lastes raskt og holder deg innlogget.\n\n**Samme spill, samme konto**: alt du spiller på datamaskinen, finner du også på mobilen.`,
  },
  uploadingDocuments: {
    title: 'Opplasting av dokumenter',
    body: `For å holde kontoen din trygg og oppfylle loven kan vi be deg bekrefte hvem du er.\n**Legitimasjon**: pass, nasjonalt ID-kort eller førerkort.\n**Adressebevis**: en strømregning eller en kontoutskrift fra de siste 3 månedene.${m.realMoney ? '\n**Betalingsmåte**: et bilde av kortet (med de midterste sifrene tildekket) eller et skjermbilde av e-lommeboken.' : ''}\n\nLast dem opp under *Min konto > Dokumenter*. Vi sjekker dem innen 24 timer.`,
  },
  restricted: {
    title: 'Ikke tilgjengelig i ditt land',
    body: `Beklager: ${m.brand} kan ikke ta imot spillere fra landet ditt ([country]).\nDette skyldes pengespillovgivningen der, ikke en vurdering av deg.\n\nSpørsmål? Skriv til [${m.email}](mailto:${m.email}).`,
  },
  affiliates: {
    title: 'Affiliate-program',
    body: `Markedsfør ${m.brand} og tjen en andel av inntektene du bringer inn. Affiliate-programmet vårt betaler ut **hver måned**, med rapporter i sanntid og en egen kontaktperson.\n\nSøk via [affiliate-portalen vår](https://affiliates.mondocasino.example/).`,
  },
  aboutUs: {
    title: 'Om oss',
    body: `${m.brand} tilbyr **over 2 000 spill** fra de beste spillstudioene til spillere som vil ha et rettferdig, raskt og vennlig kasino.\nVi har lisens fra ${m.regulator}, og kundeservice er tilgjengelig *24/7*.\n\n${m.promotionsPage ? '[Bli kjent med spillene våre](route:onlineSlots) eller [les om de nyeste kampanjene](route:promotions).' : '[Bli kjent med spillene våre](route:onlineSlots).'}`,
  },
});
