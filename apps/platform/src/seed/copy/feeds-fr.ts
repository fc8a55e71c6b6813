import { paragraphs, sections, type FeedCopy } from './feeds-types.ts';

/** Canadian French feed texts, as complete as the English (feeds-en.ts), with the same market-dependent parts. */
export const feedsFr: FeedCopy = (m) => ({
  contact: {
    title: 'Nous joindre',
    body: `Notre service à la clientèle est disponible **24/7**, tous les jours de l’année.\nÉcrivez-nous à [${m.email}](mailto:${m.email}) ou ouvrez le clavardage depuis n’importe quelle page.\n\nLa réponse se trouve peut-être déjà dans notre [centre d’aide](route:help).`,
  },
  privacy: {
    title: 'Politique de confidentialité',
    body: paragraphs(
      `${m.brand} traite des renseignements personnels pour gérer votre compte et respecter ses obligations légales sous la licence de la ${m.regulator}${m.offers ? ' et, avec votre consentement, pour vous envoyer des offres' : ''}.`,
      `**Ce que nous recueillons**\nVos renseignements d’identité et vos coordonnées, ${m.realMoney ? 'vos transactions de paiement et de jeu' : 'les jeux auxquels vous jouez'}, ainsi que des données sur votre appareil et votre utilisation.`,
      `**Vos droits**\nVous pouvez demander une copie de vos renseignements, leur correction ou leur suppression, et retirer votre consentement en tout temps en écrivant à [${m.email}](mailto:${m.email}).`,
      '*Les témoins sont décrits dans notre politique relative aux témoins.*',
    ),
  },
  responsibleGaming: {
    title: 'Jeu responsable',
    body: paragraphs(
      `Le jeu doit rester un divertissement, jamais un moyen de gagner de l’argent. ${m.brand} vous donne des outils pour garder le contrôle :\n${m.realMoney ? 'des **limites de dépôt** par jour, par semaine ou par mois; ' : ''}des **rappels de temps de jeu**; des **pauses** de 24 heures à 6 semaines; et l’**autoexclusion** pour 6 mois ou plus.`,
      `Vous vous interrogez sur vos habitudes? Faites notre [test d’autoévaluation](route:selfAssessment).\nVous devez avoir ${m.ageRule}.`,
    ),
  },
  selfAssessment: {
    title: 'Test d’autoévaluation',
    body: 'Répondez honnêtement aux questions ci-dessous en pensant aux 12 derniers mois. Vos réponses restent dans votre navigateur.',
  },
  bonusPolicy: {
    title: 'Politique de bonus',
    body: `Ces conditions s’appliquent à tous les bonus de ${m.brand}, sauf mention contraire dans une promotion. Un bonus est soumis à des exigences de mise : il doit être misé avant que le bonus ou ses gains puissent être retirés. Un seul bonus de bienvenue par personne, par foyer et par appareil.\n\nVoir aussi nos [conditions générales](route:terms).`,
  },
  terms: {
    title: 'Conditions générales',
    body: paragraphs(
      `Ces conditions forment l’entente entre vous et ${m.brand}, titulaire d’une licence de la ${m.regulator}.`,
      sections(
        ['Votre compte', `Vous devez avoir ${m.ageRule} et ne détenir qu’un seul compte.`],
        m.realMoney && [
          'Dépôts et retraits',
          'Les retraits sont versés, dans la mesure du possible, au mode de paiement utilisé pour le dépôt. Nous pouvons d’abord demander des documents : voir [téléverser des documents](route:documents).',
        ],
        !m.realMoney && ['Jouer pour le plaisir', 'Tous les jeux se jouent pour le plaisir, en mode démo : sans argent réel, sans dépôt ni retrait.'],
        m.offers && [
          'Bonus',
          m.bonusPage
            ? 'Les bonus suivent notre [politique de bonus](route:bonus).'
            : 'Un bonus n’est accordé que selon la promotion elle-même et ses conditions.',
        ],
      ),
    ),
  },
  mobileApp: {
    title: 'Application mobile',
    body: `Emportez ${m.brand} partout. Ajoutez le site à votre écran d’accueil depuis le menu du navigateur : il s’ouvre en plein écran, se charge rapidement et vous garde connecté.\n\n**Mêmes jeux, même compte** : tout ce à quoi vous jouez sur l’ordinateur se trouve aussi sur votre téléphone.`,
  },
  uploadingDocuments: {
    title: 'Téléverser des documents',
    body: `Pour protéger votre compte et respecter la loi, nous pouvons vous demander de confirmer votre identité.\n**Pièce d’identité** : passeport, carte d’identité ou permis de conduire.\n**Preuve d’adresse** : une facture ou un relevé bancaire de moins de 3 mois.${m.realMoney ? '\n**Mode de paiement** : une photo de la carte (chiffres du milieu masqués) ou une capture d’écran du portefeuille électronique.' : ''}\n\nTéléversez-les dans *Mon compte > Documents*. Nous les vérifions en moins de 24 heures.`,
  },
  restricted: {
    title: 'Non disponible dans votre pays',
    body: `Désolés : ${m.brand} ne peut pas accepter les joueurs de votre pays ([country]).\nC’est en raison des lois sur le jeu qui y sont en vigueur, et non d’une décision à votre sujet.\n\nDes questions? Écrivez à [${m.email}](mailto:${m.email}).`,
  },
  affiliates: {
    title: 'Affiliés',
    body: `Faites la promotion de ${m.brand} et touchez une part des revenus que vous apportez. Notre programme d’affiliation paie **chaque mois**, avec des rapports en temps réel et un gestionnaire attitré.\n\nPostulez dans notre [portail des affiliés](https://affiliates.mondocasino.example/).`,
  },
  aboutUs: {
    title: 'À propos',
    body: paragraphs(
      `${m.brand} réunit **plus de 2 000 jeux** des meilleurs studios pour les joueurs qui veulent un casino équitable, rapide et convivial.\nNous sommes titulaires d’une licence de la ${m.regulator}, et notre service à la clientèle est ouvert *24/7*.`,
      m.promotionsPage
        ? '[Découvrez nos jeux](route:onlineSlots) ou [voyez nos dernières promotions](route:promotions).'
        : '[Découvrez nos jeux](route:onlineSlots).',
    ),
  },
});
