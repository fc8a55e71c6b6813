import { paragraphs, sections, type FeedCopy } from './feeds-types.ts';

/** Finnish feed texts: the brand and the regulator stay in the nominative (a name takes no case ending here). */
export const feedsFi: FeedCopy = (m) => ({
  contact: {
    title: 'Ota yhteyttä',
    body: `Asiakaspalvelumme palvelee sinua **24/7**, vuoden jokaisena päivänä.\nKirjoita meille osoitteeseen [${m.email}](mailto:${m.email}) tai avaa livechat miltä tahansa sivulta.\n\nVastaus voi löytyä jo [ohjekeskuksestamme](route:help).`,
  },
  privacy: {
    title: 'Tietosuojakäytäntö',
    body: `${m.brand} käsittelee henkilötietoja tilisi ylläpitämiseksi ja lakisääteisten velvollisuuksiemme täyttämiseksi (lisenssin on myöntänyt ${m.regulator})${m.offers ? ' sekä suostumuksellasi tarjousten lähettämiseksi' : ''}.\n\n**Mitä keräämme**\nHenkilöllisyys- ja yhteystiedot, maksu- ja pelitapahtumat sekä laite- ja käyttötiedot.\n\n**Oikeutesi**\nVoit pyytää kopion tiedoistasi sekä niiden korjaamista tai poistamista, ja voit perua suostumuksesi milloin tahansa kirjoittamalla osoitteeseen [${m.email}](mailto:${m.email}).\n\n*Evästeet on kuvattu evästekäytännössämme.*`,
  },
  responsibleGaming: {
    title: 'Vastuullinen pelaaminen',
    body: `Pelaamisen pitää olla viihdettä, ei koskaan keino ansaita rahaa. ${m.brand} antaa sinulle työkalut, joilla pidät pelaamisen hallinnassa:\n${m.realMoney ? '**talletusrajat** päivälle, viikolle tai kuukaudelle; ' : ''}**peliaikamuistutukset**; **pelitauot** 24 tunnista 6 viikkoon; ja **pelikielto** vähintään 6 kuukaudeksi.\n\nMietitkö omia pelitottumuksiasi? Tee [itsearviointitestimme](route:selfAssessment).\nPelaajan on oltava ${m.ageRule} vuotta täyttänyt.`,
  },
  selfAssessment: {
    title: 'Itsearviointitesti',
    body: 'Vastaa alla oleviin kysymyksiin rehellisesti viimeisten 12 kuukauden ajalta. Vastauksesi pysyvät selaimessasi.',
  },
  bonusPolicy: {
    title: 'Bonuskäytäntö',
    body: `Nämä ehdot koskevat kaikkia bonuksia, jotka ${m.brand} tarjoaa, ellei kampanjassa toisin mainita. Bonus on kierrätettävä ennen kuin sen tai sillä saadut voitot voi kotiuttaa. Vain yksi tervetuliaisbonus henkilöä, kotitaloutta ja laitetta kohden.\n\nKatso myös [yleiset käyttöehtomme](route:terms).`,
  },
  terms: {
    title: 'Käyttöehdot',
    body: paragraphs(
      `Nämä ehdot muodostavat sopimuksen sinun ja palvelun ${m.brand} välillä; palvelun lisenssin on myöntänyt ${m.regulator}.`,
      sections(
        ['Tilisi', `Sinun on oltava ${m.ageRule} vuotta täyttänyt, ja sinulla voi olla vain yksi tili.`],
        m.realMoney && [
          'Talletukset ja kotiutukset',
          'Kotiutukset maksetaan mahdollisuuksien mukaan samalla maksutavalla, jolla talletit. Voimme pyytää ensin asiakirjoja: katso [asiakirjojen lataaminen](route:documents).',
        ],
        !m.realMoney && ['Pelaa huvin vuoksi', 'Kaikkia pelejä pelataan huvin vuoksi demotilassa: ilman oikeaa rahaa, talletuksia tai kotiutuksia.'],
        m.offers && [
          'Bonukset',
          m.bonusPage ? 'Bonuksiin sovelletaan [bonuskäytäntöämme](route:bonus).' : 'Bonus myönnetään vain kampanjan omien ehtojen mukaisesti.',
        ],
      ),
    ),
  },
  mobileApp: {
    title: 'Mobiilisovellus',
    body: `Ota ${m.brand} mukaasi. Lisää sivusto aloitusnäytöllesi selaimen valikosta: se avautuu koko näytön tilaan, latautuu nopeasti ja pitää sinut kirjautuneena.\n\n**Samat pelit, sama tili**: kaikki, mitä pelaat tietokoneella, löytyy myös puhelimestasi.`,
  },
  uploadingDocuments: {
    title: 'Asiakirjojen lataaminen',
    body: `Tilisi turvaamiseksi ja lain noudattamiseksi voimme pyytää sinua vahvistamaan henkilöllisyytesi.\n**Henkilöllisyystodistus**: passi, henkilökortti tai ajokortti.\n**Osoitetodistus**: enintään 3 kuukautta vanha lasku tai tiliote.${m.realMoney ? '\n**Maksutapa**: kuva kortista (keskimmäiset numerot peitettyinä) tai kuvakaappaus sähköisestä lompakosta.' : ''}\n\nLataa ne kohdassa *Oma tili > Asiakirjat*. Tarkistamme ne 24 tunnin kuluessa.`,
  },
  restricted: {
    title: 'Ei saatavilla maassasi',
    body: `Olemme pahoillamme: ${m.brand} ei voi ottaa vastaan pelaajia maastasi ([country]).\nSyynä ovat maan rahapelilait, ei sinua koskeva päätös.\n\nKysyttävää? Kirjoita osoitteeseen [${m.email}](mailto:${m.email}).`,
  },
  affiliates: {
    title: 'Kumppaniohjelma',
    body: `Markkinoi palvelua ${m.brand} ja ansaitse osuus tuomistasi tuotoista. Kumppaniohjelmamme maksaa **kuukausittain**, ja saat reaaliaikaiset raportit sekä oman yhteyshenkilön.\n\nHae mukaan [kumppaniportaalissamme](https://affiliates.mondocasino.example/).`,
  },
  aboutUs: {
    title: 'Tietoa meistä',
    body: `${m.brand} tarjoaa **yli 2 000 peliä** parhailta pelistudioilta pelaajille, jotka haluavat reilun, nopean ja ystävällisen kasinon.\nLisenssimme on myöntänyt ${m.regulator}, ja asiakaspalvelumme palvelee *24/7*.\n\n${m.promotionsPage ? '[Tutustu peleihimme](route:onlineSlots) tai [katso uusimmat kampanjamme](route:promotions).' : '[Tutustu peleihimme](route:onlineSlots).'}`,
  },
});
