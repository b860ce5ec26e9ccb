import type { ScreenMessages } from '../en.ts';

export const esApiReference: ScreenMessages['apiReference'] = {
  intro:
    'Todas las rutas de la API de AdPulse, generadas a partir de los mismos contratos que usa la aplicación. Las rutas con sesión requieren el token de sesión como bearer token; los errores llevan un código estable.',
  loading: 'Cargando la descripción de la API…',
  download: 'Descargar el documento OpenAPI 3.1',
  routes: '{{n}} rutas',
  public: 'Pública',
  session: 'Token de sesión',
  parameters: 'Parámetros',
  required: 'obligatorio',
  body: 'Cuerpo de la solicitud',
  answers: 'Respuestas',
};
