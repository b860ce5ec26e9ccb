import type { RespondentMessages } from '../en.ts';
import { itRegions } from './regions.ts';

export const itRespondent: RespondentMessages = {
  respondent: {
    app: {
      loading: 'Caricamento del sondaggio…',
      language: 'Lingua',
      notFound: 'Questo link al sondaggio non esiste. Controlla il link che hai ricevuto.',
      closed: 'Questo sondaggio è chiuso. Grazie per l’interesse.',
      loadFailed: 'Non è stato possibile caricare il sondaggio. Controlla la connessione e riprova.',
      retry: 'Riprova',
      offline:
        'Sei offline. Quello che fai resta su questo dispositivo e viene inviato quando la connessione torna.',
    },
    camera: {
      title: 'La tua webcam',
      body: 'Il browser ti chiederà di usare la fotocamera. La pagina legge il tuo volto solo su questo dispositivo: nessun video ne esce.',
      allow: 'Attiva la webcam',
      loading: 'Preparazione della misurazione sul tuo dispositivo…',
      denied: 'La webcam non è disponibile o non è stata consentita. Puoi partecipare anche senza.',
      unsupported: 'Questo browser non può misurare sul dispositivo. Puoi partecipare anche senza webcam.',
      withoutWebcam: 'Continua senza webcam',
    },
    calibration: {
      title: 'Una breve calibrazione',
      intro:
        'Siediti comodo, con il viso ben illuminato. Prima guarda il centro dello schermo con il viso rilassato, poi segui il punto con gli occhi. Dura circa 30 secondi.',
      start: 'Inizia la calibrazione',
      neutral: 'Guarda il centro dello schermo e rilassa il viso.',
      target: 'Guarda il punto ({{position}} di {{total}})',
      noFace:
        'Non siamo riusciti a vedere bene il tuo viso. Controlla la luce e che il viso sia davanti alla fotocamera, poi riprova.',
      retry: 'Riprova',
      failed: 'Non è stato possibile salvare la calibrazione. Controlla la connessione e riprova.',
    },
    revalidation: {
      instruction: 'Un ultimo controllo: guarda di nuovo ogni punto.',
    },
    stimulus: {
      title: 'Annuncio {{position}} di {{total}}',
      watch: 'Guarda l’annuncio fino alla fine.',
      play: 'Avvia l’annuncio',
      failed: 'Non è stato possibile riprodurre l’annuncio. Controlla la connessione e riprova.',
      retry: 'Riprova',
    },
    question: {
      title: 'Domanda {{position}} di {{total}}',
      multiHint: 'Scegli una o più risposte.',
      scaleHint: 'Da {{min}} a {{max}}',
      openLabel: 'La tua risposta',
      next: 'Continua',
    },
    /** The project's attention check (methodology, "Respondent quality"): its text names the option to choose. */
    attentionCheck: {
      question: 'Per mostrare che stai leggendo con attenzione, scegli «{{answer}}» qui sotto.',
      options: { red: 'Rosso', green: 'Verde', blue: 'Blu', yellow: 'Giallo' },
    },
    finish: {
      sending: 'Invio delle risposte…',
      failed: 'Non è stato possibile inviare le risposte. Controlla la connessione e riprova.',
      retry: 'Riprova',
      redirecting: 'Grazie! Un momento…',
    },
    end: {
      complete: {
        title: 'Grazie!',
        body: 'Le tue risposte sono state registrate. Puoi chiudere questa pagina.',
      },
      other: { title: 'Grazie per il tuo tempo', body: 'Puoi chiudere questa pagina.' },
      screenout: {
        title: 'Grazie per il tuo tempo',
        body: 'Questo sondaggio cerca persone con un profilo diverso. Puoi chiudere questa pagina.',
      },
      overquota: {
        title: 'Grazie per il tuo tempo',
        body: 'Abbiamo già abbastanza risposte da persone come te. Puoi chiudere questa pagina.',
      },
      quality: {
        title: 'Grazie per il tuo tempo',
        body: 'Le tue risposte non possono essere conteggiate in questo sondaggio. Puoi chiudere questa pagina.',
      },
      closed: {
        title: 'Questo sondaggio è chiuso',
        body: 'Grazie per l’interesse. Puoi chiudere questa pagina.',
      },
    },
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
      which: 'Annuncio {{position}} di {{total}}',
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
      retention_one:
        'Conserviamo questi numeri e le tue risposte per {{days}} giorno con l’identificativo anonimo del panel, poi li eliminiamo.',
      retention_other:
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
      regions: itRegions,
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
      /** The feed mock-ups' advertiser when the client has no company name. */
      advertiser: 'Inserzionista',
    },
    preview: {
      banner:
        'Anteprima: questo è il tuo test come lo fa un rispondente. Nulla di ciò che fai qui viene contato o analizzato.',
      back: 'Torna al progetto',
      doneTitle: 'Anteprima terminata',
      doneBody: 'Non è stato inviato nulla: i conteggi della rilevazione e i risultati non cambiano.',
      again: "Rifai l'anteprima",
      loading: "Caricamento dell'anteprima…",
      failed: "Non è stato possibile caricare l'anteprima.",
    },
  },
};
