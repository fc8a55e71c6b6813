import type { Lang } from '../../lib/markets.ts';

type Group = [id: string, title: string, items: [question: string, answer: string][]];

export const FAQ: Record<Lang, Group[]> = {
  en: [
    [
      'account',
      'My account',
      [
        ['How do I open an account?', 'Press **Join**, fill in your details and confirm your email. It takes two minutes.'],
        ['I forgot my password. What now?', 'Use *Forgot password* in the login window and follow the link we email you.'],
        ['Why do you need my documents?', 'The law requires us to verify every player. See [uploading documents](route:documents).'],
      ],
    ],
    [
      'payments',
      'Deposits and withdrawals',
      [
        ['Which payment methods can I use?', 'See all methods for your country on [payment options](route:payments).'],
        ['How long do withdrawals take?', 'We process withdrawals within 24 hours; e-wallets are usually instant after that, cards take 1–3 banking days.'],
        ['Are there fees?', 'We never charge fees for deposits or withdrawals.'],
      ],
    ],
    [
      'games',
      'Games and bonuses',
      [
        ['Can I play for free?', 'Most slots and table games have a **demo mode**. Live games have none: they are played at a real table.'],
        ['How does wagering work?', 'A bonus must be played through a number of times before withdrawal. Details in our [bonus policy](route:bonus).'],
        ['A game froze. Did I lose my bet?', 'No. Every round is saved on the server; reopen the game to see the result, or [contact us](route:contact).'],
      ],
    ],
  ],
  de: [
    [
      'account',
      'Mein Konto',
      [
        ['Wie eröffne ich ein Konto?', 'Klicken Sie auf **Registrieren** und bestätigen Sie Ihre E-Mail-Adresse.'],
        ['Passwort vergessen?', 'Nutzen Sie *Passwort vergessen* im Login-Fenster.'],
        ['Warum brauchen Sie meine Dokumente?', 'Das Gesetz verlangt eine Prüfung: [Dokumente hochladen](route:documents).'],
      ],
    ],
    [
      'payments',
      'Ein- und Auszahlungen',
      [
        ['Welche Zahlungsmethoden gibt es?', 'Alle Methoden finden Sie unter [Zahlungsmethoden](route:payments).'],
        ['Wie lange dauern Auszahlungen?', 'Wir bearbeiten Auszahlungen innerhalb von 24 Stunden.'],
        ['Gibt es Gebühren?', 'Nein, Ein- und Auszahlungen sind gebührenfrei.'],
      ],
    ],
    [
      'games',
      'Spiele und Boni',
      [
        ['Kann ich kostenlos spielen?', 'Die meisten Slots haben einen **Demomodus**.'],
        ['Was sind Umsatzbedingungen?', 'Details in unserer [Bonusrichtlinie](route:bonus).'],
        ['Ein Spiel ist hängen geblieben.', 'Jede Runde wird gespeichert. Öffnen Sie das Spiel erneut oder [kontaktieren Sie uns](route:contact).'],
      ],
    ],
  ],
  da: [
    [
      'account',
      'Min konto',
      [
        ['Hvordan opretter jeg en konto?', 'Tryk på **Opret konto** og bekræft med MitID.'],
        ['Jeg har glemt min adgangskode.', 'Brug *Glemt adgangskode* i login-vinduet.'],
        ['Hvorfor skal I have mine dokumenter?', 'Loven kræver det: [upload dokumenter](route:documents).'],
      ],
    ],
    [
      'payments',
      'Ind- og udbetalinger',
      [
        ['Hvilke betalingsmetoder kan jeg bruge?', 'Se [betalingsmetoder](route:payments).'],
        ['Hvor lang tid tager en udbetaling?', 'Vi behandler udbetalinger inden for 24 timer.'],
        ['Er der gebyrer?', 'Nej, vi opkræver aldrig gebyrer.'],
      ],
    ],
    [
      'games',
      'Spil og bonusser',
      [
        ['Kan jeg spille gratis?', 'De fleste spilleautomater har en **demotilstand**.'],
        ['Hvad er omsætningskrav?', 'Se vores [bonuspolitik](route:bonus).'],
        ['Et spil frøs. Har jeg tabt min indsats?', 'Nej, hver runde gemmes. [Kontakt os](route:contact) hvis du er i tvivl.'],
      ],
    ],
  ],
  sv: [
    [
      'account',
      'Mitt konto',
      [
        ['Hur öppnar jag ett konto?', 'Logga in med **BankID**: kontot skapas direkt.'],
        ['Jag har glömt mitt lösenord.', 'Med BankID behöver du inget lösenord.'],
        ['Varför behöver ni mina dokument?', 'Lagen kräver det: [ladda upp dokument](route:documents).'],
      ],
    ],
    [
      'payments',
      'Insättningar och uttag',
      [
        ['Vilka betalningsmetoder finns?', 'Se [betalningsmetoder](route:payments).'],
        ['Hur lång tid tar ett uttag?', 'Med Trustly oftast inom fem minuter.'],
        ['Finns det avgifter?', 'Nej, vi tar aldrig ut avgifter.'],
      ],
    ],
    [
      'games',
      'Spel',
      [
        ['Kan jag spela gratis?', 'De flesta slots har ett **demoläge**.'],
        ['Vad är Spelpaus?', 'En nationell tjänst för att stänga av dig från allt spel. Läs mer under [ansvarsfullt spelande](route:responsible).'],
        ['Ett spel hängde sig.', 'Varje runda sparas. [Kontakta oss](route:contact) om du undrar något.'],
      ],
    ],
  ],
  es: [
    [
      'account',
      'Mi cuenta',
      [
        ['¿Cómo abro una cuenta?', 'Pulsa **Regístrate**, completa tus datos y verifica tu DNI.'],
        ['He olvidado mi contraseña.', 'Usa *He olvidado mi contraseña* en la ventana de acceso.'],
        ['¿Por qué necesitáis mis documentos?', 'La ley nos obliga: [subir documentos](route:documents).'],
      ],
    ],
    [
      'payments',
      'Depósitos y retiradas',
      [
        ['¿Qué métodos de pago puedo usar?', 'Consulta los [métodos de pago](route:payments).'],
        ['¿Cuánto tarda una retirada?', 'Procesamos las retiradas en menos de 24 horas; con Bizum suele ser inmediato.'],
        ['¿Hay comisiones?', 'No cobramos comisiones.'],
      ],
    ],
    [
      'games',
      'Juegos y bonos',
      [
        ['¿Puedo jugar gratis?', 'La mayoría de las tragaperras tienen **modo demo**.'],
        ['¿Qué son los requisitos de apuesta?', 'Consulta nuestra [política de bonos](route:bonus).'],
        ['Un juego se ha bloqueado.', 'Cada ronda se guarda. [Contáctanos](route:contact) si tienes dudas.'],
      ],
    ],
  ],
  fr: [
    [
      'account',
      'Mon compte',
      [
        ['Comment ouvrir un compte?', 'Cliquez sur **Inscription** et confirmez votre courriel.'],
        ["J'ai oublié mon mot de passe.", 'Utilisez *Mot de passe oublié* dans la fenêtre de connexion.'],
        ['Pourquoi demandez-vous mes documents?', 'La loi l’exige : [téléverser des documents](route:documents).'],
      ],
    ],
    [
      'payments',
      'Dépôts et retraits',
      [
        ['Quels modes de paiement?', 'Voir les [modes de paiement](route:payments), dont Interac.'],
        ['Combien de temps pour un retrait?', 'Nous traitons les retraits en moins de 24 heures.'],
        ['Y a-t-il des frais?', 'Non, aucun frais.'],
      ],
    ],
    [
      'games',
      'Jeux et bonus',
      [
        ['Puis-je jouer gratuitement?', 'La plupart des machines ont un **mode démo**.'],
        ['Que sont les exigences de mise?', 'Voir notre [politique de bonus](route:bonus).'],
        ['Un jeu s’est figé.', 'Chaque partie est enregistrée. [Contactez-nous](route:contact).'],
      ],
    ],
  ],
  nb: [
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
      'Spill og bonuser',
      [
        ['Kan jeg spille gratis?', 'De fleste spilleautomater og bordspill har en **demomodus**. Live-spill har det ikke: de spilles ved et ekte bord.'],
        [
          'Hvordan fungerer omsetningskrav?',
          'En bonus må omsettes et visst antall ganger før du kan ta ut penger. Les mer i [bonusvilkårene](route:bonus) våre.',
        ],
        [
          'Et spill frøs. Har jeg tapt innsatsen min?',
          'Nei. Hver runde lagres på serveren; åpne spillet på nytt for å se resultatet, eller [kontakt oss](route:contact).',
        ],
      ],
    ],
  ],
  pt: [
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
      'Jogos',
      [
        [
          'Posso jogar de graça?',
          'A maioria dos caça-níqueis e jogos de mesa tem **modo demo**. Os jogos ao vivo não têm: são jogados em uma mesa de verdade.',
        ],
        ['Vocês oferecem bônus?', 'Não. No Brasil, a lei proíbe conceder bônus ou vantagens para apostar (Lei 14.790/2023, art. 29).'],
        [
          'Um jogo travou. Perdi minha aposta?',
          'Não. Cada rodada fica salva no servidor; abra o jogo de novo para ver o resultado ou [fale conosco](route:contact).',
        ],
      ],
    ],
  ],
  fi: [
    [
      'account',
      'Oma tili',
      [
        ['Miten avaan tilin?', 'Paina **Liity**, täytä tietosi ja vahvista sähköpostiosoitteesi. Se vie kaksi minuuttia.'],
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
      'Pelit ja bonukset',
      [
        [
          'Voinko pelata ilmaiseksi?',
          'Useimmissa kolikkopeleissä ja pöytäpeleissä on **demotila**. Live-peleissä sitä ei ole: niitä pelataan oikean pöydän ääressä.',
        ],
        ['Miten kierrätysvaatimus toimii?', 'Bonus on kierrätettävä tietty määrä kertoja ennen kotiutusta. Lisätietoja on [bonuskäytännössämme](route:bonus).'],
        [
          'Peli jumiutui. Menetinkö panokseni?',
          'Et. Jokainen kierros tallentuu palvelimelle; avaa peli uudelleen nähdäksesi tuloksen tai [ota yhteyttä](route:contact).',
        ],
      ],
    ],
  ],
};
