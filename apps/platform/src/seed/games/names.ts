/** Word stock for invented game names; combined per category by the catalogue builder. */
export const ADJECTIVES = [
  'Golden', 'Mystic', 'Wild', 'Lucky', 'Royal', 'Crystal', 'Thunder', 'Jungle', "Pharaoh's", "Dragon's", 'Viking', 'Neon',
  "Pirate's", 'Midnight', 'Cosmic', 'Frozen', 'Sunset', 'Emerald', 'Ruby', 'Sapphire', 'Blazing', 'Ancient', 'Electric', 'Silver',
];
export const NOUNS = [
  'Fortune', 'Riches', 'Treasure', 'Quest', 'Gems', 'Empire', 'Legends', 'Bonanza', 'Reels', 'Dreams', 'Vault', 'Temple',
  'Safari', 'Carnival', 'Harvest', 'Odyssey', 'Kingdom', 'Nights', 'Voyage', 'Blitz',
];
export const CITIES = ['London', 'Paris', 'Monaco', 'Madrid', 'Berlin', 'Copenhagen', 'Stockholm', 'Dublin', 'Toronto', 'Auckland', 'Mumbai', 'Vienna', 'Lisbon', 'Rome', 'Valletta', 'Oslo'];
export const TABLE_TIERS = ['Classic', 'VIP', 'Platinum', 'Diamond', 'Party', 'Speed', 'Infinite', 'Salon', 'Grand', 'Ruby', 'Emerald', 'Azure', 'Onyx', 'Gold', 'Lounge', 'Prestige'];
export const GAME_SHOWS = [
  'Mega Wheel Show', 'Coin Drop Live', 'Treasure Island Live', 'Crazy Balls Live', 'Dice Party Live', 'Fortune Factory Live',
  'Cash Hunt Arena', 'Sweet Spin Studio', 'Golden Ball Drop', 'Lucky Letters Live', 'Monster Multiplier Live', 'Deal Or Dash Live', 'Pachinko Palace Live', 'Lucky Ladder Live', 'Prize Tower Live',
];
export const OTHER_LIVE = ["Casino Hold'em Live", 'Sic Bo Live', 'Dragon Tiger Live', 'Three Card Poker Live', 'Andar Bahar Live', 'Teen Patti Live', 'Football Duel Live', 'Ultimate Texas Live'];
export const RNG_ROULETTE = [
  'European Roulette Pro', 'French Roulette Gold', 'American Roulette Classic', 'Multi-Wheel Roulette', 'Mini Roulette', 'Double Ball Roulette',
  'Roulette Royale', 'Zoom Roulette', 'Spin Master Roulette', 'Roulette Nouveau', 'Penny Roulette', 'Roulette Deluxe 3D',
  'Lucky Number Roulette', 'Rapid Roulette', 'Roulette Orbit', 'Grand Wheel Roulette',
];
export const RNG_BLACKJACK = ['Classic Blackjack', 'Multihand Blackjack', 'Blackjack Surrender', 'Atlantic Shore Blackjack', 'Desert Strip Blackjack', 'Spanish 21 Deluxe', 'Pontoon Pro', 'Double Exposure 21', 'Blackjack Switch Up', 'Perfect Pairs Blackjack'];
export const RNG_BACCARAT = ['Baccarat Pro', 'Punto Banco Classic', 'Mini Baccarat'];
export const TABLE_GAMES = [
  "Casino Hold'em", 'Three Card Poker', 'Caribbean Stud Deluxe', 'Red Dog Showdown', 'Craps Deluxe', 'Sic Bo Fortune', "Texas Hold'em Bonus",
  'Pai Gow Poker', 'Let It Ride Deluxe', 'Oasis Poker', 'Dragon Tiger Duel', 'War of Cards', 'Hi-Lo Premium', 'Andar Bahar Classic',
];
export const INSTANT_WIN_KINDS = ['Plinko', 'Mines', 'Keno', 'Hi-Lo', 'Dice', 'Wheel'];
export const VIDEO_POKER = [
  'Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Aces and Faces', 'Double Bonus Poker', 'Double Double Bonus', 'Bonus Poker Deluxe',
  'Tens or Better', 'All American Poker', 'Louisiana Double', 'Sevens Wild', 'Triple Play Draw', 'Five Play Jacks', 'Multi-Hand Deuces', 'Joker Wild Deluxe',
];
export const VIDEO_BINGO = [
  'Bingo Fiesta', 'Bingo Olé', 'Bingo Samba', 'Bingo Tropical', 'Bingo Galaxia', 'Bingo Pirata', 'Bingo Dorado', 'Bingo Safari',
  'Bingo Mariachi', 'Bingo Neón', 'Bingo Volcán', 'Bingo Carnaval', 'Bingo Faraón', 'Bingo Lunar', 'Bingo Estrella',
];
export const CRASH_GAMES = [
  'Sky Rocket', 'Jet Runner', 'Moon Dash', 'Turbo Crash', 'Balloon Pop', 'Cash Comet', 'Rocket Riches', 'Space Surfer',
  'High Flyer', 'Lift Off', 'Zeppelin Rush', 'Astro Climb', 'Meteor Multiplier', 'Paper Plane', 'Nitro Crash',
];
export const SLINGO_WORDS = ['Riches', 'Carnival', 'Rainbow', 'Fortune', 'Starburst Party', 'Deal', 'Lightning', 'Gold Rush', 'Centurion', 'Extreme', 'Boom', 'Wonderland', 'Sahara', 'Disco', 'Shark Week'];
export const MONOPOLY_LIKE = ['Property Tycoon', 'Boardwalk Millions', 'Tycoon Streets', 'Landlord Riches', 'Go Collect', 'Hotel Empire', 'Railroad Tycoon', 'Mayfair Magnate'];
