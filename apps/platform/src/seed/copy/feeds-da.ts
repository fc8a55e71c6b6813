import type { FeedCopy } from './feeds-types.ts';

export const feedsDa: FeedCopy = (m) => ({
  contact: {
    title: 'Kontakt os',
    body: `Vores kundeservice er klar **døgnet rundt (24/7)**.\nSkriv til [${m.email}](mailto:${m.email}) eller brug livechatten.\n\nMåske står svaret allerede i vores [hjælpecenter](route:help).`,
  },
  privacy: {
    title: 'Privatlivspolitik',
    body: `${m.brand} behandler personoplysninger for at drive din konto og opfylde vores pligter under licens fra ${m.regulator}.\n\n**Dine rettigheder**\nDu kan få indsigt, rettelse og sletning: [${m.email}](mailto:${m.email}).`,
  },
  responsibleGaming: {
    title: 'Ansvarligt spil',
    body: `Spil skal være underholdning. ${m.brand} tilbyder **indbetalingsgrænser**, **pauser** og udelukkelse via ROFUS.\n\nTag vores [selvtest](route:selfAssessment).\nDu skal være fyldt 18 år.`,
  },
  selfAssessment: { title: 'Selvtest', body: 'Svar ærligt på spørgsmålene og tænk på de seneste 12 måneder. Dine svar bliver i din browser.' },
  bonusPolicy: {
    title: 'Bonuspolitik',
    body: `Disse vilkår gælder for alle bonusser hos ${m.brand}, medmindre en kampagne siger andet. En bonus skal omsættes, før den kan udbetales.\n\nSe også vores [vilkår](route:terms).`,
  },
  terms: {
    title: 'Vilkår og betingelser',
    body: `Disse vilkår gælder mellem dig og ${m.brand}, med licens fra ${m.regulator}.\n\n**1. Din konto**\nDu skal være mindst 18 år og må kun have én konto.\n\n**2. Udbetalinger**\nVi kan bede om dokumenter: [upload dokumenter](route:documents).`,
  },
  mobileApp: { title: 'Mobilapp', body: `Føj ${m.brand} til din startskærm fra browsermenuen: **samme spil, samme konto**.` },
  uploadingDocuments: {
    title: 'Upload dokumenter',
    body: 'For at beskytte din konto bekræfter vi din identitet.\n**ID**: pas eller kørekort.\n**Adresse**: regning eller kontoudtog (højst 3 måneder gammelt).\n\nUpload under *Min konto > Dokumenter*.',
  },
  restricted: {
    title: 'Ikke tilgængelig i dit land',
    body: `Desværre kan ${m.brand} ikke modtage spillere fra [country] på grund af spillelovgivningen i [country].\n\nSpørgsmål? [${m.email}](mailto:${m.email})`,
  },
  affiliates: {
    title: 'Affiliates',
    body: `Markedsfør ${m.brand} og tjen en andel af omsætningen. Udbetaling **hver måned**.\n\n[Til affiliate-portalen](https://affiliates.mondocasino.example/)`,
  },
  aboutUs: {
    title: 'Om os',
    body: `${m.brand} tilbyder **over 2.000 spil** med licens fra ${m.regulator}. Kundeservice *24/7*.\n\n[Se spilleautomaterne](route:onlineSlots)`,
  },
});
