import type { Static } from '@sinclair/typebox';
import type { Lang } from '../../lib/markets.ts';
import type { SelfAssessmentData } from '../../schemas/feeds.ts';

interface Copy {
  questions: string[];
  answers: [string, string, string, string];
  results: [string, string][];
}

/** Nine questions scored 0–3, in the style of common problem-gambling screens. */
const COPY: Record<Lang, Copy> = {
  en: {
    questions: [
      'Have you bet more than you could really afford to lose?',
      'Have you needed to gamble with larger amounts to get the same feeling of excitement?',
      'Have you gone back another day to try to win back the money you lost?',
      'Have you borrowed money or sold anything to get money to gamble?',
      'Have you felt that you might have a problem with gambling?',
      'Has gambling caused you any health problems, including stress or anxiety?',
      'Have people criticised your betting or told you that you had a gambling problem?',
      'Has your gambling caused any financial problems for you or your household?',
      'Have you felt guilty about the way you gamble or what happens when you gamble?',
    ],
    answers: ['Never', 'Sometimes', 'Most of the time', 'Almost always'],
    results: [
      ['Low risk', 'Your answers suggest you gamble without problems. Keep it that way: set limits and take breaks.'],
      ['Some risk', 'Some answers are warning signs. Consider [deposit limits](route:responsible) and talk to someone you trust.'],
      [
        'High risk',
        'Your answers suggest gambling may be harming you. Please consider a time-out or **self-exclusion** and seek support: [responsible gaming](route:responsible).',
      ],
    ],
  },
  de: {
    questions: [
      'Haben Sie mehr gesetzt, als Sie sich leisten konnten zu verlieren?',
      'Mussten Sie mit höheren Beträgen spielen, um die gleiche Spannung zu spüren?',
      'Sind Sie an einem anderen Tag zurückgekehrt, um Verluste zurückzugewinnen?',
      'Haben Sie sich Geld geliehen oder etwas verkauft, um zu spielen?',
      'Hatten Sie das Gefühl, ein Problem mit dem Glücksspiel zu haben?',
      'Hat das Spielen bei Ihnen Stress oder Ängste ausgelöst?',
      'Haben andere Ihr Spielverhalten kritisiert?',
      'Hat das Spielen Ihnen oder Ihrem Haushalt finanzielle Probleme bereitet?',
      'Hatten Sie Schuldgefühle wegen Ihres Spielens?',
    ],
    answers: ['Nie', 'Manchmal', 'Meistens', 'Fast immer'],
    results: [
      ['Geringes Risiko', 'Ihre Antworten deuten auf unproblematisches Spielen hin. Setzen Sie weiter Limits.'],
      ['Gewisses Risiko', 'Einige Antworten sind Warnzeichen. Nutzen Sie [Einzahlungslimits](route:responsible).'],
      [
        'Hohes Risiko',
        'Das Spielen könnte Ihnen schaden. Erwägen Sie eine **Spielsperre** und holen Sie sich Hilfe: [Verantwortungsvolles Spielen](route:responsible).',
      ],
    ],
  },
  da: {
    questions: [
      'Har du spillet for mere, end du havde råd til at tabe?',
      'Har du skullet spille for større beløb for at få samme spænding?',
      'Er du vendt tilbage en anden dag for at vinde tabte penge tilbage?',
      'Har du lånt penge eller solgt noget for at spille?',
      'Har du følt, at du måske har et problem med spil?',
      'Har spil givet dig stress eller angst?',
      'Har andre kritiseret dit spil?',
      'Har dit spil givet dig eller din husstand økonomiske problemer?',
      'Har du haft dårlig samvittighed over dit spil?',
    ],
    answers: ['Aldrig', 'Nogle gange', 'For det meste', 'Næsten altid'],
    results: [
      ['Lav risiko', 'Dine svar tyder på, at du spiller uden problemer. Bliv ved med at sætte grænser.'],
      ['Nogen risiko', 'Nogle svar er advarselstegn. Overvej [indbetalingsgrænser](route:responsible).'],
      ['Høj risiko', 'Spil kan skade dig. Overvej **udelukkelse via ROFUS** og søg hjælp: [ansvarligt spil](route:responsible).'],
    ],
  },
  sv: {
    questions: [
      'Har du spelat för mer än du hade råd att förlora?',
      'Har du behövt spela för större belopp för att känna samma spänning?',
      'Har du kommit tillbaka en annan dag för att vinna tillbaka förluster?',
      'Har du lånat pengar eller sålt något för att spela?',
      'Har du känt att du kanske har problem med spel?',
      'Har spelandet gett dig stress eller ångest?',
      'Har andra kritiserat ditt spelande?',
      'Har ditt spelande orsakat ekonomiska problem för dig eller ditt hushåll?',
      'Har du känt skuld över ditt spelande?',
    ],
    answers: ['Aldrig', 'Ibland', 'Oftast', 'Nästan alltid'],
    results: [
      ['Låg risk', 'Dina svar tyder på att du spelar utan problem. Fortsätt sätta gränser.'],
      ['Viss risk', 'Vissa svar är varningstecken. Överväg [insättningsgränser](route:responsible).'],
      ['Hög risk', 'Spelandet kan skada dig. Överväg **Spelpaus** och sök stöd: [ansvarsfullt spelande](route:responsible).'],
    ],
  },
  es: {
    questions: [
      '¿Has apostado más de lo que realmente podías permitirte perder?',
      '¿Has necesitado apostar cantidades mayores para sentir la misma emoción?',
      '¿Has vuelto otro día para intentar recuperar lo perdido?',
      '¿Has pedido dinero prestado o vendido algo para jugar?',
      '¿Has sentido que podrías tener un problema con el juego?',
      '¿El juego te ha causado estrés o ansiedad?',
      '¿Otras personas han criticado tu forma de jugar?',
      '¿El juego os ha causado problemas económicos a ti o a tu hogar?',
      '¿Te has sentido culpable por tu forma de jugar?',
    ],
    answers: ['Nunca', 'A veces', 'La mayoría de las veces', 'Casi siempre'],
    results: [
      ['Riesgo bajo', 'Tus respuestas indican un juego sin problemas. Sigue fijando límites.'],
      ['Riesgo moderado', 'Algunas respuestas son señales de alerta. Valora fijar [límites de depósito](route:responsible).'],
      ['Riesgo alto', 'El juego podría estar perjudicándote. Valora la **autoexclusión** y busca ayuda: [juego más seguro](route:responsible).'],
    ],
  },
  fr: {
    questions: [
      'Avez-vous misé plus que ce que vous pouviez vous permettre de perdre?',
      'Avez-vous eu besoin de miser davantage pour ressentir la même excitation?',
      'Êtes-vous revenu un autre jour pour tenter de récupérer vos pertes?',
      "Avez-vous emprunté de l'argent ou vendu quelque chose pour jouer?",
      'Avez-vous pensé avoir un problème de jeu?',
      'Le jeu vous a-t-il causé du stress ou de l’anxiété?',
      'Des proches ont-ils critiqué votre façon de jouer?',
      'Le jeu a-t-il causé des difficultés financières à votre foyer?',
      'Vous êtes-vous senti coupable de votre façon de jouer?',
    ],
    answers: ['Jamais', 'Parfois', 'La plupart du temps', 'Presque toujours'],
    results: [
      ['Risque faible', 'Vos réponses indiquent un jeu sans problème. Continuez à fixer des limites.'],
      ['Risque modéré', 'Certaines réponses sont des signaux d’alerte. Pensez aux [limites de dépôt](route:responsible).'],
      ['Risque élevé', 'Le jeu pourrait vous nuire. Envisagez l’**autoexclusion** et demandez de l’aide : [jeu responsable](route:responsible).'],
    ],
  },
  nb: {
    questions: [
      'Har du satset mer enn du egentlig hadde råd til å tape?',
      'Har du måttet spille for større beløp for å få den samme spenningen?',
      'Har du kommet tilbake en annen dag for å prøve å vinne tilbake pengene du tapte?',
      'Har du lånt penger eller solgt noe for å få penger til å spille for?',
      'Har du følt at du kanskje har et problem med pengespill?',
      'Har pengespill gitt deg helseplager, for eksempel stress eller angst?',
      'Har andre kritisert spillingen din eller sagt at du har et spilleproblem?',
      'Har spillingen din ført til økonomiske problemer for deg eller husstanden din?',
      'Har du hatt dårlig samvittighet for måten du spiller på, eller for det som skjer når du spiller?',
    ],
    answers: ['Aldri', 'Noen ganger', 'For det meste', 'Nesten alltid'],
    results: [
      ['Lav risiko', 'Svarene dine tyder på at du spiller uten problemer. Fortsett slik: sett grenser og ta pauser.'],
      ['Noe risiko', 'Noen av svarene er varseltegn. Vurder [innskuddsgrenser](route:responsible), og snakk med noen du stoler på.'],
      [
        'Høy risiko',
        'Svarene dine tyder på at pengespill kan skade deg. Vurder en pause eller **selvutestengelse**, og søk hjelp: [ansvarlig spill](route:responsible).',
      ],
    ],
  },
  pt: {
    questions: [
      'Você já apostou mais do que realmente podia perder?',
      'Você precisou apostar valores maiores para sentir a mesma emoção?',
      'Você voltou em outro dia para tentar recuperar o dinheiro que perdeu?',
      'Você já pegou dinheiro emprestado ou vendeu algo para conseguir dinheiro para apostar?',
      'Você sentiu que pode ter um problema com jogos de apostas?',
      'As apostas já causaram a você problemas de saúde, como estresse ou ansiedade?',
      'Outras pessoas já criticaram suas apostas ou disseram que você tem um problema com o jogo?',
      'Suas apostas já causaram problemas financeiros para você ou para a sua família?',
      'Você já se sentiu culpado pela forma como aposta ou pelo que acontece quando aposta?',
    ],
    answers: ['Nunca', 'Às vezes', 'Na maioria das vezes', 'Quase sempre'],
    results: [
      ['Risco baixo', 'Suas respostas indicam que você joga sem problemas. Continue assim: defina limites e faça pausas.'],
      ['Algum risco', 'Algumas respostas são sinais de alerta. Considere definir [limites de depósito](route:responsible) e converse com alguém de confiança.'],
      [
        'Risco alto',
        'Suas respostas indicam que as apostas podem estar prejudicando você. Considere uma pausa ou a **autoexclusão** e procure apoio: [jogo responsável](route:responsible).',
      ],
    ],
  },
  fi: {
    questions: [
      'Oletko pelannut suuremmilla summilla kuin sinulla on oikeasti ollut varaa hävitä?',
      'Onko sinun pitänyt pelata suuremmilla summilla saadaksesi saman jännityksen tunteen?',
      'Oletko palannut pelaamaan toisena päivänä voittaaksesi takaisin häviämäsi rahat?',
      'Oletko lainannut rahaa tai myynyt jotain saadaksesi rahaa pelaamiseen?',
      'Oletko tuntenut, että sinulla saattaa olla ongelma rahapelaamisen kanssa?',
      'Onko pelaaminen aiheuttanut sinulle terveysongelmia, kuten stressiä tai ahdistusta?',
      'Ovatko muut arvostelleet pelaamistasi tai sanoneet, että sinulla on peliongelma?',
      'Onko pelaamisesi aiheuttanut taloudellisia ongelmia sinulle tai kotitaloudellesi?',
      'Oletko tuntenut syyllisyyttä siitä, miten pelaat tai mitä pelatessasi tapahtuu?',
    ],
    answers: ['Ei koskaan', 'Joskus', 'Useimmiten', 'Lähes aina'],
    results: [
      ['Matala riski', 'Vastaustesi perusteella pelaat ilman ongelmia. Pidä se niin: aseta rajat ja pidä taukoja.'],
      ['Jonkin verran riskiä', 'Osa vastauksista on varoitusmerkkejä. Harkitse [talletusrajoja](route:responsible) ja puhu jollekulle, johon luotat.'],
      [
        'Korkea riski',
        'Vastaustesi perusteella rahapelaaminen saattaa vahingoittaa sinua. Harkitse taukoa tai **pelikieltoa** ja hae tukea: [vastuullinen pelaaminen](route:responsible).',
      ],
    ],
  },
};

const RANGES: readonly [number, number][] = [
  [0, 2],
  [3, 7],
  [8, 27],
];

export function selfAssessmentData(lang: Lang): Static<typeof SelfAssessmentData> {
  const copy = COPY[lang];
  return {
    kind: 'selfAssessment',
    questions: copy.questions.map((text, index) => ({ id: `q${index + 1}`, text, answers: copy.answers.map((label, score) => ({ label, score })) })),
    results: copy.results.map(([title, body], index) => ({ minScore: RANGES[index]![0], maxScore: RANGES[index]![1], title, body })),
  };
}
