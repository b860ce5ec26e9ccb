import type { ScreenMessages } from '../en.ts';

export const frFieldwork: ScreenMessages['fieldwork'] = {
  intro: 'Qui a passé le test jusqu’ici, cellule par cellule. La page se met à jour toute seule.',
  loading: 'Chargement du terrain…',
  states: {
    fielding: 'En cours',
    closing: 'En clôture',
    closed: 'Clos',
  },
  completes: 'Complets',
  completesOf: '{{n}} sur {{target}}',
  resultsLink: 'Voir les résultats à ce jour',
  timeLeft: 'Temps restant',
  closedAt: 'Clos le {{date}}',
  screenouts: 'Exclus au filtre',
  overquotas: 'Hors quota',
  dropouts: 'Abandons',
  qualityTerminations: 'Exclus pour qualité',
  inProgress: 'En cours',
  webcam: 'Webcam acceptée',
  webcamOf: '{{accepted}} sur {{asked}}',
  simulated: 'Répondants simulés : ce terrain montre comment fonctionne le produit.',
  cellsTitle: 'Complets par cellule de quota',
  cell: 'Cellule',
  target: 'Objectif',
  updated: 'Mis à jour à {{time}}',
  duration: {
    days: '{{days}} j {{hours}} h',
    hours: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
  },
  links: {
    title: 'Liens du test pour les répondants',
    intro: 'Donnez à chaque panel son lien. Le panel y met ses propres paramètres.',
    copy: 'Copier',
    copyLabel: 'Copier le lien {{panel}}',
    copied: 'Lien copié.',
    copyFailed: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le à la main.',
    panels: {
      dynata: 'Dynata',
      'pure-spectrum': 'PureSpectrum',
      direct: 'Lien direct',
    },
  },
  qr: {
    label: 'Code QR du lien direct',
    caption: 'Scannez-le avec un téléphone pour y ouvrir le test.',
  },
  quality: {
    title: 'Exclus pour qualité, par motif',
    reasons: {
      speeder: 'Trop rapides',
      playback: 'Publicité sautée ou masquée',
      straightLining: 'Réponses toutes identiques',
      attentionCheck: "Contrôle d'attention échoué",
      noMeasurement: 'Aucune mesure',
      duplicate: 'Doublons',
    },
    rules: {
      speeder:
        'Jugé par l’analyse : un complet resté moins de la moitié du temps médian des complets dans le questionnaire (à partir de 10 complets). Exclu de l’analyse.',
      playback:
        'Le répondant a déplacé la lecture d’une publicité ou masqué la page (autre onglet ou application) pendant une publicité.',
      straightLining:
        'Quatre réponses sur échelle ou plus (questions à échelle et intensités des émotions), toutes au même point.',
      attentionCheck:
        'Le projet pose une question de contrôle qui indique la réponse à choisir ; le répondant en a choisi une autre.',
      noMeasurement:
        'La webcam a été acceptée, mais un stimulus a moins d’échantillons que le seuil de qualité (5 par seconde).',
      duplicate: 'Le même appareil est revenu, ou plus de 3 entrées venaient d’une seule adresse.',
    },
    /** The results' removals line: each reason with its count. */
    counted: {
      speeder_one: '{{n}} trop rapide',
      speeder_other: '{{n}} trop rapides',
      noMeasurement_one: '{{n}} sans mesure',
      noMeasurement_other: '{{n}} sans mesure',
      playback_one: '{{n}} ayant sauté ou masqué la publicité',
      playback_other: '{{n}} ayant sauté ou masqué la publicité',
      straightLining_one: '{{n}} aux réponses toutes identiques',
      straightLining_other: '{{n}} aux réponses toutes identiques',
      attentionCheck_one: "{{n}} ayant échoué au contrôle d'attention",
      attentionCheck_other: "{{n}} ayant échoué au contrôle d'attention",
      duplicate_one: '{{n}} doublon',
      duplicate_other: '{{n}} doublons',
    },
  },
  closeEarly: {
    button: 'Clore le terrain maintenant',
    title: 'Clore le terrain maintenant ?',
    confirm_one:
      'L’analyse portera sur le {{count}} répondant complet obtenu jusqu’ici, sur {{target}} prévus. Aucun nouveau répondant ne pourra entrer, et c’est irréversible.',
    confirm_other:
      'L’analyse portera sur les {{count}} répondants complets obtenus jusqu’ici, sur {{target}} prévus. Aucun nouveau répondant ne pourra entrer, et c’est irréversible.',
    closing:
      'Le terrain est en clôture : aucun nouveau répondant ne peut entrer. L’analyse finale porte sur les répondants complets obtenus.',
    closedEarly: 'Clos par anticipation le {{date}}',
  },
  ownAudience: {
    title: 'Votre propre audience',
    intro:
      'Seules les personnes à qui vous envoyez le lien direct passent ce test : ni panel ni répondants simulés. Leurs réponses complètes comptent pour l’échantillon.',
  },
  reconciliation: {
    title: 'Rapprochement avec {{provider}}',
    intro:
      "À la clôture du projet chez {{provider}} ({{date}}), nous avons comparé nos questionnaires complétés avec ceux qu'il a comptés.",
    ours: 'Complétés comptés par nous',
    removed: 'Dont retirés pour la qualité',
    provider: 'Complétés comptés par {{provider}}',
    agree: 'Les comptes concordent.',
    providerOnly_one:
      "{{provider}} a compté {{count}} complété dont nous n'avons aucune trace : il n'est pas dans vos résultats.",
    providerOnly_other:
      "{{provider}} a compté {{count}} complétés dont nous n'avons aucune trace : ils ne sont pas dans vos résultats.",
    oursOnly_one:
      "{{count}} de nos complétés n'a pas été compté par {{provider}} : il est dans vos résultats.",
    oursOnly_other:
      "{{count}} de nos complétés n'ont pas été comptés par {{provider}} : ils sont dans vos résultats.",
  },
  panelFailure: {
    title: 'Terrain arrêté par le fournisseur de panel',
    cardAll:
      "Aucun répondant n'a passé le test : la totalité de votre paiement, {{amount}}, est remboursée sur la carte utilisée.",
    cardPart: '{{amount}} sont remboursés sur la carte utilisée, pour les répondants non livrés.',
    creditsBack:
      "Aucun répondant n'a passé le test : les analyses utilisées par ce projet reviennent dans votre forfait.",
    creditsKept:
      'Les analyses utilisées par ce projet lui restent : ses résultats portent sur les répondants qui ont terminé.',
    nothingPaid: "Rien n'a été facturé pour ce projet.",
    refunding: 'Remboursement en cours : cette page se met à jour toute seule.',
    refunded: 'Remboursement émis. Un remboursement par carte arrive en général sous 5 à 10 jours ouvrés.',
    deciding: 'Nous calculons votre remboursement : cette page se met à jour toute seule.',
    closed:
      'Le projet est clos. Pour réessayer, créez un nouveau projet, par exemple avec une autre audience.',
    analysis:
      "L'analyse finale porte sur les répondants qui ont terminé ; le projet se clôt quand ses résultats sont prêts.",
  },
  previewLink: 'Aperçu comme répondant',
};
