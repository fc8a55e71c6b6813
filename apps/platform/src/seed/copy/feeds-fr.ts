import type { FeedCopy } from './feeds-types.ts';

export const feedsFr: FeedCopy = (m) => ({
  contact: {
    title: 'Nous joindre',
    body: `Notre service à la clientèle est disponible **24/7**, tous les jours de l'année.\nÉcrivez-nous à [${m.email}](mailto:${m.email}) ou ouvrez le clavardage.\n\nLa réponse se trouve peut-être dans notre [centre d'aide](route:help).`,
  },
  privacy: {
    title: 'Politique de confidentialité',
    body: `${m.brand} traite des données personnelles pour gérer votre compte et respecter ses obligations sous la licence de la ${m.regulator}.\n\n**Vos droits**\nAccès, rectification et suppression : [${m.email}](mailto:${m.email}).`,
  },
  responsibleGaming: {
    title: 'Jeu responsable',
    body: `Le jeu doit rester un divertissement. ${m.brand} propose des **limites de dépôt**, des **pauses** et l'**autoexclusion**.\n\nFaites notre [test d'autoévaluation](route:selfAssessment).\nVous devez avoir ${m.ageRule}.`,
  },
  selfAssessment: {
    title: "Test d'autoévaluation",
    body: 'Répondez honnêtement en pensant aux 12 derniers mois. Vos réponses restent dans votre navigateur.',
  },
  bonusPolicy: {
    title: 'Politique de bonus',
    body: `Ces conditions s'appliquent à tous les bonus de ${m.brand}, sauf mention contraire. Un bonus doit être misé avant tout retrait.\n\nVoir aussi nos [conditions générales](route:terms).`,
  },
  terms: {
    title: 'Conditions générales',
    body: `Ces conditions régissent la relation entre vous et ${m.brand}, titulaire d'une licence de la ${m.regulator}.\n\n**1. Votre compte**\nVous devez avoir ${m.ageRule} et n'avoir qu'un compte.\n\n**2. Retraits**\nNous pouvons demander des documents : [téléverser des documents](route:documents).`,
  },
  mobileApp: { title: 'Application mobile', body: `Ajoutez ${m.brand} à votre écran d'accueil depuis le menu du navigateur : **mêmes jeux, même compte**.` },
  uploadingDocuments: {
    title: 'Téléverser des documents',
    body: "Pour protéger votre compte, nous vérifions votre identité.\n**Pièce d'identité** : passeport ou permis de conduire.\n**Justificatif de domicile** de moins de 3 mois.\n\nTéléversez-les dans *Mon compte > Documents*.",
  },
  restricted: {
    title: 'Non disponible dans votre pays',
    body: `Désolés : ${m.brand} ne peut pas accepter les joueurs de votre pays ([country]) en raison des lois sur le jeu qui y sont en vigueur.\n\nDes questions? [${m.email}](mailto:${m.email})`,
  },
  affiliates: {
    title: 'Affiliés',
    body: `Faites la promotion de ${m.brand} et touchez une part des revenus. Paiement **mensuel**.\n\n[Portail des affiliés](https://affiliates.mondocasino.example/)`,
  },
  aboutUs: {
    title: 'À propos',
    body: `${m.brand} propose **plus de 2 000 jeux**, sous licence de la ${m.regulator}. Service à la clientèle *24/7*.\n\n[Voir les machines à sous](route:onlineSlots)`,
  },
});
