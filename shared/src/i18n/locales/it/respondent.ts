import type { RespondentMessages } from '../en.ts';

export const itRespondent: RespondentMessages = {
  respondent: {
    demographics: {
      title: 'Ultime domande',
      optional: 'Ogni risposta è facoltativa.',
      education: 'Titolo di studio',
      employment: 'Lavoro',
      children: 'Hai figli?',
      preferNot: 'Preferisco non rispondere',
      yes: 'Sì',
      no: 'No',
      next: 'Continua',
      educationLevels: {
        primary: 'Scuola primaria',
        secondary: 'Scuola secondaria',
        university: 'Laurea',
        postgraduate: 'Titolo post-laurea',
      },
      employmentStatuses: {
        employed: 'Dipendente',
        'self-employed': 'Lavoratore/trice autonomo/a',
        student: 'Studente/ssa',
        unemployed: 'Disoccupato/a',
        retired: 'Pensionato/a',
        other: 'Altro',
      },
    },
    evoked: {
      title: 'Che cosa ti ha fatto provare questo annuncio?',
      which: 'Annuncio {{position}} di {{count}}',
      hint: 'Seleziona ogni emozione che hai provato, poi indica quanto: 1 poco, 5 moltissimo.',
      intensity: 'Quanto ti sei sentito/a: {{emotion}}?',
      none: 'Non ho provato nessuna di queste',
      next: 'Continua',
      emotions: {
        amusement: 'Divertito/a',
        anger: 'Arrabbiato/a',
        awe: 'Meravigliato/a',
        contentment: 'Soddisfatto/a',
        disgust: 'Disgustato/a',
        excitement: 'Entusiasta',
        fear: 'Spaventato/a',
        sadness: 'Triste',
      },
    },
    consent: {
      title: 'Prima di iniziare',
      what: 'Mentre gli annunci sono in riproduzione, la webcam permette a questa pagina di rilevare dove guardi sullo schermo e le tue espressioni del viso.',
      noVideo:
        'Nessun video lascia il tuo dispositivo: la pagina trasforma ogni immagine della webcam in pochi numeri sul tuo dispositivo e la elimina. Non ti registriamo e non ti vediamo mai.',
      retention:
        'Conserviamo questi numeri e le tue risposte per {{days}} giorni con l’identificativo anonimo del panel, poi li eliminiamo.',
      choice: 'Puoi partecipare con o senza webcam.',
      withWebcam: 'Partecipa con la webcam',
      withoutWebcam: 'Partecipa senza webcam',
    },
    screener: {
      title: 'Su di te',
      age: 'La tua età',
      gender: 'Genere',
      genders: { male: 'Uomo', female: 'Donna' },
      region: 'Regione',
      regionPlaceholder: 'Scegli la tua regione',
      next: 'Continua',
    },
    viewer: {
      ad: 'Annuncio',
      videoAfterAd: 'Il video inizierà dopo l’annuncio',
      sponsored: 'Sponsorizzato',
      learnMore: 'Scopri di più',
      like: 'Mi piace',
      comment: 'Commenta',
      share: 'Condividi',
    },
  },
};
