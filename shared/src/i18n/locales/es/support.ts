import type { ScreenMessages } from '../en.ts';

export const esSupport: ScreenMessages['support'] = {
  intro:
    'Preguntas sobre un proyecto, un pago o una cifra de tus resultados: así puedes contactarnos, en cuánto tiempo respondemos y qué significan los términos.',
  contactTitle: 'Contacto',
  contactBody: 'Escríbenos con el nombre del proyecto y, para un pago, el número de factura.',
  contactEmail: 'Escribe a {{email}}',
  contactNone: 'Usa los temas del panel de Ayuda o pide la dirección de soporte a tu gestor.',
  timesTitle: 'Tiempos de respuesta',
  timesProduct: 'Preguntas sobre resultados o el producto: en un día laborable.',
  timesPayment: 'Pagos, facturas y acceso: en cuatro horas laborables.',
  timesFieldwork: 'Un proyecto detenido en campo: el mismo día laborable.',
  timesHours: 'Horario: de lunes a viernes, 9:00–18:00 (CET).',
  statusTitle: 'Estado del servicio',
  statusChecking: 'Comprobando el servicio…',
  statusOk: 'El servicio funciona (comprobado a las {{time}}).',
  statusDown:
    'El servicio no está disponible en este momento. Tus proyectos y datos están a salvo; inténtalo de nuevo en unos minutos.',
  statusRetry: 'Comprobar de nuevo',
  faqTitle: 'Preguntas frecuentes',
  faqSimulatedQ: '¿Por qué algunos resultados dicen «Simulado»?',
  faqSimulatedA:
    'Los proyectos de demostración y las pruebas los responden encuestados simulados, generados por el modelo del producto. Sus cifras muestran cómo funciona el producto, no un público real; cada pantalla y exportación lo indica.',
  faqWhenQ: '¿Cuándo llegan los resultados?',
  faqWhenA:
    'Los resultados parciales aparecen durante el trabajo de campo; el análisis final llega cuando se alcanza la muestra o termina el tiempo de campo.',
  faqSeparableQ: '¿Qué significa «no separables al 95 %»?',
  faqSeparableA:
    'Dos anuncios cuya probabilidad de ser mejor uno que otro queda por debajo del 95 % comparten un rango de posiciones: la muestra aún no puede distinguirlos.',
  faqPriceQ: '¿Cómo se calcula el precio de un proyecto?',
  faqPriceA:
    'Una tarifa de puesta en marcha más una tarifa por encuestado, así que sigue a la muestra (50, 150 o 300). El pago muestra el desglose antes de pagar.',
  readTitle: 'Más información',
  glossaryLink: 'Glosario',
  methodologyLink: 'Metodología de cada KPI',
  apiLink: 'Referencia de la API',
  glossaryTitle: 'Glosario',
  methodologyTitle: 'Metodología',
  methodologyIntro:
    'Cómo se obtiene cada cifra, como en el informe PDF. Las fórmulas completas, con cada constante, están en la metodología de AdPulse.',
  // the contact form (POST /support/messages)
  formTitle: 'Escríbenos',
  formIntro:
    'Tu mensaje llega a nuestro equipo de soporte con tu cuenta, para que encontremos tus proyectos. Respondemos al e-mail con el que inicias sesión.',
  formSubject: 'Asunto',
  formBody: 'Mensaje',
  formBodyHint: 'Indica el proyecto y, para un pago, el número de factura. Hasta 5.000 caracteres.',
  formSend: 'Enviar mensaje',
  formSending: 'Enviando…',
  formSent: 'Gracias: tu mensaje llegó a soporte a las {{time}}. Responderemos a {{email}}.',
  formAnother: 'Escribir otro mensaje',
  formFailed: 'No se pudo enviar el mensaje. Tu texto se conserva: inténtalo de nuevo en un momento.',
  formSignIn: 'Inicia sesión para escribirnos desde esta página, o usa la dirección de arriba.',
  formSignInLink: 'Iniciar sesión',
};
