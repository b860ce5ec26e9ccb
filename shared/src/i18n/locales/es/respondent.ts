import type { RespondentMessages } from '../en.ts';

export const esRespondent: RespondentMessages = {
  respondent: {
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
      which: 'Anuncio {{position}} de {{count}}',
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
      retention:
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
    },
  },
};
