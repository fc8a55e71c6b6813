import type { Lang } from '../../lib/markets.ts';
import type { GameSeed } from '../games/types.ts';

/**
 * What a description names in words. Its numbers (RTP, reels, paylines) are placeholders named
 * after the game's parameters ("[rtp]"): the page writes them as its culture writes numbers
 * ("94,69" in German), so the copy never carries a number formatted for one language.
 */
interface Facts {
  name: string;
  provider: string;
  theme: string;
  /** A slot's paylines or ways to win, as the parameter it has ("[paylines] paylines", "[ways] ways to win"). */
  lines: string;
}

/** How each language names a slot's paylines and its ways to win: a 243-ways game has no paylines. */
const LINES: Record<Lang, { paylines: string; ways: string }> = {
  en: { paylines: '[paylines] paylines', ways: '[ways] ways to win' },
  de: { paylines: '[paylines] Gewinnlinien', ways: '[ways] Gewinnwegen' },
  da: { paylines: '[paylines] gevinstlinjer', ways: '[ways] vindermuligheder' },
  sv: { paylines: '[paylines] vinstlinjer', ways: '[ways] vinstvägar' },
  es: { paylines: '[paylines] líneas de pago', ways: '[ways] formas de ganar' },
  fr: { paylines: '[paylines] lignes de paiement', ways: '[ways] façons de gagner' },
  pt: { paylines: '[paylines] linhas de pagamento', ways: '[ways] formas de ganhar' },
  nb: { paylines: '[paylines] gevinstlinjer', ways: '[ways] måter å vinne på' },
  fi: { paylines: '[paylines] voittolinjaa', ways: '[ways] voittotapaa' },
};
type Family = 'slot' | 'live' | 'table' | 'instant' | 'bingo';

export function familyOf(game: GameSeed): Family {
  if (game.live) return 'live';
  if (game.routeKey === 'onlineSlotsGame') return 'slot';
  if (game.category === 'video-bingo') return 'bingo';
  if (['instant-win', 'scratch-cards', 'crash-games'].includes(game.category)) return 'instant';
  return 'table';
}

const SHORT: Record<Lang, Record<Family, (f: Facts) => string>> = {
  en: {
    slot: (f) => `${f.name} is a [reels]-reel slot by ${f.provider} with ${f.lines}, a ${f.theme.toLowerCase()} theme and an RTP of [rtp]%.`,
    live: (f) => `${f.name} is streamed live from a ${f.provider} studio with real dealers, around the clock.`,
    table: (f) => `${f.name} by ${f.provider}: the casino classic at your own pace, with an RTP of [rtp]%.`,
    instant: (f) => `${f.name} by ${f.provider} settles every round in seconds. RTP [rtp]%.`,
    bingo: (f) => `${f.name} is fast video bingo by ${f.provider}: pick your cards and watch the balls drop.`,
  },
  de: {
    slot: (f) => `${f.name} ist ein Slot mit [reels] Walzen von ${f.provider}, ${f.lines}, Thema ${f.theme} und einer Auszahlungsquote von [rtp] %.`,
    live: (f) => `${f.name} wird live aus einem Studio von ${f.provider} mit echten Croupiers übertragen.`,
    table: (f) => `${f.name} von ${f.provider}: der Casino-Klassiker in Ihrem Tempo, Auszahlungsquote [rtp] %.`,
    instant: (f) => `${f.name} von ${f.provider} entscheidet jede Runde in Sekunden. Auszahlungsquote [rtp] %.`,
    bingo: (f) => `${f.name} ist schnelles Videobingo von ${f.provider}.`,
  },
  da: {
    slot: (f) =>
      `${f.name} er en spilleautomat med [reels] hjul fra ${f.provider}, ${f.lines}, temaet ${f.theme.toLowerCase()} og en tilbagebetaling på [rtp] %.`,
    live: (f) => `${f.name} sendes live fra et studie hos ${f.provider} med rigtige dealere døgnet rundt.`,
    table: (f) => `${f.name} fra ${f.provider}: casinoklassikeren i dit eget tempo med en tilbagebetaling på [rtp] %.`,
    instant: (f) => `${f.name} fra ${f.provider} afgør hver runde på få sekunder. Tilbagebetaling [rtp] %.`,
    bingo: (f) => `${f.name} er hurtig videobingo fra ${f.provider}.`,
  },
  sv: {
    slot: (f) => `${f.name} är en slot med [reels] hjul från ${f.provider}, ${f.lines}, temat ${f.theme.toLowerCase()} och en återbetalning på [rtp] %.`,
    live: (f) => `${f.name} sänds live från en studio hos ${f.provider} med riktiga dealers dygnet runt.`,
    table: (f) => `${f.name} från ${f.provider}: casinoklassikern i din egen takt med en återbetalning på [rtp] %.`,
    instant: (f) => `${f.name} från ${f.provider} avgör varje runda på några sekunder. Återbetalning [rtp] %.`,
    bingo: (f) => `${f.name} är snabb videobingo från ${f.provider}.`,
  },
  es: {
    slot: (f) => `${f.name} es una tragaperras de [reels] rodillos de ${f.provider} con ${f.lines}, temática ${f.theme.toLowerCase()} y un RTP del [rtp] %.`,
    live: (f) => `${f.name} se emite en directo desde un estudio de ${f.provider} con crupieres reales las 24 horas.`,
    table: (f) => `${f.name} de ${f.provider}: el clásico del casino a tu ritmo, con un RTP del [rtp] %.`,
    instant: (f) => `${f.name} de ${f.provider} resuelve cada ronda en segundos. RTP del [rtp] %.`,
    bingo: (f) => `${f.name} es un videobingo rápido de ${f.provider}: elige tus cartones y mira caer las bolas.`,
  },
  fr: {
    slot: (f) =>
      `${f.name} est une machine à sous à [reels] rouleaux de ${f.provider}, avec ${f.lines}, un thème ${f.theme.toLowerCase()} et un taux de retour de [rtp] %.`,
    live: (f) => `${f.name} est diffusé en direct depuis un studio ${f.provider} avec de vrais croupiers, jour et nuit.`,
    table: (f) => `${f.name} de ${f.provider} : le classique du casino à votre rythme, avec un taux de retour de [rtp] %.`,
    instant: (f) => `${f.name} de ${f.provider} règle chaque partie en quelques secondes. Taux de retour [rtp] %.`,
    bingo: (f) => `${f.name} est un vidéobingo rapide de ${f.provider}.`,
  },
  pt: {
    slot: (f) => `${f.name} é um caça-níqueis de [reels] rolos da ${f.provider}, com ${f.lines}, tema ${f.theme.toLowerCase()} e RTP de [rtp]%.`,
    live: (f) => `${f.name} é transmitido ao vivo de um estúdio da ${f.provider}, com crupiês de verdade, 24 horas por dia.`,
    table: (f) => `${f.name}, da ${f.provider}: o clássico do cassino no seu ritmo, com RTP de [rtp]%.`,
    instant: (f) => `${f.name}, da ${f.provider}, decide cada rodada em segundos. RTP de [rtp]%.`,
    bingo: (f) => `${f.name} é um vídeo bingo rápido da ${f.provider}: escolha suas cartelas e veja as bolas caírem.`,
  },
  nb: {
    slot: (f) =>
      `${f.name} er en spilleautomat med [reels] hjul fra ${f.provider}, ${f.lines}, temaet «${f.theme}» og en tilbakebetaling til spiller på [rtp] %.`,
    live: (f) => `${f.name} sendes direkte fra et studio hos ${f.provider} med ekte dealere, døgnet rundt.`,
    table: (f) => `${f.name} fra ${f.provider}: kasinoklassikeren i ditt eget tempo, med en tilbakebetaling til spiller på [rtp] %.`,
    instant: (f) => `${f.name} fra ${f.provider} avgjør hver runde på sekunder. Tilbakebetaling til spiller [rtp] %.`,
    bingo: (f) => `${f.name} er rask videobingo fra ${f.provider}: velg bongene dine og se kulene falle.`,
  },
  fi: {
    slot: (f) =>
      `${f.name} on pelivalmistajan ${f.provider} [reels] kiekon kolikkopeli, jossa on ${f.lines}, teemana ”${f.theme}” ja palautusprosenttina [rtp] %.`,
    live: (f) => `${f.name} lähetetään suorana pelivalmistajan ${f.provider} studiosta oikeiden jakajien kanssa ympäri vuorokauden.`,
    table: (f) => `${f.name} (${f.provider}): kasinoklassikko omaan tahtiisi, palautusprosentti [rtp] %.`,
    instant: (f) => `${f.name} (${f.provider}) ratkaisee jokaisen kierroksen sekunneissa. Palautusprosentti [rtp] %.`,
    bingo: (f) => `${f.name} on pelivalmistajan ${f.provider} nopea videobingo: valitse korttisi ja seuraa pallojen putoamista.`,
  },
};

const MORE: Record<Lang, { how: string; tip: string; link: string; play: string }> = {
  en: {
    how: 'How to play',
    tip: 'Set a budget before you start and take breaks: **play for fun**, never to win back losses.',
    link: 'Browse more games',
    play: '*Good luck!*',
  },
  de: {
    how: 'So wird gespielt',
    tip: 'Legen Sie vorher ein Budget fest und machen Sie Pausen: **Spielen Sie zum Spaß**, nie um Verluste zurückzuholen.',
    link: 'Weitere Spiele entdecken',
    play: '*Viel Glück!*',
  },
  da: {
    how: 'Sådan spiller du',
    tip: 'Sæt et budget før du starter, og hold pauser: **spil for sjov**, aldrig for at vinde tab tilbage.',
    link: 'Se flere spil',
    play: '*Held og lykke!*',
  },
  sv: {
    how: 'Så spelar du',
    tip: 'Sätt en budget innan du börjar och ta pauser: **spela för nöjes skull**, aldrig för att vinna tillbaka förluster.',
    link: 'Utforska fler spel',
    play: '*Lycka till!*',
  },
  es: {
    how: 'Cómo se juega',
    tip: 'Fija un presupuesto antes de empezar y haz pausas: **juega por diversión**, nunca para recuperar pérdidas.',
    link: 'Descubre más juegos',
    play: '*¡Suerte!*',
  },
  fr: {
    how: 'Comment jouer',
    tip: 'Fixez un budget avant de commencer et faites des pauses : **jouez pour le plaisir**, jamais pour vous refaire.',
    link: "Découvrir d'autres jeux",
    play: '*Bonne chance!*',
  },
  pt: {
    how: 'Como jogar',
    tip: 'Defina um orçamento antes de começar e faça pausas: **jogue por diversão**, nunca para recuperar perdas.',
    link: 'Conheça mais jogos',
    play: '*Boa sorte!*',
  },
  nb: {
    how: 'Slik spiller du',
    tip: 'Sett et budsjett før du begynner, og ta pauser: **spill for moro skyld**, aldri for å vinne tilbake tap.',
    link: 'Se flere spill',
    play: '*Lykke til!*',
  },
  fi: {
    how: 'Näin pelaat',
    tip: 'Aseta budjetti ennen kuin aloitat ja pidä taukoja: **pelaa huvin vuoksi**, älä koskaan voittaaksesi tappioita takaisin.',
    link: 'Selaa lisää pelejä',
    play: '*Onnea peliin!*',
  },
};

const CATEGORY_ROUTE: Record<string, string> = { liveCasinoGame: 'liveCasino', onlineSlotsGame: 'onlineSlots', casinoGamesGame: 'casinoGames' };

export function gameTexts(game: GameSeed, lang: Lang, theme: string): { description: string; content: string } {
  const lines = game.params.ways !== undefined ? LINES[lang].ways : LINES[lang].paylines;
  const facts: Facts = { name: game.name, provider: game.providerName, theme, lines };
  const description = SHORT[lang][familyOf(game)](facts);
  const more = MORE[lang];
  const content = `${description}\n\n**${more.how}**\n${more.tip}\n\n[${more.link}](route:${CATEGORY_ROUTE[game.routeKey]})\n${more.play}`;
  return { description, content };
}
