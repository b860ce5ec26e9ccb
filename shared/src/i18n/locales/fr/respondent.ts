import type { RespondentMessages } from '../en.ts';
import { frRegions } from './regions.ts';

export const frRespondent: RespondentMessages = {
  respondent: {
    app: {
      loading: 'Chargement de l’enquête…',
      language: 'Langue',
      notFound: 'Ce lien d’enquête n’existe pas. Vérifiez le lien que vous avez reçu.',
      closed: 'Cette enquête est close. Merci de votre intérêt.',
      loadFailed: 'L’enquête n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
      retry: 'Réessayer',
      offline:
        'Vous êtes hors ligne. Ce que vous faites reste sur cet appareil et sera envoyé au retour de la connexion.',
    },
    camera: {
      title: 'Votre webcam',
      body: 'Votre navigateur va demander l’accès à la caméra. La page lit votre visage uniquement sur cet appareil : aucune vidéo n’en sort.',
      allow: 'Activer la webcam',
      loading: 'Préparation de la mesure sur votre appareil…',
      denied:
        'La webcam n’est pas disponible ou n’a pas été autorisée. Vous pouvez tout de même participer sans elle.',
      unsupported:
        'Ce navigateur ne peut pas mesurer sur l’appareil. Vous pouvez tout de même participer sans webcam.',
      withoutWebcam: 'Continuer sans webcam',
    },
    calibration: {
      title: 'Un court étalonnage',
      intro:
        'Installez-vous confortablement, le visage bien éclairé. Regardez d’abord le centre de l’écran, le visage détendu, puis suivez le point des yeux. Cela prend environ 30 secondes.',
      start: 'Commencer l’étalonnage',
      neutral: 'Regardez le centre de l’écran et détendez votre visage.',
      target: 'Regardez le point ({{position}} sur {{total}})',
      noFace:
        'Nous n’avons pas assez bien vu votre visage. Vérifiez l’éclairage et que votre visage est face à la caméra, puis réessayez.',
      retry: 'Réessayer',
      failed: 'L’étalonnage n’a pas pu être enregistré. Vérifiez votre connexion et réessayez.',
    },
    revalidation: {
      instruction: 'Une dernière vérification : regardez de nouveau chaque point.',
    },
    stimulus: {
      title: 'Publicité {{position}} sur {{total}}',
      watch: 'Regardez la publicité jusqu’à la fin.',
      play: 'Lire la publicité',
      failed: 'La publicité n’a pas pu être lue. Vérifiez votre connexion et réessayez.',
      retry: 'Réessayer',
    },
    question: {
      title: 'Question {{position}} sur {{total}}',
      multiHint: 'Choisissez une ou plusieurs réponses.',
      scaleHint: 'De {{min}} à {{max}}',
      openLabel: 'Votre réponse',
      next: 'Continuer',
    },
    /** The project's attention check (methodology, "Respondent quality"): its text names the option to choose. */
    attentionCheck: {
      question: 'Pour montrer que vous lisez attentivement, choisissez « {{answer}} » ci-dessous.',
      options: { red: 'Rouge', green: 'Vert', blue: 'Bleu', yellow: 'Jaune' },
    },
    finish: {
      sending: 'Envoi de vos réponses…',
      failed: 'Vos réponses n’ont pas pu être envoyées. Vérifiez votre connexion et réessayez.',
      retry: 'Réessayer',
      redirecting: 'Merci ! Un instant…',
    },
    end: {
      complete: {
        title: 'Merci !',
        body: 'Vos réponses ont été enregistrées. Vous pouvez fermer cette page.',
      },
      other: { title: 'Merci pour votre temps', body: 'Vous pouvez fermer cette page.' },
      screenout: {
        title: 'Merci pour votre temps',
        body: 'Cette enquête recherche des personnes d’un autre profil. Vous pouvez fermer cette page.',
      },
      overquota: {
        title: 'Merci pour votre temps',
        body: 'Nous avons déjà assez de réponses de personnes comme vous. Vous pouvez fermer cette page.',
      },
      quality: {
        title: 'Merci pour votre temps',
        body: 'Vos réponses ne peuvent pas être comptées dans cette enquête. Vous pouvez fermer cette page.',
      },
      closed: {
        title: 'Cette enquête est close',
        body: 'Merci de votre intérêt. Vous pouvez fermer cette page.',
      },
    },
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
      which: 'Annonce {{position}} sur {{total}}',
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
      retention_one:
        'Nous conservons ces nombres et vos réponses pendant {{days}} jour sous l’identifiant anonyme du panel, puis nous les supprimons.',
      retention_other:
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
      regions: frRegions,
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
      /** The feed mock-ups' advertiser when the client has no company name. */
      advertiser: 'Annonceur',
    },
    preview: {
      banner:
        "Aperçu : voici votre test tel qu'un répondant le passe. Rien de ce que vous faites ici n'est compté ni analysé.",
      back: 'Retour au projet',
      doneTitle: 'Aperçu terminé',
      doneBody: "Rien n'a été envoyé : les chiffres du terrain et les résultats sont inchangés.",
      again: "Refaire l'aperçu",
      loading: "Chargement de l'aperçu…",
      failed: "L'aperçu n'a pas pu être chargé.",
    },
  },
};
