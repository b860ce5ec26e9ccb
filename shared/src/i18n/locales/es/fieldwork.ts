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
      speeder: 'Demasiado rápidos',
      playback: 'Anuncio saltado u oculto',
      straightLining: 'Respuestas todas iguales',
      attentionCheck: 'Control de atención no superado',
      noMeasurement: 'Sin medición',
      duplicate: 'Duplicados',
    },
    rules: {
      speeder:
        'Lo juzga el análisis: un completo que pasó en el cuestionario menos de la mitad del tiempo mediano de los completos (a partir de 10 completos). Excluido del análisis.',
      playback:
        'El encuestado movió la reproducción de un anuncio u ocultó la página (otra pestaña o aplicación) mientras se reproducía.',
      straightLining:
        'Cuatro o más respuestas de escala (preguntas de escala e intensidades de emoción), todas en el mismo punto.',
      attentionCheck:
        'El proyecto hace una pregunta de control que indica qué respuesta elegir; la persona eligió otra.',
      noMeasurement:
        'Se aceptó la webcam, pero un estímulo tiene menos muestras que el mínimo de calidad (5 por segundo).',
      duplicate:
        'El mismo dispositivo volvió a entrar, o llegaron más de 3 entradas desde una sola dirección.',
    },
    /** The results' removals line: each reason with its count. */
    counted: {
      speeder_one: '{{n}} demasiado rápido',
      speeder_other: '{{n}} demasiado rápidos',
      noMeasurement_one: '{{n}} sin medición',
      noMeasurement_other: '{{n}} sin medición',
      playback_one: '{{n}} que saltó u ocultó el anuncio',
      playback_other: '{{n}} que saltaron u ocultaron el anuncio',
      straightLining_one: '{{n}} con respuestas todas iguales',
      straightLining_other: '{{n}} con respuestas todas iguales',
      attentionCheck_one: '{{n}} que no superó el control de atención',
      attentionCheck_other: '{{n}} que no superaron el control de atención',
      duplicate_one: '{{n}} duplicado',
      duplicate_other: '{{n}} duplicados',
    },
  },
  closeEarly: {
    button: 'Cerrar el trabajo de campo ahora',
    title: '¿Cerrar el trabajo de campo ahora?',
    confirm_one:
      'El análisis usará el {{count}} encuestado completo obtenido hasta ahora, de los {{target}} previstos. Ningún encuestado nuevo podrá entrar y no se puede deshacer.',
    confirm_other:
      'El análisis usará los {{count}} encuestados completos obtenidos hasta ahora, de los {{target}} previstos. Ningún encuestado nuevo podrá entrar y no se puede deshacer.',
    closing:
      'El trabajo de campo se está cerrando: ningún encuestado nuevo puede entrar. El análisis final usa los encuestados completos obtenidos.',
    closedEarly: 'Cerrado antes de tiempo el {{date}}',
  },
  ownAudience: {
    title: 'Tu propia audiencia',
    intro:
      'Solo las personas a las que envíes el enlace directo hacen esta prueba: sin panel ni encuestados simulados. Sus respuestas completas cuentan para la muestra.',
  },
  reconciliation: {
    title: 'Conciliación con {{provider}}',
    intro:
      'Al cerrarse el proyecto en {{provider}} ({{date}}), comparamos nuestras encuestas completas con las que contó el proveedor.',
    ours: 'Completas contadas por nosotros',
    removed: 'De ellas, retiradas por calidad',
    provider: 'Completas contadas por {{provider}}',
    agree: 'Los recuentos coinciden.',
    providerOnly_one:
      '{{provider}} contó {{count}} completa de la que no tenemos registro: no está en tus resultados.',
    providerOnly_other:
      '{{provider}} contó {{count}} completas de las que no tenemos registro: no están en tus resultados.',
    oursOnly_one: '{{count}} de nuestras completas no fue contada por {{provider}}: está en tus resultados.',
    oursOnly_other:
      '{{count}} de nuestras completas no fueron contadas por {{provider}}: están en tus resultados.',
  },
  panelFailure: {
    title: 'Trabajo de campo detenido por el proveedor del panel',
    cardAll: 'Nadie hizo el test: todo tu pago, {{amount}}, vuelve a la tarjeta con la que pagaste.',
    cardPart: '{{amount}} vuelven a la tarjeta con la que pagaste, por los encuestados no entregados.',
    creditsBack: 'Nadie hizo el test: los análisis que usó este proyecto vuelven a tu plan.',
    creditsKept:
      'Los análisis que usó este proyecto se quedan con él: sus resultados cubren a los encuestados que terminaron.',
    nothingPaid: 'No se cobró nada por este proyecto.',
    refunding: 'Reembolso en curso: esta página se actualiza sola.',
    refunded: 'Reembolso emitido. Un reembolso a tarjeta suele llegar a tu cuenta en 5 a 10 días hábiles.',
    deciding: 'Estamos calculando tu reembolso: esta página se actualiza sola.',
    closed:
      'El proyecto está cerrado. Para intentarlo de nuevo, crea un proyecto nuevo, por ejemplo con otra audiencia.',
    analysis:
      'El análisis final usa a los encuestados que terminaron; el proyecto se cierra cuando sus resultados están listos.',
  },
  previewLink: 'Vista previa como encuestado',
};
