import type { ScreenMessages } from '../en.ts';

export const itApiReference: ScreenMessages['apiReference'] = {
  intro:
    "Tutte le route dell'API AdPulse, generate dagli stessi contratti usati dall'app. Le route riservate richiedono il token di sessione come bearer token; gli errori hanno un codice stabile.",
  loading: "Caricamento della descrizione dell'API…",
  download: 'Scarica il documento OpenAPI 3.1',
  routes: '{{n}} route',
  public: 'Pubblica',
  session: 'Token di sessione',
  parameters: 'Parametri',
  required: 'obbligatorio',
  body: 'Corpo della richiesta',
  answers: 'Risposte',
};
