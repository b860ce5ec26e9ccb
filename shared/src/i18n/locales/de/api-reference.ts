import type { ScreenMessages } from '../en.ts';

export const deApiReference: ScreenMessages['apiReference'] = {
  intro:
    'Alle Routen der AdPulse-API, erzeugt aus denselben Verträgen, die die App nutzt. Angemeldete Routen erwarten das Sitzungstoken als Bearer-Token; Fehler tragen einen stabilen Code.',
  loading: 'API-Beschreibung wird geladen…',
  download: 'OpenAPI-3.1-Dokument herunterladen',
  routes: '{{n}} Routen',
  public: 'Öffentlich',
  session: 'Sitzungstoken',
  parameters: 'Parameter',
  required: 'erforderlich',
  body: 'Anfragekörper',
  answers: 'Antworten',
};
