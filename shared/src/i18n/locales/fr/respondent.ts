import type { RespondentMessages } from '../en.ts';

export const frRespondent: RespondentMessages = {
  respondent: {
    demographics: {
      title: 'Quelques dernières questions',
      optional: 'Chaque réponse est facultative.',
      education: 'Niveau d’études',
      employment: 'Activité',
      children: 'Avez-vous des enfants ?',
      preferNot: 'Je préfère ne pas répondre',
      yes: 'Oui',
      no: 'Non',
      next: 'Continuer',
      educationLevels: {
        primary: 'École primaire',
        secondary: 'Enseignement secondaire',
        university: 'Diplôme universitaire',
        postgraduate: 'Diplôme de troisième cycle',
      },
      employmentStatuses: {
        employed: 'Salarié(e)',
        'self-employed': 'Indépendant(e)',
        student: 'Étudiant(e)',
        unemployed: 'Sans emploi',
        retired: 'Retraité(e)',
        other: 'Autre',
      },
    },
    evoked: {
      title: 'Qu’avez-vous ressenti devant cette annonce ?',
      which: 'Annonce {{position}} sur {{count}}',
      hint: 'Cochez chaque émotion ressentie, puis indiquez son intensité : 1 un peu, 5 très fortement.',
      intensity: 'Avec quelle intensité ? {{emotion}}',
      none: 'Je n’ai ressenti aucune de ces émotions',
      next: 'Continuer',
      emotions: {
        amusement: 'Amusé(e)',
        anger: 'En colère',
        awe: 'Émerveillé(e)',
        contentment: 'Satisfait(e)',
        disgust: 'Dégoûté(e)',
        excitement: 'Enthousiaste',
        fear: 'Effrayé(e)',
        sadness: 'Triste',
      },
    },
    consent: {
      title: 'Avant de commencer',
      what: 'Pendant la diffusion des annonces, votre webcam permet à cette page de savoir où vous regardez à l’écran et de lire vos expressions faciales.',
      noVideo:
        'Aucune vidéo ne quitte votre appareil : la page transforme chaque image de la caméra en quelques nombres sur votre appareil, puis la supprime. Nous ne vous enregistrons et ne vous voyons jamais.',
      retention:
        'Nous conservons ces nombres et vos réponses pendant {{days}} jours sous l’identifiant anonyme du panel, puis nous les supprimons.',
      choice: 'Vous pouvez participer avec ou sans webcam.',
      withWebcam: 'Participer avec ma webcam',
      withoutWebcam: 'Participer sans webcam',
    },
    screener: {
      title: 'À propos de vous',
      age: 'Votre âge',
      gender: 'Genre',
      genders: { male: 'Homme', female: 'Femme' },
      region: 'Région',
      regionPlaceholder: 'Choisissez votre région',
      next: 'Continuer',
    },
    viewer: {
      ad: 'Annonce',
      videoAfterAd: 'Votre vidéo démarrera après l’annonce',
      sponsored: 'Sponsorisé',
      learnMore: 'En savoir plus',
      like: 'J’aime',
      comment: 'Commenter',
      share: 'Partager',
    },
  },
};
