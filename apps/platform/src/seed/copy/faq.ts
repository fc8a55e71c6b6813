import type { Lang } from '../../lib/markets.ts';
import type { MarketCopy } from '../content/market.ts';

type Item = [question: string, answer: string];
export type FaqGroup = [id: string, title: string, items: Item[]];

/**
 * The help page's questions per language, written around the culture's market (MarketCopy):
 * every language answers the same questions as the English, in the same order; deposits and
 * withdrawals only where real-money play is offered; wagering only where offers are, and
 * elsewhere why there are none. Links go only to routes the culture has (a test checks).
 */
export const FAQ: Record<Lang, (m: MarketCopy) => FaqGroup[]> = {
  en: (m) => [
    [
      'account',
      'My account',
      m.realMoney
        ? [
            ['How do I open an account?', 'Press **Join**, fill in your details and confirm your email. It takes two minutes.'],
            ['I forgot my password. What now?', 'Use *Forgot password* in the login window and follow the link we email you.'],
            ['Why do you need my documents?', 'The law requires us to verify every player. See [uploading documents](route:documents).'],
          ]
        : [['Can I open an account?', 'No. In India we offer no registration: every game is played for fun, in demo mode, without an account.']],
    ],
    ...(m.realMoney
      ? [
          [
            'payments',
            'Deposits and withdrawals',
            [
              ['Which payment methods can I use?', 'See all methods for your country on [payment options](route:payments).'],
              [
                'How long do withdrawals take?',
                'We process withdrawals within 24 hours; e-wallets are usually instant after that, cards take 1–3 banking days.',
              ],
              ['Are there fees?', 'We never charge fees for deposits or withdrawals.'],
            ],
          ] satisfies FaqGroup,
        ]
      : []),
    [
      'games',
      m.offers ? 'Games and bonuses' : 'Games',
      [
        m.realMoney
          ? ['Can I play for free?', 'Most slots and table games have a **demo mode**. Live games have none: they are played at a real table.']
          : ['Can I play for money?', 'No. In India our games are for fun only, in **demo mode**: no real-money play, deposits or offers.'],
        m.offers
          ? ['How does wagering work?', 'A bonus must be played through a number of times before withdrawal. Details in our [bonus policy](route:bonus).']
          : [
              'Do you offer bonuses?',
              m.realMoney ? 'No. We offer no bonuses or promotions in this edition.' : 'No. There are no bonuses or promotions in this edition.',
            ],
        ['A game froze. Did I lose anything?', 'No. Every round is saved on the server; reopen the game to see the result, or [contact us](route:contact).'],
      ],
    ],
  ],
  de: () => [
    [
      'account',
      'Mein Konto',
      [
        [
          'Wie eröffne ich ein Konto?',
          'Klicken Sie auf **Jetzt registrieren**, geben Sie Ihre Daten ein und bestätigen Sie Ihre E-Mail-Adresse. Das dauert zwei Minuten.',
        ],
        [
          'Ich habe mein Passwort vergessen. Was nun?',
          'Nutzen Sie *Passwort vergessen* im Login-Fenster und folgen Sie dem Link, den wir Ihnen per E-Mail schicken.',
        ],
        ['Warum brauchen Sie meine Dokumente?', 'Das Gesetz verlangt, dass wir jeden Spieler prüfen. Siehe [Dokumente hochladen](route:documents).'],
      ],
    ],
    [
      'payments',
      'Ein- und Auszahlungen',
      [
        ['Welche Zahlungsmethoden kann ich nutzen?', 'Alle Methoden für Ihr Land finden Sie unter [Zahlungsmethoden](route:payments).'],
        [
          'Wie lange dauern Auszahlungen?',
          'Wir bearbeiten Auszahlungen innerhalb von 24 Stunden; danach sind E-Wallets meist sofort gutgeschrieben, Karten brauchen 1–3 Bankarbeitstage.',
        ],
        ['Gibt es Gebühren?', 'Nein, Ein- und Auszahlungen sind bei uns immer gebührenfrei.'],
      ],
    ],
    [
      'games',
      'Spiele und Boni',
      [
        ['Kann ich kostenlos spielen?', 'Die meisten Slots haben einen **Demomodus**, in dem Sie ohne Einsatz spielen.'],
        [
          'Wie funktionieren Umsatzbedingungen?',
          'Ein Bonus muss mehrfach umgesetzt werden, bevor Sie ihn auszahlen lassen können. Details in unserer [Bonusrichtlinie](route:bonus).',
        ],
        [
          'Ein Spiel ist hängen geblieben. Ist mein Einsatz verloren?',
          'Nein. Jede Runde wird auf dem Server gespeichert; öffnen Sie das Spiel erneut, um das Ergebnis zu sehen, oder [kontaktieren Sie uns](route:contact).',
        ],
      ],
    ],
  ],
  da: () => [
    [
      'account',
      'Min konto',
      [
        ['Hvordan opretter jeg en konto?', 'Tryk på **Opret konto**, og bekræft din identitet med MitID. Det tager to minutter.'],
        ['Jeg har glemt min adgangskode. Hvad nu?', 'Brug *Glemt adgangskode* i login-vinduet, og følg linket, vi sender dig på e-mail.'],
        ['Hvorfor skal I have mine dokumenter?', 'Loven kræver, at vi bekræfter alle spilleres identitet. Se [upload dokumenter](route:documents).'],
      ],
    ],
    [
      'payments',
      'Ind- og udbetalinger',
      [
        ['Hvilke betalingsmetoder kan jeg bruge?', 'Se alle metoder på [betalingsmetoder](route:payments).'],
        [
          'Hvor lang tid tager en udbetaling?',
          'Vi behandler udbetalinger inden for 24 timer; derefter er e-wallets som regel øjeblikkelige, mens kort tager 1–3 bankdage.',
        ],
        ['Er der gebyrer?', 'Nej, vi opkræver aldrig gebyrer for ind- eller udbetalinger.'],
      ],
    ],
    [
      'games',
      'Spil og bonusser',
      [
        ['Kan jeg spille gratis?', 'De fleste spilleautomater og bordspil har en **demotilstand**. Livespil har ingen: de spilles ved et rigtigt bord.'],
        ['Hvordan virker omsætningskrav?', 'En bonus skal omsættes et antal gange, før den kan udbetales. Læs mere i vores [bonuspolitik](route:bonus).'],
        [
          'Et spil frøs. Har jeg tabt min indsats?',
          'Nej. Hver runde gemmes på serveren; åbn spillet igen for at se resultatet, eller [kontakt os](route:contact).',
        ],
      ],
    ],
  ],
  sv: () => [
    [
      'account',
      'Mitt konto',
      [
        ['Hur öppnar jag ett konto?', 'Gör din första insättning med **BankID**: kontot skapas direkt.'],
        ['Jag har glömt mitt lösenord.', 'Du behöver inget lösenord: du loggar alltid in med BankID.'],
        ['Varför behöver ni mina dokument?', 'Lagen kräver att vi kontrollerar alla spelare. Se [ladda upp dokument](route:documents).'],
      ],
    ],
    [
      'payments',
      'Insättningar och uttag',
      [
        ['Vilka betalningsmetoder kan jag använda?', 'Se alla metoder under [betalningsmetoder](route:payments).'],
        ['Hur lång tid tar ett uttag?', 'Vi behandlar uttag inom 24 timmar; med Trustly är pengarna oftast på ditt konto inom fem minuter.'],
        ['Finns det avgifter?', 'Nej, vi tar aldrig ut avgifter för insättningar eller uttag.'],
      ],
    ],
    [
      'games',
      'Spel och bonus',
      [
        ['Kan jag spela gratis?', 'De flesta slots och bordsspel har ett **demoläge**. Livespel har inget: de spelas vid ett riktigt bord.'],
        [
          'Hur fungerar omsättningskravet?',
          'Välkomstbonusen, den enda bonus svensk lag tillåter, ska omsättas ett antal gånger innan den kan tas ut. Villkoren står vid erbjudandet.',
        ],
        [
          'Ett spel hängde sig. Har jag förlorat min insats?',
          'Nej. Varje runda sparas på servern; öppna spelet igen för att se resultatet, eller [kontakta oss](route:contact).',
        ],
      ],
    ],
  ],
  es: () => [
    [
      'account',
      'Mi cuenta',
      [
        ['¿Cómo abro una cuenta?', 'Pulsa **Regístrate**, completa tus datos y verifica tu DNI o NIE. Solo lleva dos minutos.'],
        ['He olvidado mi contraseña. ¿Qué hago?', 'Usa *He olvidado mi contraseña* en la ventana de acceso y sigue el enlace que te enviamos por correo.'],
        ['¿Por qué necesitáis mis documentos?', 'La ley nos obliga a verificar a todos los jugadores. Consulta [subir documentos](route:documents).'],
      ],
    ],
    [
      'payments',
      'Depósitos y retiradas',
      [
        ['¿Qué métodos de pago puedo usar?', 'Consulta todos los [métodos de pago](route:payments) disponibles en España.'],
        [
          '¿Cuánto tarda una retirada?',
          'Procesamos las retiradas en menos de 24 horas; con Bizum el dinero suele llegar al momento y con tarjeta en 1–3 días hábiles.',
        ],
        ['¿Hay comisiones?', 'No, nunca cobramos comisiones por depósitos ni retiradas.'],
      ],
    ],
    [
      'games',
      'Juegos y bonos',
      [
        ['¿Puedo jugar gratis?', 'La mayoría de las tragaperras y juegos de mesa tienen **modo demo**. Los juegos en vivo no: se juegan en una mesa real.'],
        [
          '¿Cómo funcionan los requisitos de apuesta?',
          'Un bono debe apostarse un número de veces antes de poder retirarlo. Más detalles en nuestra [política de bonos](route:bonus).',
        ],
        [
          'Un juego se ha bloqueado. ¿He perdido mi apuesta?',
          'No. Cada ronda se guarda en el servidor; vuelve a abrir el juego para ver el resultado o [contáctanos](route:contact).',
        ],
      ],
    ],
  ],
  fr: () => [
    [
      'account',
      'Mon compte',
      [
        ['Comment ouvrir un compte?', 'Cliquez sur **S’inscrire**, remplissez vos coordonnées et confirmez votre courriel. Cela prend deux minutes.'],
        [
          'J’ai oublié mon mot de passe. Que faire?',
          'Utilisez *Mot de passe oublié* dans la fenêtre de connexion et suivez le lien que nous vous envoyons par courriel.',
        ],
        [
          'Pourquoi demandez-vous mes documents?',
          'La loi nous oblige à vérifier l’identité de chaque joueur. Voir [téléverser des documents](route:documents).',
        ],
      ],
    ],
    [
      'payments',
      'Dépôts et retraits',
      [
        ['Quels modes de paiement puis-je utiliser?', 'Voir tous les [modes de paiement](route:payments) offerts au Canada, dont Interac.'],
        [
          'Combien de temps prend un retrait?',
          'Nous traitons les retraits en moins de 24 heures; ensuite, Interac est généralement instantané et les cartes prennent de 1 à 3 jours ouvrables.',
        ],
        ['Y a-t-il des frais?', 'Non, nous ne facturons jamais de frais sur les dépôts ni sur les retraits.'],
      ],
    ],
    [
      'games',
      'Jeux et bonus',
      [
        [
          'Puis-je jouer gratuitement?',
          'La plupart des machines à sous et des jeux de table ont un **mode démo**. Les jeux en direct n’en ont pas : ils se jouent à une vraie table.',
        ],
        [
          'Comment fonctionnent les exigences de mise?',
          'Un bonus doit être misé un certain nombre de fois avant tout retrait. Détails dans notre [politique de bonus](route:bonus).',
        ],
        [
          'Un jeu s’est figé. Ai-je perdu ma mise?',
          'Non. Chaque partie est enregistrée sur le serveur; rouvrez le jeu pour voir le résultat, ou [joignez-nous](route:contact).',
        ],
      ],
    ],
  ],
  nb: (m) => [
    [
      'account',
      'Min konto',
      [
        ['Hvordan oppretter jeg en konto?', 'Trykk på **Bli med nå**, fyll inn opplysningene dine og bekreft e-postadressen din. Det tar to minutter.'],
        ['Jeg har glemt passordet mitt. Hva nå?', 'Bruk *Glemt passordet?* i innloggingsvinduet, og følg lenken vi sender deg på e-post.'],
        [
          'Hvorfor trenger dere dokumentene mine?',
          'Loven krever at vi bekrefter identiteten til alle spillere. Se [opplasting av dokumenter](route:documents).',
        ],
      ],
    ],
    [
      'payments',
      'Innskudd og uttak',
      [
        ['Hvilke betalingsmåter kan jeg bruke?', 'Se alle betalingsmåtene for landet ditt under [betalingsmåter](route:payments).'],
        [
          'Hvor lang tid tar et uttak?',
          'Vi behandler uttak innen 24 timer; deretter kommer pengene vanligvis umiddelbart til e-lommebøker, mens kort tar 1–3 bankdager.',
        ],
        ['Koster det noe?', 'Vi tar aldri gebyrer for innskudd eller uttak.'],
      ],
    ],
    [
      'games',
      m.offers ? 'Spill og bonuser' : 'Spill',
      [
        ['Kan jeg spille gratis?', 'De fleste spilleautomater og bordspill har en **demomodus**. Live-spill har det ikke: de spilles ved et ekte bord.'],
        m.offers
          ? [
              'Hvordan fungerer omsetningskrav?',
              'En bonus må omsettes et visst antall ganger før du kan ta ut penger. Les mer i [bonusvilkårene](route:bonus) våre.',
            ]
          : ['Tilbyr dere bonuser?', 'Nei. Vi tilbyr ingen bonuser eller kampanjer i Norge.'],
        [
          'Et spill frøs. Har jeg tapt innsatsen min?',
          'Nei. Hver runde lagres på serveren; åpne spillet på nytt for å se resultatet, eller [kontakt oss](route:contact).',
        ],
      ],
    ],
  ],
  pt: (m) => [
    [
      'account',
      'Minha conta',
      [
        ['Como abro uma conta?', 'Toque em **Cadastre-se**, preencha seus dados com o seu CPF e confirme seu e-mail. Leva dois minutos.'],
        ['Esqueci minha senha. E agora?', 'Use *Esqueceu sua senha?* na janela de login e siga o link que enviaremos por e-mail.'],
        ['Por que vocês precisam dos meus documentos?', 'A lei exige que verifiquemos todos os jogadores. Veja [envio de documentos](route:documents).'],
      ],
    ],
    [
      'payments',
      'Depósitos e saques',
      [
        ['Quais formas de pagamento posso usar?', 'Veja todas as formas disponíveis em [formas de pagamento](route:payments), incluindo o Pix.'],
        ['Quanto tempo demora um saque?', 'Processamos os saques em até 24 horas; com Pix, o dinheiro costuma cair em minutos.'],
        ['Há taxas?', 'Não, nunca cobramos taxas para depósitos nem para saques.'],
      ],
    ],
    [
      'games',
      m.offers ? 'Jogos e bônus' : 'Jogos',
      [
        [
          'Posso jogar de graça?',
          'A maioria dos caça-níqueis e jogos de mesa tem **modo demo**. Os jogos ao vivo não têm: são jogados em uma mesa de verdade.',
        ],
        m.offers
          ? [
              'Como funciona o requisito de apostas?',
              'Um bônus precisa ser apostado um certo número de vezes antes do saque. Veja a nossa [política de bônus](route:bonus).',
            ]
          : ['Vocês oferecem bônus?', 'Não. No Brasil, a lei proíbe conceder bônus ou vantagens para apostar (Lei 14.790/2023, art. 29).'],
        [
          'Um jogo travou. Perdi minha aposta?',
          'Não. Cada rodada fica salva no servidor; abra o jogo de novo para ver o resultado ou [fale conosco](route:contact).',
        ],
      ],
    ],
  ],
  fi: (m) => [
    [
      'account',
      'Oma tili',
      [
        ['Miten avaan tilin?', 'Paina **Liity nyt**, täytä tietosi ja vahvista sähköpostiosoitteesi. Se vie kaksi minuuttia.'],
        ['Unohdin salasanani. Mitä nyt?', 'Valitse kirjautumisikkunasta *Unohditko salasanasi?* ja seuraa linkkiä, jonka lähetämme sähköpostiisi.'],
        [
          'Miksi tarvitsette asiakirjojani?',
          'Laki velvoittaa meidät tarkistamaan jokaisen pelaajan henkilöllisyyden. Katso [asiakirjojen lataaminen](route:documents).',
        ],
      ],
    ],
    [
      'payments',
      'Talletukset ja kotiutukset',
      [
        ['Mitä maksutapoja voin käyttää?', 'Kaikki maasi maksutavat löydät sivulta [maksutavat](route:payments).'],
        [
          'Kuinka kauan kotiutus kestää?',
          'Käsittelemme kotiutukset 24 tunnin kuluessa; sen jälkeen sähköiset lompakot ovat yleensä välittömiä, pankkikortit vievät 1–3 pankkipäivää.',
        ],
        ['Peritäänkö maksuja?', 'Emme koskaan peri maksuja talletuksista emmekä kotiutuksista.'],
      ],
    ],
    [
      'games',
      m.offers ? 'Pelit ja bonukset' : 'Pelit',
      [
        [
          'Voinko pelata ilmaiseksi?',
          'Useimmissa kolikkopeleissä ja pöytäpeleissä on **demotila**. Live-peleissä sitä ei ole: niitä pelataan oikean pöydän ääressä.',
        ],
        m.offers
          ? [
              'Miten kierrätysvaatimus toimii?',
              'Bonus on kierrätettävä tietty määrä kertoja ennen kotiutusta. Lisätietoja on [bonuskäytännössämme](route:bonus).',
            ]
          : ['Tarjoatteko bonuksia?', 'Emme. Emme tarjoa Suomessa bonuksia emmekä kampanjoita.'],
        [
          'Peli jumiutui. Menetinkö panokseni?',
          'Et. Jokainen kierros tallentuu palvelimelle; avaa peli uudelleen nähdäksesi tuloksen tai [ota yhteyttä](route:contact).',
        ],
      ],
    ],
  ],
};
