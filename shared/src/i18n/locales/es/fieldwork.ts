import type { ScreenMessages } from '../en.ts';

export const esFieldwork: ScreenMessages['fieldwork'] = {
  intro: 'Quién ha hecho el test hasta ahora, celda por celda. La página se actualiza sola.',
  loading: 'Cargando el trabajo de campo…',
  states: {
    fielding: 'En curso',
    closing: 'Cerrando',
    closed: 'Cerrado',
  },
  completes: 'Completados',
  completesOf: '{{n}} de {{target}}',
  resultsLink: 'Ver los resultados hasta ahora',
  timeLeft: 'Tiempo restante',
  closedAt: 'Cerrado el {{date}}',
  screenouts: 'Excluidos por filtro',
  overquotas: 'Fuera de cuota',
  dropouts: 'Abandonos',
  qualityTerminations: 'Excluidos por calidad',
  inProgress: 'En curso',
  webcam: 'Webcam aceptada',
  webcamOf: '{{accepted}} de {{asked}}',
  simulated: 'Encuestados simulados: este trabajo de campo muestra cómo funciona el producto.',
  cellsTitle: 'Completados por celda de cuota',
  cell: 'Celda',
  target: 'Objetivo',
  updated: 'Actualizado a las {{time}}',
  duration: {
    days: '{{days}} d {{hours}} h',
    hours: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
  },
  links: {
    title: 'Enlaces del test para encuestados',
    intro: 'Da a cada panel su enlace. El panel rellena sus propios parámetros.',
    copy: 'Copiar',
    copyLabel: 'Copiar el enlace de {{panel}}',
    copied: 'Enlace copiado.',
    copyFailed: 'No se pudo copiar el enlace: selecciónalo y cópialo a mano.',
    panels: {
      dynata: 'Dynata',
      'pure-spectrum': 'PureSpectrum',
      direct: 'Enlace directo',
    },
  },
  qr: {
    label: 'Código QR del enlace directo',
    caption: 'Escanéalo con el móvil para abrir la prueba en él.',
  },
  quality: {
    title: 'Excluidos por calidad, por motivo',
    reasons: {
      noMeasurement: 'Sin medición',
      duplicate: 'Duplicados',
    },
    rules: {
      noMeasurement:
        'Se aceptó la webcam, pero un estímulo tiene menos muestras que el mínimo de calidad (5 por segundo).',
      duplicate:
        'El mismo dispositivo volvió a entrar, o llegaron más de 3 entradas desde una sola dirección.',
    },
  },
  previewLink: 'Vista previa como encuestado',
};
