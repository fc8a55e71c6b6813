import type { MarketId, MarketRuleKindsOf } from './markets.ts';

/**
 * The legal source of every market rule (markets.ts), kept apart from the rules so the
 * browser's route table never carries the citations. The type makes a rule without a source,
 * or a source without a rule, a compile error; docs/market-rules.md prints them side by side.
 */
const MGA = 'Malta Gaming Authority licence conditions (Gaming Player Protection Directive, Directive 2 of 2018)';

/** Where each market's licence status (market-licences.ts) comes from: the licence held, or the law that requires one the operator lacks. */
export const LICENCE_SOURCES: Readonly<Record<MarketId, string>> = {
  international:
    'Gaming Act (Cap. 583 of the Laws of Malta) and Gaming Authorisations Regulations (S.L. 583.05): the MGA B2C licence the international edition (en, en-IE, en-NZ) is sold under',
  canada:
    'Criminal Code (R.S.C. 1985, c. C-46), s. 207(1)(a): only a province may conduct and manage a lottery scheme, so no provincial licence is open to the operator outside Ontario (iGaming Ontario registration, not held); the editions are sold under the Malta licence',
  india:
    'Promotion and Regulation of Online Gaming Act, 2025, sections 5 to 7: online money games are prohibited, so no licence exists; the edition offers demo play only',
  germany: 'GlüStV 2021 § 4 Abs. 1 and § 22a (Erlaubnis für virtuelle Automatenspiele, GGL whitelist)',
  uk: 'Gambling Act 2005, sections 33 and 65 (remote operating licence)',
  denmark: 'Spilleloven (LBK nr 1303 af 2020) § 11 (tilladelse til online kasino)',
  sweden: 'Spellagen (2018:1138) 4 kap. 1 § and 5 kap. 1 § (licens för kommersiellt onlinespel)',
  spain: 'Ley 13/2011 de regulación del juego, artículos 9 and 10 (licencia general y licencias singulares)',
  brazil:
    'Lei 14.790/2023, art. 9 with Lei 13.756/2018, art. 29: fixed-odds betting, online games included, only with a prior authorisation of the Ministério da Fazenda, required since 1 January 2025 (Portaria SPA/MF 827/2024); not held',
  norway:
    'Lov 18. mars 2022 nr. 12 om pengespill (pengespilloven): money games only with a licence under the Act, and the online exclusive rights are Norsk Tipping’s and Norsk Rikstoto’s; not open to the operator',
  finland:
    'Arpajaislaki (1047/2001) 11 §: Veikkaus Oy holds the exclusive right to run money games in mainland Finland; no licence is open to the operator until the Rahapelilaki of the 2025 reform (HE 16/2025 vp) licenses others',
};

export const MARKET_SOURCES: { readonly [M in MarketId]: Readonly<Record<MarketRuleKindsOf<M>, string>> } = {
  international: {
    'legal-age': MGA,
    helpline: `${MGA}: information on organisations that help problem gamblers; per edition the country's own (Malta: Responsible Gaming Foundation; Ireland: the HSE helpline, which covers gambling; New Zealand: the Gambling Helpline funded under the Gambling Act 2003)`,
  },
  canada: {
    'legal-age':
      'Provincial gaming laws: 19 in most provinces and territories; 18 in Quebec (Loi sur les loteries, les concours publicitaires et les appareils d’amusement), Alberta and Manitoba',
    helpline:
      'AGCO Registrar’s Standards for Internet Gaming (Ontario: responsible gambling information, ConnexOntario); in Quebec, Jeu : aide et référence, the helpline of the Ministère de la Santé et des Services sociaux',
  },
  india: {
    'legal-age': MGA,
    'no-real-money-play': 'Promotion and Regulation of Online Gaming Act, 2025 (sections 5 to 7: online money games and their advertisement prohibited)',
    'no-jackpots':
      'Promotion and Regulation of Online Gaming Act, 2025, sections 5 to 7: a jackpot is the money prize of an online money game, whose offer and advertisement are prohibited',
    'banned-copy': 'Promotion and Regulation of Online Gaming Act, 2025, section 6',
    helpline:
      'No duty of its own (an edition for fun only): Tele MANAS, the national tele-mental-health helpline of the Ministry of Health and Family Welfare (National Tele Mental Health Programme), named for anyone worried about gaming',
  },
  germany: {
    'legal-age': 'GlüStV 2021 § 4 Abs. 3',
    'no-jackpots': 'GlüStV 2021 § 22a Abs. 6 (no jackpots for virtual slot machines)',
    helpline: 'GlüStV 2021 § 6 (Sozialkonzept: Hinweise auf Beratungsangebote)',
    'stake-cap': 'GlüStV 2021 § 22a Abs. 7 (stake at most €1 per game)',
    'no-autoplay': 'GlüStV 2021 § 22a Abs. 7 (no autoplay) and Abs. 6 (game at least 5 s)',
    'banned-copy': 'GlüStV 2021 § 22a',
  },
  uk: {
    'legal-age': 'Gambling Act 2005, section 46',
    'wagering-cap': 'UKGC LCCP social responsibility code 5.1 (wagering requirements at most 10×, from 19 January 2026)',
    'significant-terms': 'CAP Code 8.17 and the CAP/BCAP guidance on gambling promotions (significant conditions next to the offer)',
    'promotion-notice':
      'UKGC LCCP social responsibility code 5.1 and the industry code for socially responsible advertising (safer gambling message, BeGambleAware)',
    'self-exclusion': 'UKGC LCCP social responsibility code 3.5.5 (multi-operator self-exclusion)',
    helpline: 'UKGC LCCP social responsibility code 3.3.1 (information on where to get help)',
    'banned-copy': 'CAP/BCAP guidance on the use of "free" in gambling promotions',
  },
  denmark: {
    'legal-age': 'Spilleloven (LBK nr 1303 af 2020) § 42',
    'promotion-notice': 'Bekendtgørelse om online kasino, markedsføring af bonus: "Spil ansvarligt", StopSpillet (70 22 28 25) and ROFUS',
    'self-exclusion': 'Spilleloven § 39 a (Register Over Frivilligt Udelukkede Spillere)',
    helpline: 'Bekendtgørelse om online kasino (oplysning om StopSpillet)',
  },
  sweden: {
    'legal-age': 'Spellagen (2018:1138) 14 kap. 1 §',
    'welcome-offer-only': 'Spellagen (2018:1138) 14 kap. 9 § (a bonus only at the first gaming occasion)',
    'self-exclusion': 'Spellagen (2018:1138) 14 kap. 13 §',
    helpline: 'Spelinspektionens föreskrifter SIFS 2018:8 (information om var man får hjälp)',
  },
  spain: {
    'legal-age': 'Ley 13/2011 de regulación del juego, artículo 6',
    'promotion-notice': 'Real Decreto 958/2020 de comunicaciones comerciales, artículo 12 ("Juega con responsabilidad" on promotional communications)',
    'self-exclusion': 'Ley 13/2011, artículo 22 (Registro General de Interdicciones de Acceso al Juego)',
    'banned-copy': 'Real Decreto 958/2020, artículo 13',
    helpline:
      'Real Decreto 176/2023 de entornos más seguros de juego (información sobre los servicios de ayuda y tratamiento); FEJAR, the federation of rehabilitated gamblers, runs the free national line',
  },
  brazil: {
    'legal-age': 'Lei 14.790/2023, art. 26, I (no bettor under 18)',
    'no-bonus-offers':
      'Lei 14.790/2023, art. 29, I (no advance, bonus or prior advantage for placing bets, not even as promotion or advertising); repeated in Portaria SPA/MF 615/2024',
  },
  norway: {
    'legal-age': 'Lov 18. mars 2022 nr. 12 om pengespill (pengespilloven), in force 1 January 2023: no money games for anyone under 18',
    'no-unlicensed-marketing':
      'Lov 18. mars 2022 nr. 12 om pengespill (pengespilloven), kapittel 2: pengespill may be offered only with a licence under the Act, and it is forbidden to market, or help market, pengespill that have no licence in Norway; the exclusive rights are Norsk Tipping’s and Norsk Rikstoto’s, so a foreign operator obtains none',
    helpline:
      'Hjelpelinjen, the national helpline for gambling problems run for Lotteri- og stiftelsestilsynet (by Blå Kors since 2024) under the government action plan against gambling problems 2022–2025 (Handlingsplan mot spilleproblemer)',
  },
  finland: {
    'legal-age': 'Arpajaislaki (1047/2001) as amended in 2010: the general 18-year age limit for money games (in force 1 October 2010)',
    'no-unlicensed-marketing':
      'Arpajaislaki (1047/2001) 62 § (markkinointikielto: no one may market in mainland Finland money games other than those Veikkaus Oy runs under the Act, games run abroad included) with 11 § (Veikkaus Oy’s exclusive right); breach is arpajaisrikos, rikoslaki 17:16 b. The Rahapelilaki of the 2025 reform (HE 16/2025 vp) opens licences to other operators: a licence held then is one line in market-licences.ts',
    helpline:
      'Peluuri (peluuri.fi), the national helpline for gambling problems, part of the gambling-harm prevention and treatment work the Arpajaislaki (1047/2001) provides for',
  },
};
