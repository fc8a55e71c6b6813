/** es blog: [slug, tagSlug, title, excerpt, body]. */
export const BLOG_TAGS_ES: [string, string][] = [
  ['guias-tragaperras', 'Guías de tragaperras'],
  ['mesas-en-vivo', 'Mesas en vivo'],
  ['noticias', 'Noticias'],
  ['juego-responsable', 'Juego responsable'],
  ['estrategia', 'Estrategia'],
];

export const BLOG_POSTS_ES: [string, string, string, string, string][] = [
  [
    'que-es-el-rtp',
    'guias-tragaperras',
    'Qué significa de verdad el RTP',
    'El retorno al jugador explicado sin dolor de cabeza.',
    'El RTP, **retorno al jugador**, es la parte de todas las apuestas que un juego devuelve a lo largo de millones de giros.\nUn RTP del 96 % *no* significa recuperar 96 de cada 100 en una sesión.\n\nDescubre más en las [tragaperras](route:onlineSlots).',
  ],
  [
    'megaways-explicado',
    'guias-tragaperras',
    'Megaways explicado',
    'Por qué las formas de ganar cambian en cada giro.',
    'En una tragaperras **Megaways** cada rodillo muestra un número distinto de símbolos en cada giro: hasta 117.649 formas de ganar.\n\nPruébalas en [Megaways](route:megaways).',
  ],
  [
    'volatilidad-tragaperras',
    'guias-tragaperras',
    '¿Volatilidad alta o baja?',
    'Elige tragaperras según tu forma de jugar.',
    'La volatilidad indica **cómo** paga una tragaperras: poco y a menudo, o mucho y rara vez.\n*Fija siempre un presupuesto.*',
  ],
  [
    'tipos-de-botes',
    'guias-tragaperras',
    'Botes fijos, progresivos y diarios',
    'Tres tipos de bote, tres formas de ganar.',
    'Un **bote fijo** no cambia; un **bote progresivo** crece con cada apuesta; un *bote diario* cae antes de una hora fija.\n\nVer [botes](route:jackpots).',
  ],
  [
    'etiqueta-ruleta-en-vivo',
    'mesas-en-vivo',
    'Etiqueta en la ruleta en vivo',
    'Cómo comportarse en una mesa en vivo.',
    'Saluda en el chat, apuesta antes de *No va más* y sé amable con el crupier.\n\nSiéntate en la [ruleta](route:roulette).',
  ],
  [
    'estrategia-basica-blackjack',
    'estrategia',
    'Estrategia básica de blackjack en cinco reglas',
    'Las reglas que reducen la ventaja de la casa.',
    '**1.** Divide siempre ases y ochos.\n**2.** Nunca dividas dieces.\n**3.** Dobla con 11.\n**4.** Plántate con 17 duro.\n**5.** Olvida el seguro.\n\nPractica en [blackjack](route:blackjack).',
  ],
  [
    'crash-games-guia',
    'estrategia',
    'Juegos crash: guía rápida',
    'Retira antes de que el cohete explote.',
    'En un **juego crash** el multiplicador sube hasta que se estrella. Retira a tiempo y te llevas la apuesta multiplicada.\n\nPrueba los [juegos crash](route:crashGames).',
  ],
  [
    'videobingo-para-principiantes',
    'mesas-en-vivo',
    'Videobingo para principiantes',
    'Cartones, bolas y premios especiales.',
    'El **videobingo** combina bingo y tragaperras: elige de 1 a 4 cartones y mira caer las bolas.\n\nJuega al [videobingo](route:videoBingo).',
  ],
  [
    'limites-de-deposito',
    'juego-responsable',
    'Cómo fijar un límite de depósito',
    'Dos minutos para que el juego siga siendo divertido.',
    'Entra en *Mi cuenta*, elige **Límites** y fija una cantidad diaria, semanal o mensual.\n\nMás en [juego más seguro](route:responsible).',
  ],
  [
    'senales-para-parar',
    'juego-responsable',
    'Cinco señales para hacer una pausa',
    'Saber cuándo parar.',
    'Perseguir pérdidas, jugar más de lo previsto, ocultar el juego o pedir prestado son señales para **parar**.\nHaz nuestro [test de autoevaluación](route:selfAssessment).',
  ],
  [
    'sorteo-final-champions',
    'noticias',
    'Sorteo: viaja a la final de la Champions',
    'Cada 10 € apostados es una papeleta.',
    'Este año puedes vivir la **final de la Champions** en directo: consulta el [sorteo](/promociones/sorteo-viaje-final-champions/).',
  ],
  [
    'bizum-ya-disponible',
    'noticias',
    'Bizum ya disponible',
    'Deposita y retira con Bizum.',
    'Ya puedes **depositar y retirar con Bizum** al instante.\nDetalles en [métodos de pago](route:payments).',
  ],
  [
    'prueba-seguridad-contenido',
    'noticias',
    'Cómo protegemos el contenido',
    'Una entrada con código hostil a propósito.',
    'Esta entrada comprueba que el contenido se muestra como texto.\n<img src=x onerror=alert(1)>\n<script>alert("xss")</script>\nUn [enlace malo](javascript:alert(1)) no debe poder pulsarse.\nUn [enlace correcto](https://example.com/) se abre en otra pestaña y la **negrita** funciona.',
  ],
  [
    'halloween-en-el-casino',
    'noticias',
    'Halloween en el casino',
    'Del 27 de octubre al 3 de noviembre.',
    'Del **27 de octubre al 3 de noviembre** te esperan giros y sorpresas de Halloween. *¡Truco o trato!*\n\n[Ver promociones](route:promotions)',
  ],
];

export const BLOG_DRAFT_ES: [string, string, string, string, string] = [
  'borrador-planes-verano',
  'noticias',
  'Planes de verano (borrador)',
  'Aún sin publicar.',
  'Este borrador solo se ve en vista previa.',
];
