import type { ScreenMessages } from '../en.ts';

export const frSupport: ScreenMessages['support'] = {
  intro:
    'Des questions sur un projet, un paiement ou un chiffre de vos résultats : voici comment nous joindre, en combien de temps nous répondons et ce que signifient les termes.',
  contactTitle: 'Nous contacter',
  contactBody: 'Écrivez-nous avec le nom du projet et, pour un paiement, le numéro de facture.',
  contactEmail: 'Écrire à {{email}}',
  contactNone:
    'Consultez les rubriques du panneau Aide ou demandez l’adresse du support à votre interlocuteur.',
  timesTitle: 'Délais de réponse',
  timesProduct: 'Questions sur les résultats ou le produit : sous un jour ouvré.',
  timesPayment: 'Paiements, factures et accès : sous quatre heures ouvrées.',
  timesFieldwork: 'Un projet bloqué sur le terrain : le jour ouvré même.',
  timesHours: 'Horaires : du lundi au vendredi, 9 h–18 h (CET).',
  statusTitle: 'État du service',
  statusChecking: 'Vérification du service…',
  statusOk: 'Le service fonctionne (vérifié à {{time}}).',
  statusDown:
    'Le service est injoignable pour le moment. Vos projets et vos données sont en sécurité ; réessayez dans quelques minutes.',
  statusRetry: 'Vérifier à nouveau',
  faqTitle: 'Questions fréquentes',
  faqSimulatedQ: 'Pourquoi certains résultats indiquent-ils « Simulé » ?',
  faqSimulatedA:
    'Les projets de démonstration et les tests sont répondus par des répondants simulés, produits par le modèle du produit. Leurs chiffres montrent le fonctionnement du produit, pas un vrai public ; chaque écran et chaque export le précise.',
  faqWhenQ: 'Quand les résultats arrivent-ils ?',
  faqWhenA:
    'Les résultats partiels apparaissent pendant le terrain ; l’analyse finale arrive quand l’échantillon est atteint ou que la durée du terrain est écoulée.',
  faqSeparableQ: 'Que signifie « non séparables à 95 % » ?',
  faqSeparableA:
    'Deux publicités dont la probabilité d’être meilleure l’une que l’autre reste sous 95 % partagent une plage de rangs : l’échantillon ne peut pas encore les départager.',
  faqPriceQ: 'Comment le prix d’un projet est-il calculé ?',
  faqPriceA:
    'Des frais de mise en place plus des frais par répondant : le prix suit donc l’échantillon (50, 150 ou 300). Le paiement affiche le détail avant de payer.',
  readTitle: 'En savoir plus',
  glossaryLink: 'Glossaire',
  methodologyLink: 'Méthodologie de chaque KPI',
  apiLink: 'Référence de l’API',
  glossaryTitle: 'Glossaire',
  methodologyTitle: 'Méthodologie',
  methodologyIntro:
    'Comment chaque chiffre est obtenu, comme dans le rapport PDF. Les formules complètes, avec chaque constante, sont dans la méthodologie AdPulse.',
  // the contact form (POST /support/messages)
  formTitle: 'Écrivez-nous',
  formIntro:
    'Votre message parvient à notre équipe de support avec votre compte, pour que nous retrouvions vos projets. Nous répondons à votre e-mail de connexion.',
  formSubject: 'Objet',
  formBody: 'Message',
  formBodyHint: 'Indiquez le projet et, pour un paiement, le numéro de facture. 5 000 caractères au plus.',
  formSend: 'Envoyer le message',
  formSending: 'Envoi…',
  formSent: 'Merci : votre message est parvenu au support à {{time}}. Nous répondrons à {{email}}.',
  formAnother: 'Écrire un autre message',
  formFailed: 'Le message n’a pas pu être envoyé. Votre texte est conservé : réessayez dans un instant.',
  formSignIn: 'Connectez-vous pour nous écrire depuis cette page, ou utilisez l’adresse ci-dessus.',
  formSignInLink: 'Se connecter',
};
