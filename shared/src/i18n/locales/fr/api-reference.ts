import type { ScreenMessages } from '../en.ts';

export const frApiReference: ScreenMessages['apiReference'] = {
  intro:
    "Toutes les routes de l'API AdPulse, générées à partir des contrats qu'utilise l'application. Les routes connectées attendent le jeton de session comme jeton bearer ; les erreurs portent un code stable.",
  loading: "Chargement de la description de l'API…",
  download: 'Télécharger le document OpenAPI 3.1',
  routes: '{{n}} routes',
  public: 'Publique',
  session: 'Jeton de session',
  parameters: 'Paramètres',
  required: 'obligatoire',
  body: 'Corps de la requête',
  answers: 'Réponses',
};
