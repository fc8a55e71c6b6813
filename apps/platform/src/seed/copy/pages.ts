import type { Lang } from '../../lib/markets.ts';

type Entry = { title: string; body: string };
type Pages = Record<'cookie-policy' | 'not-found' | 'server-error', Entry>;
type Terms = Record<'general-promotion-terms' | 'welcome-bonus', Entry>;

export const PAGES: Record<Lang, Pages> = {
  en: {
    'cookie-policy': {
      title: 'Cookie policy',
      body: 'We use **necessary** cookies to run the site and, with your consent, **functionality**, **tracking** and **targeting** cookies. Change your choice at any time in the cookie settings.',
    },
    'not-found': {
      title: 'Page Not Found',
      body: 'The page you are trying to reach does not exist.\nIt may have moved or is no longer in service. Need help? [Contact us](route:contact).',
    },
    'server-error': { title: 'Something went wrong', body: 'We could not load this page. Please try again in a moment.' },
  },
  de: {
    'cookie-policy': {
      title: 'Cookie-Richtlinie',
      body: 'Wir verwenden **notwendige** Cookies und, mit Ihrer Zustimmung, Cookies für **Funktionen**, **Analyse** und **Werbung**.',
    },
    'not-found': { title: 'Seite nicht gefunden', body: 'Die gesuchte Seite existiert nicht.\nBrauchen Sie Hilfe? [Kontakt](route:contact).' },
    'server-error': { title: 'Etwas ist schiefgelaufen', body: 'Die Seite konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.' },
  },
  da: {
    'cookie-policy': {
      title: 'Cookiepolitik',
      body: 'Vi bruger **nødvendige** cookies og, med dit samtykke, cookies til **funktionalitet**, **sporing** og **målretning**.',
    },
    'not-found': { title: 'Siden blev ikke fundet', body: 'Siden findes ikke.\nBrug for hjælp? [Kontakt os](route:contact).' },
    'server-error': { title: 'Noget gik galt', body: 'Siden kunne ikke indlæses. Prøv igen om lidt.' },
  },
  sv: {
    'cookie-policy': {
      title: 'Cookiepolicy',
      body: 'Vi använder **nödvändiga** cookies och, med ditt samtycke, cookies för **funktionalitet**, **spårning** och **riktad reklam**.',
    },
    'not-found': { title: 'Sidan hittades inte', body: 'Sidan finns inte.\nBehöver du hjälp? [Kontakta oss](route:contact).' },
    'server-error': { title: 'Något gick fel', body: 'Sidan kunde inte laddas. Försök igen om en stund.' },
  },
  es: {
    'cookie-policy': {
      title: 'Política de cookies',
      body: 'Usamos cookies **necesarias** y, con tu consentimiento, cookies de **funcionalidad**, **seguimiento** y **publicidad**.',
    },
    'not-found': { title: 'Página no encontrada', body: 'La página que buscas no existe.\n¿Necesitas ayuda? [Contacto](route:contact).' },
    'server-error': { title: 'Algo ha ido mal', body: 'No hemos podido cargar la página. Inténtalo de nuevo en un momento.' },
  },
  fr: {
    'cookie-policy': {
      title: 'Politique relative aux témoins',
      body: 'Nous utilisons des témoins **nécessaires** et, avec votre accord, des témoins de **fonctionnalité**, de **suivi** et de **ciblage**.',
    },
    'not-found': { title: 'Page introuvable', body: "La page demandée n'existe pas.\nBesoin d'aide? [Contactez-nous](route:contact)." },
    'server-error': { title: 'Une erreur est survenue', body: 'Impossible de charger la page. Réessayez dans un instant.' },
  },
  nb: {
    'cookie-policy': {
      title: 'Erklæring om informasjonskapsler',
      body: 'Vi bruker **nødvendige** informasjonskapsler for å drive nettstedet og, med ditt samtykke, informasjonskapsler for **funksjonalitet**, **sporing** og **målretting**. Du kan når som helst endre valget ditt i innstillingene for informasjonskapsler.',
    },
    'not-found': {
      title: 'Fant ikke siden',
      body: 'Siden du prøver å nå, finnes ikke.\nDen kan ha blitt flyttet eller er ikke lenger i bruk. Trenger du hjelp? [Kontakt oss](route:contact).',
    },
    'server-error': { title: 'Noe gikk galt', body: 'Vi kunne ikke laste inn denne siden. Prøv igjen om et øyeblikk.' },
  },
  pt: {
    'cookie-policy': {
      title: 'Política de cookies',
      body: 'Usamos cookies **necessários** para o site funcionar e, com o seu consentimento, cookies de **funcionalidade**, **rastreamento** e **direcionamento**. Você pode mudar sua escolha a qualquer momento nas configurações de cookies.',
    },
    'not-found': { title: 'Página não encontrada', body: 'A página que você procura não existe.\nPrecisa de ajuda? [Fale conosco](route:contact).' },
    'server-error': { title: 'Algo deu errado', body: 'Não conseguimos carregar esta página. Tente novamente em instantes.' },
  },
  fi: {
    'cookie-policy': {
      title: 'Evästekäytäntö',
      body: 'Käytämme **välttämättömiä** evästeitä sivuston toimintaan ja suostumuksellasi **toiminnallisia**, **seuranta-** ja **kohdentamisevästeitä**. Voit muuttaa valintaasi milloin tahansa evästeasetuksissa.',
    },
    'not-found': {
      title: 'Sivua ei löytynyt',
      body: 'Etsimääsi sivua ei ole olemassa.\nSe on ehkä siirretty tai poistettu käytöstä. Tarvitsetko apua? [Ota yhteyttä](route:contact).',
    },
    'server-error': { title: 'Jokin meni vikaan', body: 'Sivua ei voitu ladata. Yritä hetken kuluttua uudelleen.' },
  },
};

export const TERMS: Record<Lang, Terms> = {
  en: {
    'general-promotion-terms': {
      title: 'General promotion terms',
      body: 'Open to new and existing players aged 18+. One participation per person. Our [bonus policy](route:bonus) applies.',
    },
    'welcome-bonus': { title: 'Welcome bonus terms', body: 'First deposit only. Bonus wagering applies before withdrawal. **Play responsibly.**' },
  },
  de: {
    'general-promotion-terms': {
      title: 'Allgemeine Teilnahmebedingungen',
      body: 'Teilnahme ab 18 Jahren, einmal pro Person. Es gilt unsere [Bonusrichtlinie](route:bonus).',
    },
    'welcome-bonus': { title: 'Bedingungen des Willkommensbonus', body: 'Nur erste Einzahlung. Umsatzbedingungen gelten. **Spielen Sie verantwortungsvoll.**' },
  },
  da: {
    'general-promotion-terms': {
      title: 'Generelle kampagnevilkår',
      body: 'Kun for spillere på 18 år og derover, én gang pr. person. Vores [bonuspolitik](route:bonus) gælder.',
    },
    'welcome-bonus': { title: 'Vilkår for velkomstbonus', body: 'Kun første indbetaling. Omsætningskrav gælder. **Spil ansvarligt.**' },
  },
  sv: {
    'general-promotion-terms': { title: 'Allmänna kampanjvillkor', body: 'Endast för spelare som har fyllt 18 år, en gång per person.' },
    'welcome-bonus': { title: 'Villkor för välkomstbonus', body: 'Endast vid första speltillfället. **Spela ansvarsfullt.**' },
  },
  es: {
    'general-promotion-terms': {
      title: 'Condiciones generales de las promociones',
      body: 'Solo mayores de 18 años, una participación por persona. Se aplica nuestra [política de bonos](route:bonus).',
    },
    'welcome-bonus': {
      title: 'Condiciones del bono de bienvenida',
      body: 'Solo primer depósito. Requisitos de apuesta aplicables. **Juega con responsabilidad.**',
    },
  },
  fr: {
    'general-promotion-terms': {
      title: 'Conditions générales des promotions',
      body: 'Réservé aux personnes majeures, une participation par personne. Notre [politique de bonus](route:bonus) s’applique.',
    },
    'welcome-bonus': {
      title: 'Conditions du bonus de bienvenue',
      body: 'Premier dépôt seulement. Exigences de mise applicables. **Jouez de façon responsable.**',
    },
  },
  nb: {
    'general-promotion-terms': {
      title: 'Generelle kampanjevilkår',
      body: 'Gjelder for nye og eksisterende spillere som er 18 år eller eldre. Én deltakelse per person. Våre [bonusvilkår](route:bonus) gjelder.',
    },
    'welcome-bonus': { title: 'Vilkår for velkomstbonus', body: 'Kun første innskudd. Bonusen må omsettes før uttak. **Spill ansvarlig.**' },
  },
  // Not seeded while Brazil's market bars every offer (content/pages.ts); written for when it does not.
  pt: {
    'general-promotion-terms': {
      title: 'Condições gerais das promoções',
      body: 'Somente para maiores de 18 anos. Uma participação por pessoa. Consulte também nossos [termos e condições](route:terms).',
    },
    'welcome-bonus': {
      title: 'Condições do bônus de boas-vindas',
      body: 'Somente no primeiro depósito. Há requisito de apostas antes do saque. **Jogue com responsabilidade.**',
    },
  },
  fi: {
    'general-promotion-terms': {
      title: 'Kampanjoiden yleiset ehdot',
      body: 'Uusille ja nykyisille 18 vuotta täyttäneille pelaajille. Yksi osallistuminen henkilöä kohden. [Bonuskäytäntömme](route:bonus) on voimassa.',
    },
    'welcome-bonus': {
      title: 'Tervetuliaisbonuksen ehdot',
      body: 'Vain ensimmäinen talletus. Bonus on kierrätettävä ennen kotiutusta. **Pelaa vastuullisesti.**',
    },
  },
};
