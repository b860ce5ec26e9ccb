import type { RespondentMessages } from '../en.ts';
import { esRegions } from './regions.ts';

export const esRespondent: RespondentMessages = {
  respondent: {
    app: {
      loading: 'Cargando la encuesta…',
      language: 'Idioma',
      notFound: 'Este enlace de encuesta no existe. Comprueba el enlace que recibiste.',
      closed: 'Esta encuesta está cerrada. Gracias por tu interés.',
      loadFailed: 'No se pudo cargar la encuesta. Comprueba tu conexión e inténtalo de nuevo.',
      retry: 'Intentar de nuevo',
      offline:
        'Estás sin conexión. Lo que haces se guarda en este dispositivo y se envía cuando vuelva la conexión.',
    },
    camera: {
      title: 'Tu webcam',
      body: 'Tu navegador te pedirá usar la cámara. La página lee tu cara solo en este dispositivo: ningún vídeo sale de él.',
      allow: 'Activar la webcam',
      loading: 'Preparando la medición en tu dispositivo…',
      denied: 'La webcam no está disponible o no se permitió. Puedes participar igualmente sin ella.',
      unsupported:
        'Este navegador no puede medir en el dispositivo. Puedes participar igualmente sin webcam.',
      withoutWebcam: 'Continuar sin webcam',
    },
    calibration: {
      title: 'Una breve calibración',
      intro:
        'Siéntate cómodamente, con la cara bien iluminada. Primero mira el centro de la pantalla con la cara relajada y luego sigue el punto con los ojos. Dura unos 30 segundos.',
      start: 'Empezar la calibración',
      neutral: 'Mira el centro de la pantalla y relaja la cara.',
      target: 'Mira el punto ({{position}} de {{total}})',
      noFace:
        'No pudimos ver bien tu cara. Comprueba la luz y que tu cara esté frente a la cámara, y vuelve a intentarlo.',
      retry: 'Intentar de nuevo',
      failed: 'No se pudo guardar la calibración. Comprueba tu conexión e inténtalo de nuevo.',
    },
    revalidation: {
      instruction: 'Una última comprobación: mira de nuevo cada punto.',
    },
    stimulus: {
      title: 'Anuncio {{position}} de {{total}}',
      watch: 'Mira el anuncio hasta el final.',
      play: 'Reproducir el anuncio',
      failed: 'No se pudo reproducir el anuncio. Comprueba tu conexión e inténtalo de nuevo.',
      retry: 'Intentar de nuevo',
    },
    question: {
      title: 'Pregunta {{position}} de {{total}}',
      multiHint: 'Elige una o más respuestas.',
      scaleHint: 'De {{min}} a {{max}}',
      openLabel: 'Tu respuesta',
      next: 'Continuar',
    },
    /** The project's attention check (methodology, "Respondent quality"): its text names the option to choose. */
    attentionCheck: {
      question: 'Para mostrar que lee con atención, elija «{{answer}}» a continuación.',
      options: { red: 'Rojo', green: 'Verde', blue: 'Azul', yellow: 'Amarillo' },
    },
    finish: {
      sending: 'Enviando tus respuestas…',
      failed: 'No se pudieron enviar tus respuestas. Comprueba tu conexión e inténtalo de nuevo.',
      retry: 'Intentar de nuevo',
      redirecting: '¡Gracias! Un momento…',
    },
    end: {
      complete: {
        title: '¡Gracias!',
        body: 'Tus respuestas se han registrado. Puedes cerrar esta página.',
      },
      other: { title: 'Gracias por tu tiempo', body: 'Puedes cerrar esta página.' },
      screenout: {
        title: 'Gracias por tu tiempo',
        body: 'Esta encuesta busca personas con otro perfil. Puedes cerrar esta página.',
      },
      overquota: {
        title: 'Gracias por tu tiempo',
        body: 'Ya tenemos suficientes respuestas de personas como tú. Puedes cerrar esta página.',
      },
      quality: {
        title: 'Gracias por tu tiempo',
        body: 'Tus respuestas no pueden contarse en esta encuesta. Puedes cerrar esta página.',
      },
      closed: {
        title: 'Esta encuesta está cerrada',
        body: 'Gracias por tu interés. Puedes cerrar esta página.',
      },
    },
    demographics: {
      title: 'Unas últimas preguntas',
      optional: 'Cada respuesta es opcional.',
      education: 'Estudios',
      employment: 'Trabajo',
      children: '¿Tienes hijos?',
      preferNot: 'Prefiero no responder',
      yes: 'Sí',
      no: 'No',
      next: 'Continuar',
      educationLevels: {
        primary: 'Educación primaria',
        secondary: 'Educación secundaria',
        university: 'Título universitario',
        postgraduate: 'Posgrado',
      },
      employmentStatuses: {
        employed: 'Asalariado/a',
        'self-employed': 'Autónomo/a',
        student: 'Estudiante',
        unemployed: 'Desempleado/a',
        retired: 'Jubilado/a',
        other: 'Otro',
      },
    },
    evoked: {
      title: '¿Qué te ha hecho sentir este anuncio?',
      which: 'Anuncio {{position}} de {{total}}',
      hint: 'Marca cada emoción que sentiste y luego indica con qué intensidad: 1 un poco, 5 muchísimo.',
      intensity: '¿Con qué intensidad? {{emotion}}',
      none: 'No sentí ninguna de estas',
      next: 'Continuar',
      emotions: {
        amusement: 'Divertido/a',
        anger: 'Enfadado/a',
        awe: 'Asombrado/a',
        contentment: 'Satisfecho/a',
        disgust: 'Asqueado/a',
        excitement: 'Entusiasmado/a',
        fear: 'Asustado/a',
        sadness: 'Triste',
      },
    },
    consent: {
      title: 'Antes de empezar',
      what: 'Mientras se reproducen los anuncios, la webcam permite a esta página leer hacia dónde miras en la pantalla y tus expresiones faciales.',
      noVideo:
        'Ningún vídeo sale de tu dispositivo: la página convierte cada imagen de la cámara en unos pocos números en tu dispositivo y la descarta. Nunca te grabamos ni te vemos.',
      retention_one:
        'Guardamos estos números y tus respuestas durante {{days}} día con el identificador anónimo del panel y después los eliminamos.',
      retention_other:
        'Guardamos estos números y tus respuestas durante {{days}} días con el identificador anónimo del panel y después los eliminamos.',
      choice: 'Puedes participar con o sin webcam.',
      withWebcam: 'Participar con mi webcam',
      withoutWebcam: 'Participar sin webcam',
    },
    screener: {
      title: 'Sobre ti',
      age: 'Tu edad',
      gender: 'Género',
      genders: { male: 'Hombre', female: 'Mujer' },
      region: 'Región',
      regionPlaceholder: 'Elige tu región',
      regions: esRegions,
      next: 'Continuar',
    },
    viewer: {
      ad: 'Anuncio',
      videoAfterAd: 'El vídeo se reproducirá después del anuncio',
      sponsored: 'Publicidad',
      learnMore: 'Más información',
      like: 'Me gusta',
      comment: 'Comentar',
      share: 'Compartir',
      /** The feed mock-ups' advertiser when the client has no company name. */
      advertiser: 'Anunciante',
    },
    preview: {
      banner:
        'Vista previa: así hace tu prueba un encuestado. Nada de lo que hagas aquí se cuenta ni se analiza.',
      back: 'Volver al proyecto',
      doneTitle: 'Vista previa terminada',
      doneBody: 'No se ha enviado nada: los recuentos del trabajo de campo y los resultados no cambian.',
      again: 'Repetir la vista previa',
      loading: 'Cargando la vista previa…',
      failed: 'No se ha podido cargar la vista previa.',
    },
  },
};
