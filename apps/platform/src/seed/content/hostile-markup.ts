import type { CultureCode } from '@mc/sites/culture-codes';
import type { Db } from '../../db/database.ts';
import { currencyOf } from '../../lib/markets.ts';
import { isAvailable } from '../games/availability.ts';
import type { GameSeed } from '../games/types.ts';

/**
 * Hostile CMS content for the web app's bad-input tests (issue 8: "CMS text with script/HTML
 * payloads renders inert), seeded only for tests (`PLATFORM_TEST_FIXTURES=1`): the content
 * `npm start` serves has none of it. Every content type the web app renders carries markup that would
 * set `window.__pwned` if any renderer let HTML, script links or event handlers through. The
 * blog's own hostile posts (`test-renderer-safety`, `prueba-seguridad-contenido`) are in the
 * blog copy; the rest lives here, in one culture (en-IE, served by MC under /en-IE/) that no
 * other test reads, and always after the regular items, so "the first active promotion" or
 * "the first payment method with info" stay what they were.
 *
 * New rows where a table holds one row per item (a promotion, a payment method, a game, a bt
 * code); where a table holds one row per culture and code (FAQ, feeds, page intros, banner
 * configs), the en-IE row gains an extra group, paragraph or slide after its regular content.
 */
export const HOSTILE_CULTURE: CultureCode = 'en-IE';
/** The blog's own hostile posts (in the blog copy, at their place in its order): test fixtures too. */
export const HOSTILE_POST_SLUGS: ReadonlySet<string> = new Set(['test-renderer-safety', 'prueba-seguridad-contenido']);
/** Slug of the hostile promotion, payment method and game. */
export const HOSTILE_SLUG = 'test-hostile-markup';
/** bt code whose banner texts are hostile (in every culture, like the other bt codes). */
export const HOSTILE_BT_CODE = 'hostile-markup';
/** The simple feed and the page intro that carry hostile paragraphs in en-IE. */
export const HOSTILE_FEED_CODE = 'uploadingDocuments';
export const HOSTILE_CONTENT_CODE = 'category-onlineSlots';

/** HTML that would run script if rendered as markup; each line tries to set `window.__pwned`. */
export const HOSTILE_HTML = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<svg onload="window.__pwned=1"><circle r="1"/></svg>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<a href="javascript:window.__pwned=1">an HTML link</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<style>@import "javascript:window.__pwned=1"; body { background: url("javascript:window.__pwned=1") }</style>',
  '<details open ontoggle="window.__pwned=1"><summary>details</summary></details>',
  '<form action="javascript:window.__pwned=1"><button>Send</button></form>',
  '<object data="javascript:window.__pwned=1"></object>',
  '<base href="javascript:window.__pwned=1//">',
  '</script><script>window.__pwned=1</script>',
  '<!--<img src="--><img src=x onerror="window.__pwned=1">-->',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>',
  '{{constructor.constructor("window.__pwned=1")()}}',
];

/** Rich-text links whose targets must never become script, data or off-site tricks. */
export const HOSTILE_LINKS = [
  '[a script link](javascript:window.__pwned=1)',
  '[a mixed-case script link](JaVaScRiPt:window.__pwned=1)',
  '[a data link](data:text/html,<script>parent.__pwned=1</script>)',
  '[a vbscript link](vbscript:msgbox)',
  '[a scheme-relative link](//evil.example/)',
  '[a backslash link](/\\evil.example/)',
  '[an encoded script link](%6A%61%76%61%73%63%72%69%70%74:window.__pwned=1)',
  '[an entity script link](&#106;avascript:window.__pwned=1)',
  '[a quoted external link](https://example.com/"onmouseover="window.__pwned=1)',
  '[**a bold <img src=x onerror="window.__pwned=1"> label**](route:help)',
];

/** A rich-text body: some normal text, every hostile line and link, each on its own line. */
const body = (intro: string) =>
  [
    `${intro} This text checks that content is rendered as text.`,
    ...HOSTILE_HTML,
    ...HOSTILE_LINKS,
    'A [fine link](https://example.com/) still opens in a new tab and **bold** still works.',
  ].join('\n');
const appendix = (intro: string) => `\n\n${body(intro)}`;
const LABEL = 'Hostile <img src=x onerror="window.__pwned=1"> test';

export function seedHostileMarkup(db: Db, games: readonly GameSeed[]): void {
  const culture = HOSTILE_CULTURE;
  /** An id well clear of the seeded range, so a later seed change cannot collide with it. */
  const freshId = (table: 'promotions' | 'games') => ((db.prepare(`SELECT max(id) FROM ${table}`).pluck().get() as number | null) ?? 0) + 1000;

  // Promotion: last in its culture's list, active, not on home.
  const position = (db.prepare('SELECT max(position) FROM promotions WHERE culture = ?').pluck().get(culture) as number | null) ?? 0;
  db.prepare('INSERT INTO promotions (id, culture, slug, published, on_home, position, start_date, end_date, data) VALUES (?, ?, ?, 1, 0, ?, ?, ?, ?)').run(
    freshId('promotions'),
    culture,
    HOSTILE_SLUG,
    position + 1,
    '2024-01-01T00:00:00Z',
    '2035-12-31T23:59:59Z',
    JSON.stringify({
      title: LABEL,
      summary: `Summary ${HOSTILE_HTML[1]} ${HOSTILE_LINKS[0]}`,
      body: body('Promotion body.'),
      terms: body('Promotion terms.'),
      ctaLabel: `Claim ${HOSTILE_HTML[0]}`,
      ctaLink: 'javascript:window.__pwned=1',
      image: `/img/promotions/${HOSTILE_SLUG}.webp`,
      alt: `Alt "><img src=x onerror="window.__pwned=1">`,
      leaderboardSlug: null,
    }),
  );

  // Payment method with an info page: last in the list.
  const payment = (db.prepare('SELECT max(position) FROM payment_options WHERE culture = ?').pluck().get(culture) as number | null) ?? 0;
  db.prepare('INSERT INTO payment_options (culture, slug, key, name, has_info, position, info) VALUES (?, ?, ?, ?, 1, ?, ?)').run(
    culture,
    HOSTILE_SLUG,
    HOSTILE_SLUG,
    LABEL,
    payment + 1,
    JSON.stringify({
      currency: currencyOf(culture),
      minDeposit: 10,
      maxDeposit: 100,
      minWithdrawal: null,
      maxWithdrawal: null,
      depositTime: HOSTILE_HTML[0],
      withdrawalTime: null,
      fees: HOSTILE_HTML[1],
      body: body('Payment body.'),
    }),
  );

  // Game: a published slot offered only in en-IE, in no group, least popular, sorted last by name.
  const model = games.find((game) => game.published && game.category === 'slots' && isAvailable(game, culture));
  if (!model) throw new Error(`no slot in ${culture} to model the hostile game on`);
  const providerId = db.prepare('SELECT id FROM providers WHERE slug = ?').pluck().get(model.providerSlug) as number;
  const gameId = freshId('games');
  db.prepare(
    `INSERT INTO games (id, slug, name, category, route_key, provider_id, published, released_on, popularity, plays, theme, params, badges)
    VALUES (?, ?, ?, ?, ?, ?, 1, ?, 0, 0, ?, ?, ?)`,
  ).run(
    gameId,
    HOSTILE_SLUG,
    `Zz ${LABEL}`,
    model.category,
    model.routeKey,
    providerId,
    model.releasedOn,
    model.theme,
    JSON.stringify(model.params),
    JSON.stringify(model.badges),
  );
  const description = `A slot whose texts are hostile: ${HOSTILE_HTML[0]} ${HOSTILE_HTML[1]} ${HOSTILE_HTML[11]} ${HOSTILE_LINKS[0]}`;
  const langs = db.prepare('SELECT DISTINCT lang FROM game_texts').pluck().all() as string[];
  for (const lang of langs)
    db.prepare('INSERT INTO game_texts (game_id, lang, description, content) VALUES (?, ?, ?, ?)').run(gameId, lang, description, body('Game content.'));
  db.prepare('INSERT INTO game_availability (culture, game_id) VALUES (?, ?)').run(culture, gameId);

  // bt code: banner texts shown after hydration for ?bt=hostile-markup, in every culture.
  const cultures = db.prepare('SELECT DISTINCT culture FROM bt_codes').pluck().all() as string[];
  for (const each of cultures) {
    db.prepare('INSERT INTO bt_codes (code, culture, page_title, cta, terms, cta_link) VALUES (?, ?, ?, ?, ?, ?)').run(
      HOSTILE_BT_CODE,
      each,
      `Title ${HOSTILE_HTML[1]}`,
      `Go ${HOSTILE_HTML[0]}`,
      `Terms ${HOSTILE_HTML[2]} ${HOSTILE_LINKS[0]}`,
      'javascript:window.__pwned=1',
    );
  }

  // One row per culture and code: the en-IE row gains hostile content after its own.
  const faq = db.prepare('SELECT data FROM faq WHERE culture = ?').pluck().get(culture) as string;
  const groups = JSON.parse(faq) as { id: string; title: string; items: { id: string; question: string; answer: string }[] }[];
  groups.push({
    id: 'hostile',
    title: `Hostile ${HOSTILE_HTML[0]}`,
    items: [
      { id: 'hostile-1', question: `Question ${HOSTILE_HTML[1]}`, answer: body('FAQ answer.') },
      { id: 'hostile-2', question: `Question ${HOSTILE_HTML[2]}`, answer: HOSTILE_LINKS.join('\n') },
    ],
  });
  db.prepare('UPDATE faq SET data = ? WHERE culture = ?').run(JSON.stringify(groups), culture);
  db.prepare('UPDATE feeds SET body = body || ? WHERE culture = ? AND code = ?').run(appendix('Feed body.'), culture, HOSTILE_FEED_CODE);
  db.prepare('UPDATE contents SET body = body || ? WHERE culture = ? AND code = ?').run(appendix('Page intro.'), culture, HOSTILE_CONTENT_CODE);
  const banner = db.prepare("SELECT data FROM banner_configs WHERE culture = ? AND route_key = 'home'").pluck().get(culture) as string;
  const config = JSON.parse(banner) as { slides: unknown[] };
  config.slides.push({
    section: 'home-welcome',
    terms: `Terms ${HOSTILE_HTML[0]} ${HOSTILE_LINKS[0]}`,
    cta: `Go ${HOSTILE_HTML[1]}`,
    ctaLink: 'javascript:window.__pwned=1',
    alt: `Alt "><img src=x onerror="window.__pwned=1">`,
    startDate: '2024-01-01T00:00:00Z',
    endDate: '2035-12-31T23:59:59Z',
  });
  db.prepare("UPDATE banner_configs SET data = ? WHERE culture = ? AND route_key = 'home'").run(JSON.stringify(config), culture);
}
