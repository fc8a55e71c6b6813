/** en-GB blog: [slug, tagSlug, title, excerpt, body]. */
export const BLOG_TAGS_EN: [string, string][] = [
  ['slots-guides', 'Slots guides'],
  ['live-tables', 'Live tables'],
  ['news', 'News'],
  ['responsible-play', 'Responsible play'],
  ['strategy', 'Strategy'],
];

export const BLOG_POSTS_EN: [string, string, string, string, string][] = [
  [
    'what-is-rtp',
    'slots-guides',
    'What RTP really means',
    'Return to player explained without the maths headache.',
    'RTP, or **return to player**, is the share of all stakes a game pays back over millions of rounds.\nA 96% RTP does *not* mean you get 96 back from 100 in one session.\n\nRead more in our [slots lobby](route:onlineSlots) or ask [support](route:contact).',
  ],
  [
    'megaways-explained',
    'slots-guides',
    'Megaways explained',
    'Why the number of ways changes on every spin.',
    'On a **Megaways** slot each reel shows a different number of symbols every spin, so the ways to win change too: up to 117,649.\n*Cascading wins* often add extra spins.\n\nTry them on our [Megaways page](route:megaways).',
  ],
  [
    'volatility-guide',
    'slots-guides',
    'Low or high volatility?',
    'Pick slots that suit the way you like to play.',
    'Volatility tells you **how** a slot pays: small and often, or big and rarely.\nLow volatility suits long, relaxed sessions; high volatility suits players chasing a big hit.\n\nEither way, set a budget first.',
  ],
  [
    'jackpot-types',
    'slots-guides',
    'Fixed, progressive and daily jackpots',
    'Three jackpot types, three ways to win.',
    'A **fixed jackpot** never changes. A **progressive jackpot** grows with every bet until someone wins it. A *daily jackpot* must drop before a set time each day.\n\nSee them all on [jackpots](route:jackpots).',
  ],
  [
    'live-roulette-etiquette',
    'live-tables',
    'Live roulette etiquette',
    'How to behave at a live table.',
    'Say hello in the chat, place bets before *No more bets*, and be kind to the dealer.\nThe dealer sees the chat but **never** your balance.\n\nTake a seat at [live roulette](route:roulette).',
  ],
  [
    'blackjack-basic-strategy',
    'strategy',
    'Blackjack basic strategy in five rules',
    'The rules that cut the house edge.',
    '**1.** Always split aces and eights.\n**2.** Never split tens.\n**3.** Double on 11 against anything but an ace.\n**4.** Stand on hard 17 and above.\n**5.** Skip insurance.\n\nPractise on [blackjack](route:blackjack).',
  ],
  [
    'baccarat-for-beginners',
    'live-tables',
    'Baccarat for beginners',
    'Player, banker or tie: the simplest table game.',
    'In **baccarat** you bet on the hand you think will finish closest to nine.\nThe banker bet has the lowest house edge; the *tie* pays 8 to 1 but rarely lands.',
  ],
  [
    'game-shows-guide',
    'live-tables',
    'A guide to live game shows',
    'Wheels, multipliers and a lot of noise.',
    'Game shows mix a TV studio with casino betting. Bet on where the wheel stops and watch the **multipliers** light up.\n\nOur hosts go live around the clock on [game shows](route:gameShows).',
  ],
  [
    'setting-deposit-limits',
    'responsible-play',
    'How to set a deposit limit',
    'Two minutes that keep gaming fun.',
    'Open *My account*, choose **Limits** and set a daily, weekly or monthly amount.\nLowering a limit works at once; raising it waits 24 hours.\n\nMore tools on [responsible gaming](route:responsible).',
  ],
  [
    'signs-to-take-a-break',
    'responsible-play',
    'Five signs it is time for a break',
    'Know when to step away.',
    'Chasing losses, playing longer than planned, hiding play, borrowing to play, feeling low after a session: each is a sign to **stop**.\nTake our [self-assessment test](route:selfAssessment).',
  ],
  [
    'new-studio-partners',
    'news',
    'New studios on board',
    'Three new game studios join the lobby.',
    'This month we welcome **Fjord Games**, **Emberline** and **Ironbark Studios**, with 40 new titles.\n\nSee the [new slots](route:onlineSlots).',
  ],
  [
    'faster-withdrawals',
    'news',
    'Withdrawals now even faster',
    'Most e-wallet withdrawals now land within an hour.',
    'We have rebuilt our payments desk: **e-wallet withdrawals** now usually arrive within an hour of approval.\nDetails on [payment options](route:payments).',
  ],
  [
    'test-renderer-safety',
    'news',
    'How we keep content safe',
    'A post that carries hostile markup on purpose.',
    'This post checks that content is rendered as text.\n<img src=x onerror=alert(1)>\n<script>alert("xss")</script>\nA [bad link](javascript:alert(1)) and a [data link](data:text/html,<b>x</b>) must not be clickable.\nA [fine link](https://example.com/) opens in a new tab and **bold** still works.',
  ],
  [
    'slots-race-recap',
    'news',
    'Slots Race: the story so far',
    'Who is leading the race?',
    'The **Slots Race** is heating up. See who leads on the [leaderboard](/promotions/leaderboard/slots-race/).',
  ],
];

export const BLOG_DRAFT_EN: [string, string, string, string, string] = [
  'draft-summer-plans',
  'news',
  'Summer plans (draft)',
  'Not published yet.',
  'This draft is only visible in previews.',
];
