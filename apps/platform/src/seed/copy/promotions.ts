import type { Lang } from '../../lib/markets.ts';

/** The promotions the seed plans (content/promotions.ts): the shared ones, and Spain's own. */
export type PromoKey = 'welcome' | 'cashback' | 'race' | 'sprint' | 'summer' | 'future' | 'draft' | 'champions' | 'spins300';

/**
 * One promotion's own copy: slug, title, summary, and how it works (Markdown). Amounts and
 * dates are not written here: they are the offer's data (its significant terms and period),
 * shown beside the text in the market's currency, so the copy never contradicts them.
 */
export interface PromoText {
  slug: string;
  title: string;
  summary: string;
  body: string;
}

type Copy = Record<Exclude<PromoKey, 'champions' | 'spins300'>, PromoText> & Partial<Record<'champions' | 'spins300', PromoText>>;
const p = (slug: string, title: string, summary: string, body: string): PromoText => ({ slug, title, summary, body });

export const PROMO_COPY: Record<Lang, Copy> = {
  en: {
    welcome: p(
      'welcome-bonus',
      'Welcome bonus',
      'We match your first deposit, so you start with more to play with.',
      '**How it works**\nMake your first deposit and the matching bonus is credited straight away. Slots count in full towards the wagering, other games in part. Once the wagering is done, the bonus and its winnings are yours to withdraw.\nSee the [slots](route:onlineSlots).',
    ),
    cashback: p(
      'weekly-cashback',
      'Weekly cashback',
      'Get back part of your net losses every week.',
      '**How it works**\nEach week we add up your stakes and your winnings. If you lost money overall, part of that net loss is credited back to you on the day shown below. There is nothing to opt in to.',
    ),
    race: p(
      'slots-race',
      'Slots Race',
      'Climb the leaderboard on the selected slots and take a share of the prize pool.',
      '**How it works**\nOpt in on this page, then play the selected [slots](route:onlineSlots). Every qualifying stake scores points, and the players with the most points when the race ends share the prize pool. Follow your place on the leaderboard.',
    ),
    sprint: p(
      'weekend-sprint',
      'Weekend Sprint',
      'A three-day race on the selected slots, now finished.',
      '**How it worked**\nFor one weekend, every qualifying stake on the selected slots scored points. The race has ended and its prizes have been paid.',
    ),
    summer: p(
      'summer-festival-2024',
      'Summer Festival 2024',
      'A bonus on one deposit a day, all summer 2024. This promotion has ended.',
      '**How it worked**\nFrom June to August 2024, one deposit a day earned a bonus. The festival is over; see our current offers.',
    ),
    future: p(
      'grand-launch',
      'Grand launch',
      'A launch bonus on your deposit, for a limited time.',
      '**How it will work**\nWhile the launch runs, your deposit earns a matching bonus. The dates are shown above.',
    ),
    draft: p('draft-bonus-spins', 'Bonus spins (draft)', 'Unpublished draft promotion.', 'Bonus spins on a deposit. A draft, not published.'),
  },
  de: {
    welcome: p(
      'willkommensbonus',
      'Willkommensbonus',
      'Wir verdoppeln Ihre erste Einzahlung.',
      '**So funktioniert es**\nNach Ihrer ersten Einzahlung wird der Bonus sofort gutgeschrieben. Slots zählen voll zu den Umsatzbedingungen, andere Spiele anteilig. Sind die Umsatzbedingungen erfüllt, können Sie Bonus und Gewinne auszahlen lassen.\nZu den [Slots](route:onlineSlots).',
    ),
    cashback: p(
      'wochen-cashback',
      'Wöchentliches Cashback',
      'Jede Woche einen Teil Ihrer Nettoverluste zurück.',
      '**So funktioniert es**\nJede Woche verrechnen wir Ihre Einsätze mit Ihren Gewinnen. Haben Sie unter dem Strich verloren, wird Ihnen ein Teil dieses Nettoverlusts am unten genannten Tag gutgeschrieben. Eine Anmeldung ist nicht nötig.',
    ),
    race: p(
      'slot-turnier',
      'Slot-Turnier',
      'Klettern Sie an den ausgewählten Slots in der Rangliste nach oben und sichern Sie sich einen Anteil am Preispool.',
      '**So funktioniert es**\nMelden Sie sich auf dieser Seite an und spielen Sie die ausgewählten [Slots](route:onlineSlots). Jeder gültige Einsatz bringt Punkte; wer bei Turnierende die meisten Punkte hat, teilt sich den Preispool. Ihren Platz sehen Sie in der Rangliste.',
    ),
    sprint: p(
      'wochenend-sprint',
      'Wochenend-Sprint',
      'Ein dreitägiges Turnier an den ausgewählten Slots, inzwischen beendet.',
      '**So lief es**\nEin Wochenende lang brachte jeder gültige Einsatz an den ausgewählten Slots Punkte. Das Turnier ist beendet, die Preise sind ausgezahlt.',
    ),
    summer: p(
      'sommerfestival-2024',
      'Sommerfestival 2024',
      'Ein Bonus auf eine Einzahlung pro Tag, den ganzen Sommer 2024. Diese Aktion ist beendet.',
      '**So lief es**\nVon Juni bis August 2024 gab es auf eine Einzahlung pro Tag einen Bonus. Das Festival ist vorbei; sehen Sie sich unsere aktuellen Aktionen an.',
    ),
    future: p(
      'grosser-start',
      'Großer Start',
      'Ein Startbonus auf Ihre Einzahlung, nur für kurze Zeit.',
      '**So wird es funktionieren**\nSolange die Startaktion läuft, erhalten Sie auf Ihre Einzahlung einen Bonus in gleicher Höhe. Die Daten stehen oben.',
    ),
    draft: p('entwurf-freispiele', 'Freispiele (Entwurf)', 'Unveröffentlichter Entwurf.', 'Freispiele auf eine Einzahlung. Ein Entwurf, nicht veröffentlicht.'),
  },
  da: {
    welcome: p(
      'velkomstbonus',
      'Velkomstbonus',
      'Vi matcher din første indbetaling, så du starter med mere at spille for.',
      '**Sådan virker det**\nNår du har foretaget din første indbetaling, krediteres bonussen med det samme. Spilleautomater tæller fuldt med i omsætningskravet, andre spil delvist. Når omsætningskravet er opfyldt, kan du udbetale bonus og gevinster.\nSe [spilleautomaterne](route:onlineSlots).',
    ),
    cashback: p(
      'ugentlig-cashback',
      'Ugentlig cashback',
      'Få en del af dit nettotab tilbage hver uge.',
      '**Sådan virker det**\nHver uge lægger vi dine indsatser og gevinster sammen. Har du samlet tabt penge, krediteres en del af nettotabet tilbage til dig på den dag, der står nedenfor. Du skal ikke tilmelde dig.',
    ),
    race: p(
      'slot-turnering',
      'Slot-turnering',
      'Klatr op ad ranglisten på de udvalgte spilleautomater, og få del i præmiepuljen.',
      '**Sådan virker det**\nTilmeld dig på denne side, og spil på de udvalgte [spilleautomater](route:onlineSlots). Hver gyldig indsats giver point, og de spillere, der har flest point, når turneringen slutter, deler præmiepuljen. Følg din placering på ranglisten.',
    ),
    sprint: p(
      'weekend-sprint',
      'Weekend-sprint',
      'En tredages turnering på de udvalgte spilleautomater, nu afsluttet.',
      '**Sådan foregik det**\nI en weekend gav hver gyldig indsats på de udvalgte spilleautomater point. Turneringen er slut, og præmierne er udbetalt.',
    ),
    summer: p(
      'sommerfestival-2024',
      'Sommerfestival 2024',
      'En bonus på én indbetaling om dagen hele sommeren 2024. Kampagnen er slut.',
      '**Sådan foregik det**\nFra juni til august 2024 gav én indbetaling om dagen en bonus. Festivalen er slut; se vores aktuelle kampagner.',
    ),
    future: p(
      'stor-lancering',
      'Stor lancering',
      'En lanceringsbonus på din indbetaling i en begrænset periode.',
      '**Sådan kommer det til at virke**\nMens lanceringen står på, giver din indbetaling en bonus af samme størrelse. Datoerne står ovenfor.',
    ),
    draft: p('kladde-free-spins', 'Free spins (kladde)', 'Ikke udgivet kladde.', 'Free spins på en indbetaling. En kladde, ikke udgivet.'),
  },
  sv: {
    welcome: p(
      'valkomstbonus',
      'Välkomstbonus',
      'Vi matchar din första insättning, så att du börjar med mer att spela för.',
      '**Så fungerar det**\nNär du gjort din första insättning krediteras bonusen direkt. Slots räknas fullt ut mot omsättningskravet, andra spel delvis. När omsättningskravet är uppfyllt kan du ta ut bonusen och vinsterna.\nSe våra [slots](route:onlineSlots).',
    ),
    cashback: p(
      'veckans-cashback',
      'Veckans cashback',
      'Få tillbaka en del av dina nettoförluster varje vecka.',
      '**Så fungerar det**\nVarje vecka räknar vi ihop dina insatser och vinster. Har du förlorat pengar totalt krediteras en del av nettoförlusten tillbaka på dagen som anges nedan. Ingen anmälan behövs.',
    ),
    race: p(
      'slot-turnering',
      'Slotturnering',
      'Klättra på topplistan på de utvalda slotsen och få en del av prispotten.',
      '**Så fungerar det**\nAnmäl dig på den här sidan och spela de utvalda [slotsen](route:onlineSlots). Varje giltig insats ger poäng, och spelarna med flest poäng när turneringen slutar delar på prispotten. Följ din placering på topplistan.',
    ),
    sprint: p(
      'helg-sprint',
      'Helgsprint',
      'En tävling över tre dagar på de utvalda slotsen, nu avslutad.',
      '**Så gick det till**\nUnder en helg gav varje giltig insats på de utvalda slotsen poäng. Tävlingen är avslutad och priserna är utbetalda.',
    ),
    summer: p(
      'sommarfestival-2024',
      'Sommarfestival 2024',
      'En bonus på en insättning per dag hela sommaren 2024. Kampanjen är avslutad.',
      '**Så gick det till**\nFrån juni till augusti 2024 gav en insättning per dag en bonus. Festivalen är över; se våra aktuella kampanjer.',
    ),
    future: p(
      'stor-lansering',
      'Stor lansering',
      'En lanseringsbonus på din insättning under en begränsad tid.',
      '**Så kommer det att fungera**\nMedan lanseringen pågår ger din insättning en lika stor bonus. Datumen står ovan.',
    ),
    draft: p('utkast-freespins', 'Freespins (utkast)', 'Opublicerat utkast.', 'Freespins på en insättning. Ett utkast, inte publicerat.'),
  },
  es: {
    welcome: p(
      'bono-de-bienvenida',
      'Bono de bienvenida',
      'Te igualamos el primer depósito para que empieces con más saldo.',
      '**Cómo funciona**\nHaz tu primer depósito y te abonamos el bono al momento. Las tragaperras cuentan al 100 % para los requisitos de apuesta; los demás juegos, en parte. Cuando los cumplas, podrás retirar el bono y sus ganancias.\nVer las [tragaperras](route:onlineSlots).',
    ),
    cashback: p(
      'cashback-semanal',
      'Reembolso semanal',
      'Recupera cada semana parte de tus pérdidas netas.',
      '**Cómo funciona**\nCada semana sumamos tus apuestas y tus ganancias. Si en total has perdido, te abonamos parte de esa pérdida neta el día que indican las condiciones. No hace falta apuntarse.',
    ),
    race: p(
      'torneo-drops-and-wins',
      'Torneo Drops & Wins',
      'Sube en la clasificación de las tragaperras seleccionadas y llévate tu parte de la bolsa de premios.',
      '**Cómo funciona**\nApúntate en esta página y juega a las [tragaperras](route:onlineSlots) seleccionadas. Cada apuesta válida suma puntos; quienes tengan más puntos al terminar el torneo se reparten la bolsa de premios. Sigue tu posición en la clasificación.',
    ),
    sprint: p(
      'sprint-fin-de-semana',
      'Sprint de fin de semana',
      'Un torneo de tres días en las tragaperras seleccionadas, ya finalizado.',
      '**Cómo fue**\nDurante un fin de semana, cada apuesta válida en las tragaperras seleccionadas sumó puntos. El torneo ha terminado y los premios ya se han pagado.',
    ),
    summer: p(
      'festival-de-verano-2024',
      'Festival de verano 2024',
      'Un bono por un depósito al día durante todo el verano de 2024. Esta promoción ha terminado.',
      '**Cómo fue**\nDe junio a agosto de 2024, un depósito al día tenía bono. El festival ha terminado; consulta nuestras promociones actuales.',
    ),
    future: p(
      'gran-lanzamiento',
      'Gran lanzamiento',
      'Un bono de lanzamiento por tu depósito, por tiempo limitado.',
      '**Cómo funcionará**\nMientras dure el lanzamiento, tu depósito tendrá un bono del mismo importe. Las fechas figuran arriba.',
    ),
    draft: p('borrador-giros-extra', 'Giros extra (borrador)', 'Borrador sin publicar.', 'Giros extra por un depósito. Borrador, sin publicar.'),
    champions: p(
      'sorteo-viaje-final-champions',
      'Sorteo: viaje a la final de la Champions',
      'Gana un viaje para dos a la final de la Champions.',
      '**Cómo funciona**\nCada apuesta en cualquier juego suma papeletas para el sorteo, sin necesidad de apuntarse. El sorteo se celebra tras el cierre de la promoción y el ganador recibe el viaje para dos personas: vuelos, hotel y entradas.',
    ),
    // Deposit-linked spins are not "gratis" (Real Decreto 958/2020, banned-copy in packages/sites/src/markets.ts).
    spins300: p(
      'bono-300-giros',
      '300 giros extra',
      'Haz tu primer depósito y llévate 300 giros extra.',
      '**Cómo funciona**\nCon tu primer depósito recibes los giros extra en las [tragaperras](route:onlineSlots) seleccionadas. Las ganancias de los giros pasan a tu saldo de bono y se liberan al cumplir los requisitos de apuesta.',
    ),
  },
  fr: {
    welcome: p(
      'bonus-de-bienvenue',
      'Bonus de bienvenue',
      'Nous égalons votre premier dépôt pour que vous commenciez avec plus.',
      '**Comment ça marche**\nFaites votre premier dépôt : le bonus est versé aussitôt. Les machines à sous comptent entièrement dans les exigences de mise, les autres jeux en partie. Une fois les exigences de mise remplies, le bonus et ses gains peuvent être retirés.\nVoir les [machines à sous](route:onlineSlots).',
    ),
    cashback: p(
      'remise-hebdomadaire',
      'Remise en argent hebdomadaire',
      'Récupérez chaque semaine une partie de vos pertes nettes.',
      '**Comment ça marche**\nChaque semaine, nous additionnons vos mises et vos gains. Si vous avez perdu au total, une partie de cette perte nette vous est versée le jour indiqué plus bas. Aucune inscription n’est nécessaire.',
    ),
    race: p(
      'course-aux-machines',
      'Course aux machines à sous',
      'Grimpez au classement sur les machines à sous choisies et partagez la cagnotte.',
      '**Comment ça marche**\nInscrivez-vous sur cette page, puis jouez aux [machines à sous](route:onlineSlots) choisies. Chaque mise admissible rapporte des points; à la fin de la course, les joueurs qui en ont le plus se partagent la cagnotte. Suivez votre rang au classement.',
    ),
    sprint: p(
      'sprint-du-week-end',
      'Sprint du week-end',
      'Une course de trois jours sur les machines à sous choisies, maintenant terminée.',
      '**Comment ça s’est passé**\nPendant un week-end, chaque mise admissible sur les machines à sous choisies rapportait des points. La course est terminée et les prix ont été versés.',
    ),
    summer: p(
      'festival-ete-2024',
      'Festival d’été 2024',
      'Un bonus sur un dépôt par jour pendant tout l’été 2024. Cette promotion est terminée.',
      '**Comment ça s’est passé**\nDe juin à août 2024, un dépôt par jour donnait droit à un bonus. Le festival est terminé; consultez nos promotions en cours.',
    ),
    future: p(
      'grand-lancement',
      'Grand lancement',
      'Un bonus de lancement sur votre dépôt, pour une durée limitée.',
      '**Comment ça marchera**\nPendant le lancement, votre dépôt donnera droit à un bonus du même montant. Les dates sont indiquées plus haut.',
    ),
    draft: p('brouillon-tours-gratuits', 'Tours gratuits (brouillon)', 'Brouillon non publié.', 'Des tours gratuits sur un dépôt. Brouillon, non publié.'),
  },
  nb: {
    welcome: p(
      'velkomstbonus',
      'Velkomstbonus',
      'Vi matcher ditt første innskudd, så du starter med mer å spille for.',
      '**Slik fungerer det**\nNår du har gjort ditt første innskudd, krediteres bonusen med en gang. Spilleautomater teller fullt mot omsetningskravet, andre spill delvis. Når omsetningskravet er oppfylt, kan du ta ut bonusen og gevinstene.\nSe [spilleautomatene](route:onlineSlots).',
    ),
    cashback: p(
      'ukentlig-cashback',
      'Ukentlig cashback',
      'Få tilbake en del av nettotapet ditt hver uke.',
      '**Slik fungerer det**\nHver uke legger vi sammen innsatsene og gevinstene dine. Har du tapt penger totalt, krediteres en del av nettotapet tilbake til deg på dagen som står nedenfor. Du trenger ikke å melde deg på.',
    ),
    race: p(
      'automatturnering',
      'Automatturnering',
      'Klatre på topplisten på de utvalgte spilleautomatene og få en del av premiepotten.',
      '**Slik fungerer det**\nMeld deg på på denne siden, og spill på de utvalgte [spilleautomatene](route:onlineSlots). Hver gyldig innsats gir poeng, og spillerne med flest poeng når turneringen er over, deler premiepotten. Følg plasseringen din på topplisten.',
    ),
    sprint: p(
      'helgesprint',
      'Helgesprint',
      'En tredagers turnering på de utvalgte spilleautomatene, nå avsluttet.',
      '**Slik foregikk det**\nI én helg ga hver gyldig innsats på de utvalgte spilleautomatene poeng. Turneringen er over, og premiene er utbetalt.',
    ),
    summer: p(
      'sommerfestival-2024',
      'Sommerfestival 2024',
      'En bonus på ett innskudd per dag hele sommeren 2024. Denne kampanjen er avsluttet.',
      '**Slik foregikk det**\nFra juni til august 2024 ga ett innskudd per dag en bonus. Festivalen er over; se kampanjene våre nå.',
    ),
    future: p(
      'stor-lansering',
      'Stor lansering',
      'En lanseringsbonus på innskuddet ditt i en begrenset periode.',
      '**Slik kommer det til å fungere**\nMens lanseringen pågår, gir innskuddet ditt en like stor bonus. Datoene står ovenfor.',
    ),
    draft: p('utkast-gratisspinn', 'Gratisspinn (utkast)', 'Upublisert kampanjeutkast.', 'Gratisspinn på et innskudd. Et utkast, ikke publisert.'),
  },
  pt: {
    welcome: p(
      'bonus-de-boas-vindas',
      'Bônus de boas-vindas',
      'Igualamos seu primeiro depósito para você começar com mais.',
      '**Como funciona**\nFaça seu primeiro depósito e o bônus é creditado na hora. Os caça-níqueis contam integralmente para o requisito de apostas; os outros jogos, em parte. Cumprido o requisito, você pode sacar o bônus e os ganhos.\nVeja os [caça-níqueis](route:onlineSlots).',
    ),
    cashback: p(
      'cashback-semanal',
      'Cashback semanal',
      'Receba de volta parte das suas perdas líquidas toda semana.',
      '**Como funciona**\nToda semana somamos suas apostas e seus ganhos. Se no total você perdeu, parte dessa perda líquida é creditada de volta no dia indicado abaixo. Não é preciso se inscrever.',
    ),
    race: p(
      'corrida-de-caca-niqueis',
      'Corrida de caça-níqueis',
      'Suba no ranking dos caça-níqueis selecionados e leve sua parte da premiação.',
      '**Como funciona**\nInscreva-se nesta página e jogue os [caça-níqueis](route:onlineSlots) selecionados. Cada aposta válida soma pontos, e quem tiver mais pontos ao fim da corrida divide a premiação. Acompanhe sua posição no ranking.',
    ),
    sprint: p(
      'sprint-de-fim-de-semana',
      'Sprint de fim de semana',
      'Uma disputa de três dias nos caça-níqueis selecionados, já encerrada.',
      '**Como foi**\nDurante um fim de semana, cada aposta válida nos caça-níqueis selecionados somou pontos. A disputa terminou e os prêmios já foram pagos.',
    ),
    summer: p(
      'festival-de-verao-2024',
      'Festival de Verão 2024',
      'Um bônus em um depósito por dia durante todo o verão de 2024. Esta promoção terminou.',
      '**Como foi**\nDe junho a agosto de 2024, um depósito por dia rendia um bônus. O festival acabou; veja nossas promoções atuais.',
    ),
    future: p(
      'grande-lancamento',
      'Grande lançamento',
      'Um bônus de lançamento no seu depósito, por tempo limitado.',
      '**Como vai funcionar**\nDurante o lançamento, seu depósito rende um bônus do mesmo valor. As datas estão acima.',
    ),
    draft: p(
      'rascunho-rodadas-bonus',
      'Rodadas bônus (rascunho)',
      'Rascunho de promoção não publicado.',
      'Rodadas bônus em um depósito. Rascunho, não publicado.',
    ),
  },
  fi: {
    welcome: p(
      'tervetuliaisbonus',
      'Tervetuliaisbonus',
      'Vastaamme ensimmäiseen talletukseesi, joten aloitat isommalla saldolla.',
      '**Näin se toimii**\nKun teet ensimmäisen talletuksesi, bonus hyvitetään heti. Kolikkopelit kerryttävät kierrätysvaatimusta täysimääräisesti, muut pelit osittain. Kun kierrätysvaatimus on täytetty, voit kotiuttaa bonuksen ja sen voitot.\nKatso [kolikkopelit](route:onlineSlots).',
    ),
    cashback: p(
      'viikoittainen-cashback',
      'Viikoittainen cashback',
      'Saat osan nettotappioistasi takaisin joka viikko.',
      '**Näin se toimii**\nLaskemme joka viikko yhteen panoksesi ja voittosi. Jos hävisit yhteensä, osa nettotappiosta hyvitetään sinulle alla mainittuna päivänä. Ilmoittautumista ei tarvita.',
    ),
    race: p(
      'kolikkopelikisa',
      'Kolikkopelikisa',
      'Nouse tulostaululla valituissa kolikkopeleissä ja saat osuutesi palkintopotista.',
      '**Näin se toimii**\nIlmoittaudu mukaan tällä sivulla ja pelaa valittuja [kolikkopelejä](route:onlineSlots). Jokainen hyväksytty panos tuo pisteitä, ja kisan päättyessä eniten pisteitä keränneet jakavat palkintopotin. Seuraa sijoitustasi tulostaululla.',
    ),
    sprint: p(
      'viikonloppukisa',
      'Viikonloppukisa',
      'Kolmen päivän kisa valituissa kolikkopeleissä, nyt päättynyt.',
      '**Näin se meni**\nYhden viikonlopun ajan jokainen hyväksytty panos valituissa kolikkopeleissä toi pisteitä. Kisa on päättynyt, ja palkinnot on maksettu.',
    ),
    summer: p(
      'kesafestivaali-2024',
      'Kesäfestivaali 2024',
      'Bonus yhdestä talletuksesta päivässä koko kesän 2024. Tämä kampanja on päättynyt.',
      '**Näin se meni**\nKesäkuusta elokuuhun 2024 yksi talletus päivässä toi bonuksen. Festivaali on ohi; katso voimassa olevat kampanjamme.',
    ),
    future: p(
      'suuri-avaus',
      'Suuri avaus',
      'Avausbonus talletuksestasi rajoitetun ajan.',
      '**Näin se tulee toimimaan**\nAvauksen aikana talletuksesi tuo saman suuruisen bonuksen. Päivämäärät näet yltä.',
    ),
    draft: p(
      'luonnos-ilmaiskierrokset',
      'Ilmaiskierrokset (luonnos)',
      'Julkaisematon kampanjaluonnos.',
      'Ilmaiskierroksia talletuksesta. Luonnos, ei julkaistu.',
    ),
  },
};

/** Per language: call-to-action labels, and the promotion terms by what the offer is. */
export interface PromoWords {
  join: string;
  play: string;
  board: string;
  /** Terms of a bonus offer (deposit bonus, spins, cashback). */
  terms: string;
  /** Terms of a prize race or draw: no bonus, so no bonus policy. */
  raceTerms: string;
}

export const PROMO_WORDS: Record<Lang, PromoWords> = {
  en: {
    join: 'Join now',
    play: 'Play now',
    board: 'See the leaderboard',
    terms: 'Open to players aged 18+. One account per person. Our [bonus policy](route:bonus) applies. *Play responsibly.*',
    raceTerms:
      'Open to players aged 18+ who take part as described above. One account per person. Prizes are paid in cash, with no wagering. *Play responsibly.*',
  },
  de: {
    join: 'Jetzt registrieren',
    play: 'Jetzt spielen',
    board: 'Zur Rangliste',
    terms: 'Teilnahme ab 18 Jahren, nur ein Konto pro Person. Es gilt unsere [Bonusrichtlinie](route:bonus). *Spielen Sie verantwortungsvoll.*',
    raceTerms:
      'Teilnahme ab 18 Jahren wie oben beschrieben, nur ein Konto pro Person. Preise werden bar ausgezahlt, ohne Umsatzbedingungen. *Spielen Sie verantwortungsvoll.*',
  },
  da: {
    join: 'Opret konto',
    play: 'Spil nu',
    board: 'Se ranglisten',
    terms: 'Kun for spillere på 18 år og derover, kun én konto pr. person. Vores [bonuspolitik](route:bonus) gælder. *Spil ansvarligt.*',
    raceTerms:
      'Kun for spillere på 18 år og derover, der deltager som beskrevet ovenfor, kun én konto pr. person. Præmier udbetales kontant uden omsætningskrav. *Spil ansvarligt.*',
  },
  sv: {
    join: 'Bli medlem',
    play: 'Spela nu',
    board: 'Se topplistan',
    // Sweden has no bonus page (spec: bonus "not sv"): the terms stand here in full.
    terms:
      'Endast för spelare som har fyllt 18 år, ett konto per person. Bonusen gäller bara vid första speltillfället och kan tas ut när omsättningskravet är uppfyllt. *Spela ansvarsfullt.*',
    raceTerms:
      'Endast för spelare som har fyllt 18 år och deltar enligt ovan, ett konto per person. Priserna betalas ut kontant utan omsättningskrav. *Spela ansvarsfullt.*',
  },
  es: {
    join: 'Regístrate',
    play: 'Juega ahora',
    board: 'Ver clasificación',
    terms: 'Solo mayores de 18 años, con una sola cuenta por persona. Se aplica nuestra [política de bonos](route:bonus). *Juega con responsabilidad.*',
    raceTerms:
      'Solo mayores de 18 años que participen como se indica arriba, con una sola cuenta por persona. Los premios se pagan en efectivo, sin requisitos de apuesta. *Juega con responsabilidad.*',
  },
  fr: {
    join: "S'inscrire",
    play: 'Jouer',
    board: 'Voir le classement',
    terms: 'Réservé aux personnes majeures, un seul compte par personne. Notre [politique de bonus](route:bonus) s’applique. *Jouez de façon responsable.*',
    raceTerms:
      'Réservé aux personnes majeures qui participent comme indiqué plus haut, un seul compte par personne. Les prix sont versés en argent, sans exigences de mise. *Jouez de façon responsable.*',
  },
  nb: {
    join: 'Bli med nå',
    play: 'Spill nå',
    board: 'Se topplisten',
    terms: 'Gjelder for spillere som er 18 år eller eldre, bare én konto per person. Våre [bonusvilkår](route:bonus) gjelder. *Spill ansvarlig.*',
    raceTerms:
      'Gjelder for spillere som er 18 år eller eldre og deltar som beskrevet ovenfor, bare én konto per person. Premiene utbetales kontant uten omsetningskrav. *Spill ansvarlig.*',
  },
  pt: {
    join: 'Cadastre-se',
    play: 'Jogue agora',
    board: 'Ver o ranking',
    terms: 'Somente para maiores de 18 anos, com uma única conta por pessoa. Vale a nossa [política de bônus](route:bonus). *Jogue com responsabilidade.*',
    raceTerms:
      'Somente para maiores de 18 anos que participem como descrito acima, com uma única conta por pessoa. Os prêmios são pagos em dinheiro, sem requisito de apostas. *Jogue com responsabilidade.*',
  },
  fi: {
    join: 'Liity nyt',
    play: 'Pelaa nyt',
    board: 'Katso tulostaulu',
    terms: 'Vain 18 vuotta täyttäneille pelaajille, vain yksi tili henkilöä kohden. [Bonuskäytäntömme](route:bonus) on voimassa. *Pelaa vastuullisesti.*',
    raceTerms:
      'Vain 18 vuotta täyttäneille pelaajille, jotka osallistuvat yllä kuvatulla tavalla, vain yksi tili henkilöä kohden. Palkinnot maksetaan rahana ilman kierrätysvaatimusta. *Pelaa vastuullisesti.*',
  },
};
