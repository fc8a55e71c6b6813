/**
 * The `data-*` attributes through which the page's behaviours (plain TypeScript over server
 * markup) find their elements and leave their state: the markup (TSX) and the behaviours
 * spell each one from here, so renaming one cannot leave the other looking for it. The
 * browser tests and the CSS read some of them too (CSS cannot import this: grep the name).
 * The islands' own attributes (`data-island`, `data-hydrating`…) belong to lib/islands.
 */
export const DOM_HOOKS = {
  // <html>
  /** The page is interactive (tests and monitoring wait for it). */
  hydrated: 'data-hydrated',
  /** The festive theme is on (global CSS). */
  festive: 'data-festive',

  // The frame
  stickyHeader: 'data-sticky-header',
  /** The page has scrolled: the sticky header shows its shadow. */
  scrolled: 'data-scrolled',
  backToTop: 'data-back-to-top',
  /** The back-to-top button shows. */
  visible: 'data-visible',
  mobileMenu: 'data-mobile-menu',
  menuToggle: 'data-menu-toggle',
  /** A toggle's accessible name while the menu is closed, and while it is open. */
  labelOpen: 'data-label-open',
  labelClose: 'data-label-close',
  /** Any control inside a modal dialog that asks it to close (lib/dialog). */
  dialogClose: 'data-dialog-close',
  /** A link to the play platform's entry: it carries the visitor's deeplink (features/player). */
  playLink: 'data-play-link',
  /** A link to a game on the play platform, `real` or `demo`: a click goes through the player (login first). */
  play: 'data-play',
  /** A blog card's link: "More posts" moves focus to the first new one. */
  postLink: 'data-post-link',

  // Images and the install bar
  lazySrc: 'data-lazy-src',
  installPrompt: 'data-install-prompt',
  install: 'data-install',
  dismiss: 'data-dismiss',

  // The cookie consent bar (features/consent)
  consentBar: 'data-consent-bar',
  /** A bar button's choice: `accept`, `reject` or `customise`. */
  consentAction: 'data-consent-action',
  /** On the bar: the choice a visitor clicked before the page's start-up could answer it. */
  consentEarly: 'data-consent-early',

  // The banner carousel
  carousel: 'data-carousel',
  carouselViewport: 'data-carousel-viewport',
  carouselDot: 'data-carousel-dot',
  carouselPrev: 'data-carousel-prev',
  carouselNext: 'data-carousel-next',
  carouselPause: 'data-carousel-pause',
  /** The pause button's accessible name while it would pause, and while it would play. */
  labelPause: 'data-label-pause',
  labelPlay: 'data-label-play',
  /** Milliseconds a slide shows before autoplay moves on. */
  interval: 'data-interval',
  autoSlideMobile: 'data-auto-slide-mobile',
  /** The slide showing (its index). */
  selected: 'data-selected',
  /** Autoplay is running. */
  autoplay: 'data-autoplay',
  /** The slider (Embla) has arrived. */
  ready: 'data-ready',
  /** A later slide's art, as data until the slider has to move. */
  slideArt: 'data-slide-art',

  // The jackpots strip (features/jackpots)
  /** The strip; its value is the live feed's URL on the site's API host. */
  jackpots: 'data-jackpots',
  /** The strip shows live figures (until then its amounts are placeholders). */
  jackpotsLive: 'data-jackpots-live',
  /** One jackpot of the strip: its id in the feed. */
  jackpot: 'data-jackpot',
  jackpotAmount: 'data-jackpot-amount',
  /** The "Drops in {time}" line, and the time in it. */
  jackpotDrop: 'data-jackpot-drop',
  jackpotCountdown: 'data-jackpot-countdown',
  jackpotTotal: 'data-jackpot-total',
  /** The polite announcement of a drop: the announcer, and each jackpot's words for its drop. */
  jackpotAnnouncer: 'data-jackpot-announcer',
  jackpotDropped: 'data-jackpot-dropped',
  /** The strip's number formats as data (features/jackpots/ticker-formats.ts): the ticker formats without Intl. */
  jackpotFormats: 'data-jackpot-formats',

  // Banner location lists (features/banner/banner-windows.ts)
  /** A list of a banner location (its name). */
  bannerList: 'data-banner-list',
  /** On every banner of a list: when its date window closes (ms since the epoch; empty: never); the browser hides it from then on. */
  bannerEnd: 'data-banner-end',
} as const;

export type DomHook = (typeof DOM_HOOKS)[keyof typeof DOM_HOOKS];

/** `[data-x]`, for querySelector. */
export function hookSelector(hook: DomHook): string {
  return `[${hook}]`;
}

/**
 * The attribute as JSX props, to spread: `<button {...domHook(DOM_HOOKS.menuToggle)}>`.
 * A marker renders as `data-x=""`; null leaves the attribute out.
 */
export function domHook(hook: DomHook, value: string | number | null = ''): Partial<Record<DomHook, string>> {
  return value === null ? {} : { [hook]: String(value) };
}
