import type { Lang } from '../../lib/markets.ts';

type Titles = Record<string, string>;

/** Slider titles per game group. */
export const GROUP_TITLES: Record<Lang, Titles> = {
  en: {
    most_popular: 'Most popular', new_games: 'New games', most_played: 'Most played', live_casino: 'Live casino', jackpots: 'Jackpots',
    casino_games: 'Casino games', crash_games: 'Crash games', live_roulette: 'Live roulette', live_blackjack: 'Live blackjack',
    live_baccarat: 'Live baccarat', game_shows: 'Game shows', blackjack: 'Blackjack', roulette: 'Roulette', most_played_slots: 'Most played slots',
    new_slots: 'New slots', megaways: 'Megaways', slots: 'All slots', daily_jackpots: 'Daily jackpots', jackpot_king: 'Jackpot King',
    slingo: 'Slingo', monopoly: 'Property Tycoon slots', table_games: 'Table games', instant_win: 'Instant win', scratch_cards: 'Scratch cards',
    video_poker: 'Video poker', video_bingo: 'Video bingo',
  },
  de: {
    most_popular: 'Beliebteste Spiele', new_games: 'Neue Spiele', most_played: 'Meistgespielt', live_casino: 'Live-Casino', jackpots: 'Jackpots',
    casino_games: 'Casinospiele', crash_games: 'Crash-Spiele', live_roulette: 'Live-Roulette', live_blackjack: 'Live-Blackjack',
    live_baccarat: 'Live-Baccarat', game_shows: 'Spielshows', blackjack: 'Blackjack', roulette: 'Roulette', most_played_slots: 'Meistgespielte Slots',
    new_slots: 'Neue Slots', megaways: 'Megaways', slots: 'Alle Slots', daily_jackpots: 'Tägliche Jackpots', jackpot_king: 'Jackpot King',
    slingo: 'Slingo', monopoly: 'Immobilien-Tycoon-Slots', table_games: 'Tischspiele', instant_win: 'Sofortgewinne', scratch_cards: 'Rubbellose',
    video_poker: 'Videopoker', video_bingo: 'Videobingo',
  },
  da: {
    most_popular: 'Mest populære', new_games: 'Nye spil', most_played: 'Mest spillede', live_casino: 'Live casino', jackpots: 'Jackpots',
    casino_games: 'Casinospil', crash_games: 'Crash-spil', live_roulette: 'Live roulette', live_blackjack: 'Live blackjack',
    live_baccarat: 'Live baccarat', game_shows: 'Gameshows', blackjack: 'Blackjack', roulette: 'Roulette', most_played_slots: 'Mest spillede spilleautomater',
    new_slots: 'Nye spilleautomater', megaways: 'Megaways', slots: 'Alle spilleautomater', daily_jackpots: 'Daglige jackpots', jackpot_king: 'Jackpot King',
    slingo: 'Slingo', monopoly: 'Ejendomsmagnat-automater', table_games: 'Bordspil', instant_win: 'Straksgevinst', scratch_cards: 'Skrabelodder',
    video_poker: 'Videopoker', video_bingo: 'Videobingo',
  },
  sv: {
    most_popular: 'Populärast', new_games: 'Nya spel', most_played: 'Mest spelade', live_casino: 'Live casino', jackpots: 'Jackpottar',
    casino_games: 'Casinospel', crash_games: 'Crashspel', live_roulette: 'Live roulette', live_blackjack: 'Live blackjack',
    live_baccarat: 'Live baccarat', game_shows: 'Spelshower', blackjack: 'Blackjack', roulette: 'Roulette', most_played_slots: 'Mest spelade slots',
    new_slots: 'Nya slots', megaways: 'Megaways', slots: 'Alla slots', daily_jackpots: 'Dagliga jackpottar', jackpot_king: 'Jackpot King',
    slingo: 'Slingo', monopoly: 'Fastighetsmagnat-slots', table_games: 'Bordsspel', instant_win: 'Direktvinst', scratch_cards: 'Skraplotter',
    video_poker: 'Videopoker', video_bingo: 'Videobingo',
  },
  es: {
    most_popular: 'Más populares', new_games: 'Juegos nuevos', most_played: 'Más jugados', live_casino: 'Casino en vivo', jackpots: 'Botes',
    casino_games: 'Juegos de casino', crash_games: 'Juegos crash', live_roulette: 'Ruleta en vivo', live_blackjack: 'Blackjack en vivo',
    live_baccarat: 'Baccarat en vivo', game_shows: 'Concursos', blackjack: 'Blackjack', roulette: 'Ruleta', most_played_slots: 'Tragaperras más jugadas',
    new_slots: 'Tragaperras nuevas', megaways: 'Megaways', slots: 'Todas las tragaperras', daily_jackpots: 'Botes diarios', jackpot_king: 'Jackpot King',
    slingo: 'Slingo', monopoly: 'Tragaperras de magnates', table_games: 'Juegos de mesa', instant_win: 'Premio instantáneo', scratch_cards: 'Rasca y gana',
    video_poker: 'Videopóquer', video_bingo: 'Videobingo',
  },
  fr: {
    most_popular: 'Les plus populaires', new_games: 'Nouveaux jeux', most_played: 'Les plus joués', live_casino: 'Casino en direct', jackpots: 'Jackpots',
    casino_games: 'Jeux de casino', crash_games: 'Jeux crash', live_roulette: 'Roulette en direct', live_blackjack: 'Blackjack en direct',
    live_baccarat: 'Baccara en direct', game_shows: 'Jeux télévisés', blackjack: 'Blackjack', roulette: 'Roulette', most_played_slots: 'Machines à sous les plus jouées',
    new_slots: 'Nouvelles machines à sous', megaways: 'Megaways', slots: 'Toutes les machines à sous', daily_jackpots: 'Jackpots quotidiens', jackpot_king: 'Jackpot King',
    slingo: 'Slingo', monopoly: 'Machines à sous Magnat', table_games: 'Jeux de table', instant_win: 'Gains instantanés', scratch_cards: 'Cartes à gratter',
    video_poker: 'Vidéo poker', video_bingo: 'Vidéo bingo',
  },
};
