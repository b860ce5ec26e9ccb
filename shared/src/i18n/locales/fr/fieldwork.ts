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
      noMeasurement: 'Aucune mesure',
      duplicate: 'Doublons',
    },
    rules: {
      noMeasurement:
        'La webcam a été acceptée, mais un stimulus a moins d’échantillons que le seuil de qualité (5 par seconde).',
      duplicate: 'Le même appareil est revenu, ou plus de 3 entrées venaient d’une seule adresse.',
    },
  },
  previewLink: 'Aperçu comme répondant',
};
