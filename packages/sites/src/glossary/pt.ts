import { TITLE_CASE_JACKPOT_NAMES, type LanguageGlossary } from './types.ts';

/**
 * pt (pt-BR on MC), Brazil: Brazilian spelling and vocabulary (VOLP of the Academia Brasileira de
 * Letras), never the European Portuguese variant; the site says "você". No bonus is offered in
 * Brazil (market rule no-bonus-offers, Lei 14.790/2023 art. 29), so offer terms stay rare.
 */
export const PT: LanguageGlossary = {
  name: 'Português do Brasil (pt-BR)',
  terms: {
    deposit: { preferred: 'depósito', banned: ['deposito', 'depositos'] },
    'free spins': {
      preferred: 'rodadas grátis (a slot feature); rodadas bônus (spins that come with a deposit)',
      banned: ['free spins', 'giros grátis', 'giros gratuitos', 'rodadas gratuitas', 'spins grátis'],
      note: 'Portaria SPA/MF 1.231/2024 bars "grátis" where the player must pay something first, so deposit-linked spins are "rodadas bônus".',
    },
    wagering: { preferred: 'requisito de apostas', banned: ['rollover', 'requisito de aposta', 'requisitos de aposta', 'wagering'] },
    leaderboard: { preferred: 'ranking', banned: ['leaderboard*', 'tabela de líderes', 'placar de líderes'] },
    cashback: { preferred: 'cashback', banned: ['cash back', 'cash-back'] },
    'video poker': { preferred: 'vídeo pôquer', banned: ['video poker', 'videopoker', 'vídeo poker', 'video pôquer', 'videopôquer'] },
    'video bingo': { preferred: 'vídeo bingo', banned: ['video bingo', 'videobingo'] },
    'responsible gambling': {
      preferred: 'jogo responsável (Jogue com responsabilidade)',
      banned: ['jogue responsavelmente', 'jogo consciente'],
    },
    jackpot: {
      preferred: 'jackpot',
      banned: ['jackpote*', 'prêmio acumulado', 'prêmios acumulados', 'pote acumulado'],
      note: 'The word Brazilian players and licensed operators use, as in the game names.',
    },
    'scratch cards': { preferred: 'raspadinhas', banned: ['cartão de raspar', 'cartões de raspar', 'scratch cards'] },
    'customer service': {
      preferred: 'atendimento (equipe de atendimento)',
      banned: ['suporte ao cliente', 'serviço ao cliente', 'equipe de suporte', 'apoio ao cliente'],
    },
    'promotion terms': { preferred: 'termos e condições', banned: ['termos & condições', 'bases da promoção'] },
    'bonus policy': { preferred: 'política de bônus', banned: ['política de bonus', 'política de bonificação', 'política de bonificações'] },
    'one account': { preferred: 'uma única conta', banned: [] },
    odds: { preferred: 'probabilidades', banned: ['cotações'] },
    credited: { preferred: 'creditado', banned: ['acreditado*'] },
    'age statement': {
      preferred: '18+ (proibido para menores de 18 anos)',
      banned: ['+18'],
      note: 'Portaria SPA/MF 1.231/2024 asks for the symbol "18+" or the words "proibido para menores de 18 anos".',
    },
    'live casino': { preferred: 'cassino ao vivo', banned: ['casino ao vivo', 'live casino', 'cassino live', 'casino live', 'casino em direto'] },
    'live casino tables': { preferred: 'mesas ao vivo (mesas de cassino ao vivo)', banned: ['mesas live', 'mesas em direto'] },
    slots: { preferred: 'caça-níqueis', banned: ['slot machine*', 'caça-niqueis', 'caça níqueis', 'caca-niqueis', 'maquininha*'] },
    casino: {
      preferred: 'cassino',
      banned: [{ pattern: /(?<![\p{L}\p{N}])casinos?(?![\p{L}\p{N}])/u, label: 'casino in lower case (brand names such as Mondo Casino keep theirs)' }],
      note: 'Brazilian spelling (VOLP); names of the brand and of games keep their capital "Casino".',
    },
    'European Portuguese': {
      preferred: 'Brazilian forms: celular, tela, cadastrar, usuário, ao vivo, equipe, contato, acesse',
      banned: ['telemóvel*', 'ecrã*', 'registar', 'registe*', 'utilizador*', 'em direto', 'equipa', 'equipas', 'aceda', 'contacto*', 'contacte*'],
    },
    'form of address': { preferred: 'você', banned: ['tu', 'teu', 'tua', 'teus', 'tuas', 'vós'] },
  },
  allowed: [TITLE_CASE_JACKPOT_NAMES],
  selfTestScale: ['Nunca', 'Às vezes', 'Na maioria das vezes', 'Quase sempre'],
};
