import type { Lang } from '../../lib/markets.ts';

/** [slug, title, summary] per promotion key and language. */
export type PromoCopy = Record<string, [string, string, string]>;

export const PROMO_COPY: Record<Lang, PromoCopy> = {
  en: {
    welcome: ['welcome-bonus', 'Welcome bonus', 'Double your first deposit and start with more.'],
    cashback: ['weekly-cashback', 'Weekly cashback', 'Get back part of your net losses every week.'],
    race: ['spring-slots-race', 'Spring Slots Race', 'Climb the leaderboard on selected slots and share the prize pool.'],
    sprint: ['weekend-sprint', 'Weekend Sprint', 'A three-day race on the reels. Now finished.'],
    summer: ['summer-festival-2024', 'Summer Festival 2024', 'Daily prizes all summer long. This promotion has ended.'],
    future: ['grand-launch-2099', 'Grand Launch', 'Something big is coming.'],
    draft: ['draft-bonus-spins', 'Bonus spins (draft)', 'Unpublished draft promotion.'],
  },
  de: {
    welcome: ['willkommensbonus', 'Willkommensbonus', 'Wir verdoppeln Ihre erste Einzahlung.'],
    cashback: ['wochen-cashback', 'Wöchentliches Cashback', 'Ein Teil Ihrer Nettoverluste zurück, jede Woche.'],
    race: ['slot-turnier', 'Slot-Turnier', 'Klettern Sie in der Rangliste nach oben und teilen Sie den Preispool.'],
    sprint: ['wochenend-sprint', 'Wochenend-Sprint', 'Ein Rennen über drei Tage. Beendet.'],
    summer: ['sommerfestival-2024', 'Sommerfestival 2024', 'Tägliche Preise den ganzen Sommer. Diese Aktion ist beendet.'],
    future: ['grosser-start-2099', 'Großer Start', 'Etwas Großes kommt.'],
    draft: ['entwurf-freispiele', 'Freispiele (Entwurf)', 'Unveröffentlichter Entwurf.'],
  },
  da: {
    welcome: ['velkomstbonus', 'Velkomstbonus', 'Vi fordobler din første indbetaling.'],
    cashback: ['ugentlig-cashback', 'Ugentlig cashback', 'Få en del af dit nettotab tilbage hver uge.'],
    race: ['slot-turnering', 'Slot-turnering', 'Klatr op ad ranglisten og del præmiepuljen.'],
    sprint: ['weekend-sprint', 'Weekend-sprint', 'Et løb over tre dage. Afsluttet.'],
    summer: ['sommerfestival-2024', 'Sommerfestival 2024', 'Daglige præmier hele sommeren. Kampagnen er slut.'],
    future: ['stor-lancering-2099', 'Stor lancering', 'Noget stort er på vej.'],
    draft: ['kladde-free-spins', 'Free spins (kladde)', 'Ikke udgivet kladde.'],
  },
  sv: {
    welcome: ['valkomstbonus', 'Välkomstbonus', 'Vi dubblar din första insättning.'],
    cashback: ['veckans-cashback', 'Veckans cashback', 'Få tillbaka en del av dina nettoförluster varje vecka.'],
    race: ['slot-turnering', 'Slotturnering', 'Klättra på topplistan och dela på prispotten.'],
    sprint: ['helg-sprint', 'Helgsprint', 'En tävling över tre dagar. Avslutad.'],
    summer: ['sommarfestival-2024', 'Sommarfestival 2024', 'Dagliga priser hela sommaren. Kampanjen är avslutad.'],
    future: ['stor-lansering-2099', 'Stor lansering', 'Något stort är på väg.'],
    draft: ['utkast-free-spins', 'Freespins (utkast)', 'Opublicerat utkast.'],
  },
  es: {
    welcome: ['bono-de-bienvenida', 'Bono de bienvenida', 'Duplicamos tu primer depósito hasta 200 €.'],
    cashback: ['cashback-semanal', 'Reembolso semanal', 'Recupera el 15 % de tus pérdidas netas cada miércoles.'],
    race: ['torneo-drops-and-wins', 'Torneo Drops & Wins', 'Sube en la clasificación y llévate tu parte de una bolsa de premios de 10.000 €.'],
    sprint: ['sprint-fin-de-semana', 'Sprint de fin de semana', 'Una carrera de tres días. Finalizada.'],
    summer: ['festival-de-verano-2024', 'Festival de verano 2024', 'Premios diarios todo el verano. Esta promoción ha terminado.'],
    future: ['gran-lanzamiento-2099', 'Gran lanzamiento', 'Se acerca algo grande.'],
    draft: ['borrador-giros-extra', 'Giros extra (borrador)', 'Borrador sin publicar.'],
    champions: [
      'sorteo-viaje-final-champions',
      'Sorteo: viaje a la final de la Champions',
      'Gana un viaje para dos a la final de la Champions: cada 10 € apostados es una papeleta.',
    ],
    // Deposit-linked spins are not "gratis" (Real Decreto 958/2020, banned-copy in packages/sites/src/markets.ts).
    spins300: ['bono-300-giros', '300 giros extra', 'Deposita 30 € o más y llévate 300 giros extra.'],
  },
  fr: {
    welcome: ['bonus-de-bienvenue', 'Bonus de bienvenue', 'Nous doublons votre premier dépôt.'],
    cashback: ['remise-hebdomadaire', 'Remise hebdomadaire', 'Récupérez une partie de vos pertes nettes chaque semaine.'],
    race: ['course-aux-machines', 'Course aux machines', 'Grimpez au classement et partagez la cagnotte.'],
    sprint: ['sprint-du-week-end', 'Sprint du week-end', 'Une course de trois jours. Terminée.'],
    summer: ['festival-ete-2024', "Festival d'été 2024", "Des prix chaque jour tout l'été. Cette promotion est terminée."],
    future: ['grand-lancement-2099', 'Grand lancement', 'Quelque chose de grand arrive.'],
    draft: ['brouillon-tours-gratuits', 'Tours gratuits (brouillon)', 'Brouillon non publié.'],
  },
};

export const PROMO_WORDS: Record<Lang, { join: string; play: string; board: string; body: string; terms: string }> = {
  en: {
    join: 'Join now',
    play: 'Play now',
    board: 'See the leaderboard',
    body: '**How it works**\nOpt in, play your favourite games and the rewards follow.\nSee the [games](route:onlineSlots) that count.',
    terms: 'Open to players aged 18+. One participation per person. Our [bonus policy](route:bonus) applies. *Play responsibly.*',
  },
  de: {
    join: 'Jetzt registrieren',
    play: 'Jetzt spielen',
    board: 'Zur Rangliste',
    body: '**So funktioniert es**\nMelden Sie sich an und spielen Sie Ihre Lieblingsspiele.\nAlle [Spiele](route:onlineSlots), die zählen.',
    terms: 'Teilnahme ab 18 Jahren, einmal pro Person. Es gilt unsere [Bonusrichtlinie](route:bonus). *Spielen Sie verantwortungsvoll.*',
  },
  da: {
    join: 'Opret konto',
    play: 'Spil nu',
    board: 'Se ranglisten',
    body: '**Sådan virker det**\nTilmeld dig og spil dine yndlingsspil.\nSe de [spil](route:onlineSlots), der tæller.',
    terms: 'Kun for spillere på 18 år og derover. Vores [bonuspolitik](route:bonus) gælder. *Spil ansvarligt.*',
  },
  sv: {
    join: 'Bli medlem',
    play: 'Spela nu',
    board: 'Se topplistan',
    body: '**Så fungerar det**\nAnmäl dig och spela dina favoritspel.\nSe vilka [spel](route:onlineSlots) som räknas.',
    terms: 'Endast för spelare som har fyllt 18 år. *Spela ansvarsfullt.*',
  },
  es: {
    join: 'Regístrate',
    play: 'Juega ahora',
    board: 'Ver clasificación',
    body: '**Cómo funciona**\nApúntate, juega a tus juegos favoritos y llegan los premios.\nConsulta los [juegos](route:onlineSlots) que cuentan.',
    terms: 'Solo mayores de 18 años. Una participación por persona. Se aplica nuestra [política de bonos](route:bonus). *Juega con responsabilidad.*',
  },
  fr: {
    join: "S'inscrire",
    play: 'Jouer',
    board: 'Voir le classement',
    body: '**Comment ça marche**\nInscrivez-vous et jouez à vos jeux préférés.\nVoir les [jeux](route:onlineSlots) qui comptent.',
    terms: 'Réservé aux personnes majeures. Notre [politique de bonus](route:bonus) s’applique. *Jouez de façon responsable.*',
  },
};
