import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, langOf, type Lang } from '../../lib/markets.ts';

/** [code, title, body, ctaLabel|null, ctaLink|null, onHome, published] */
type Row = [string, string, string, string | null, string | null, boolean, boolean];

const FEATURES: Record<Lang, Row[]> = {
  en: [
    ['fast-withdrawals', 'Fast withdrawals', 'Withdrawals processed **within 24 hours**, with no fees.', 'Payment options', 'route:payments', true, true],
    ['support', '24/7 support', 'Real people, *day and night*, by chat and email.', 'Contact us', 'route:contact', true, true],
    ['games', 'Over 2,000 games', 'Slots, live tables, jackpots and more from top studios.', 'Browse games', 'route:onlineSlots', true, true],
    ['safe-play', 'Safer play', 'Limits, time-outs and self-exclusion whenever you need them.', null, null, false, true],
    ['draft-vip', 'VIP club (draft)', 'Unpublished draft feature.', null, null, true, false],
  ],
  de: [
    ['fast-withdrawals', 'Schnelle Auszahlungen', 'Auszahlungen **innerhalb von 24 Stunden**, gebührenfrei.', 'Zahlungsmethoden', 'route:payments', true, true],
    ['support', 'Support rund um die Uhr', 'Echte Menschen, *Tag und Nacht*.', 'Kontakt', 'route:contact', true, true],
    ['games', 'Über 2.000 Spiele', 'Virtuelle Automatenspiele der besten Studios.', 'Zu den Slots', 'route:onlineSlots', true, true],
    ['safe-play', 'Sicheres Spielen', 'Limits und Pausen, wann immer Sie sie brauchen.', null, null, false, true],
    ['draft-vip', 'VIP-Club (Entwurf)', 'Unveröffentlichter Entwurf.', null, null, true, false],
  ],
  da: [
    [
      'fast-withdrawals',
      'Hurtige udbetalinger',
      'Udbetalinger behandlet **inden for 24 timer**, uden gebyrer.',
      'Betalingsmetoder',
      'route:payments',
      true,
      true,
    ],
    ['support', 'Support døgnet rundt', 'Rigtige mennesker, *dag og nat*.', 'Kontakt os', 'route:contact', true, true],
    ['games', 'Over 2.000 spil', 'Spilleautomater, liveborde og jackpots.', 'Se spil', 'route:onlineSlots', true, true],
    ['safe-play', 'Trygt spil', 'Grænser og pauser, når du har brug for dem.', null, null, false, true],
    ['draft-vip', 'VIP-klub (kladde)', 'Ikke udgivet kladde.', null, null, true, false],
  ],
  sv: [
    ['fast-withdrawals', 'Snabba uttag', 'Uttag hanteras **inom 24 timmar**, utan avgifter.', 'Betalningsmetoder', 'route:payments', true, true],
    ['support', 'Support dygnet runt', 'Riktiga människor, *dag och natt*.', 'Kontakta oss', 'route:contact', true, true],
    ['games', 'Över 2 000 spel', 'Slots, livebord och jackpottar.', 'Se spel', 'route:onlineSlots', true, true],
    ['safe-play', 'Tryggt spel', 'Gränser och spelpaus när du behöver.', null, null, false, true],
    ['draft-vip', 'VIP-klubb (utkast)', 'Opublicerat utkast.', null, null, true, false],
  ],
  es: [
    [
      'fast-withdrawals',
      'Retiradas rápidas',
      'Retiradas procesadas **en menos de 24 horas**, sin comisiones.',
      'Métodos de pago',
      'route:payments',
      true,
      true,
    ],
    ['support', 'Atención 24/7', 'Personas reales, *día y noche*.', 'Contacto', 'route:contact', true, true],
    ['games', 'Más de 2.000 juegos', 'Tragaperras, mesas en vivo y botes.', 'Ver juegos', 'route:onlineSlots', true, true],
    ['safe-play', 'Juego más seguro', 'Límites y pausas cuando los necesites.', null, null, false, true],
    ['draft-vip', 'Club VIP (borrador)', 'Borrador sin publicar.', null, null, true, false],
  ],
  fr: [
    ['fast-withdrawals', 'Retraits rapides', 'Retraits traités **en moins de 24 heures**, sans frais.', 'Modes de paiement', 'route:payments', true, true],
    ['support', 'Service 24/7', 'De vraies personnes, *jour et nuit*.', 'Nous joindre', 'route:contact', true, true],
    ['games', 'Plus de 2 000 jeux', 'Machines à sous, tables en direct et gros lots.', 'Voir les jeux', 'route:onlineSlots', true, true],
    ['safe-play', 'Jeu responsable', 'Limites et pauses quand vous en avez besoin.', null, null, false, true],
    ['draft-vip', 'Club VIP (brouillon)', 'Brouillon non publié.', null, null, true, false],
  ],
  nb: [
    ['fast-withdrawals', 'Raske uttak', 'Uttak behandles **innen 24 timer**, uten gebyrer.', 'Betalingsmåter', 'route:payments', true, true],
    ['support', 'Kundeservice 24/7', 'Ekte mennesker, *dag og natt*, på chat og e-post.', 'Kontakt oss', 'route:contact', true, true],
    ['games', 'Over 2 000 spill', 'Spilleautomater, live-bord, jackpoter og mer fra de beste spillstudioene.', 'Se spillene', 'route:onlineSlots', true, true],
    ['safe-play', 'Trygt spill', 'Grenser, pauser og selvutestengelse når du trenger det.', null, null, false, true],
    ['draft-vip', 'VIP-klubb (utkast)', 'Upublisert utkast.', null, null, true, false],
  ],
  pt: [
    ['fast-withdrawals', 'Saques rápidos', 'Saques processados **em até 24 horas**, sem taxas.', 'Formas de pagamento', 'route:payments', true, true],
    ['support', 'Atendimento 24 horas', 'Pessoas de verdade, *de dia e de noite*, por chat e e-mail.', 'Fale conosco', 'route:contact', true, true],
    [
      'games',
      'Mais de 2.000 jogos',
      'Caça-níqueis, mesas ao vivo, jackpots e muito mais dos melhores estúdios.',
      'Ver os jogos',
      'route:onlineSlots',
      true,
      true,
    ],
    ['safe-play', 'Jogo mais seguro', 'Limites, pausas e autoexclusão sempre que você precisar.', null, null, false, true],
    ['draft-vip', 'Clube VIP (rascunho)', 'Rascunho não publicado.', null, null, true, false],
  ],
  fi: [
    ['fast-withdrawals', 'Nopeat kotiutukset', 'Kotiutukset käsitellään **24 tunnin kuluessa**, ilman maksuja.', 'Maksutavat', 'route:payments', true, true],
    ['support', 'Asiakaspalvelu 24/7', 'Oikeita ihmisiä, *päivällä ja yöllä*, chatissa ja sähköpostitse.', 'Ota yhteyttä', 'route:contact', true, true],
    ['games', 'Yli 2 000 peliä', 'Kolikkopelejä, live-pöytiä, jättipotteja ja paljon muuta huippustudioilta.', 'Selaa pelejä', 'route:onlineSlots', true, true],
    ['safe-play', 'Turvallisempaa pelaamista', 'Rajat, tauot ja pelikielto aina kun tarvitset niitä.', null, null, false, true],
    ['draft-vip', 'VIP-klubi (luonnos)', 'Julkaisematon luonnos.', null, null, true, false],
  ],
};

export function seedFeatures(db: Db): void {
  const insert = db.prepare('INSERT INTO features (id, culture, code, published, on_home, position, data) VALUES (?, ?, ?, ?, ?, ?, ?)');
  let id = 2000;
  for (const culture of ALL_CULTURES) {
    FEATURES[langOf(culture)].forEach(([code, title, body, ctaLabel, ctaLink, onHome, published], index) => {
      insert.run(
        ++id,
        culture,
        code,
        published ? 1 : 0,
        onHome ? 1 : 0,
        index + 1,
        JSON.stringify({ title, body, image: `/img/features/${code}.webp`, ctaLabel, ctaLink }),
      );
    });
  }
}
