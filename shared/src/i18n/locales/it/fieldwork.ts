import type { ScreenMessages } from '../en.ts';

export const itFieldwork: ScreenMessages['fieldwork'] = {
  intro: 'Chi ha svolto il test finora, cella per cella. La pagina si aggiorna da sola.',
  loading: 'Caricamento della rilevazione…',
  states: {
    fielding: 'In corso',
    closing: 'In chiusura',
    closed: 'Chiusa',
  },
  completes: 'Completati',
  completesOf: '{{n}} su {{target}}',
  resultsLink: 'Vedi i risultati finora',
  timeLeft: 'Tempo rimasto',
  closedAt: 'Chiusa il {{date}}',
  screenouts: 'Esclusi dallo screener',
  overquotas: 'Fuori quota',
  dropouts: 'Abbandoni',
  qualityTerminations: 'Esclusi per qualità',
  inProgress: 'In corso',
  webcam: 'Webcam accettata',
  webcamOf: '{{accepted}} su {{asked}}',
  simulated: 'Rispondenti simulati: questa rilevazione mostra come funziona il prodotto.',
  cellsTitle: 'Completati per cella di quota',
  cell: 'Cella',
  target: 'Obiettivo',
  updated: 'Aggiornato alle {{time}}',
  duration: {
    days: '{{days}} g {{hours}} h',
    hours: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
  },
  links: {
    title: 'Link del test per i rispondenti',
    intro: 'Dai a ogni panel il suo link. Il panel inserisce i propri parametri.',
    copy: 'Copia',
    copyLabel: 'Copia il link {{panel}}',
    copied: 'Link copiato.',
    copyFailed: 'Non è stato possibile copiare il link: selezionalo e copialo a mano.',
    panels: {
      dynata: 'Dynata',
      'pure-spectrum': 'PureSpectrum',
      direct: 'Link diretto',
    },
  },
  qr: {
    label: 'Codice QR del link diretto',
    caption: 'Inquadralo con il telefono per aprire il test lì.',
  },
  quality: {
    title: 'Esclusi per qualità, per motivo',
    reasons: {
      noMeasurement: 'Nessuna misura',
      duplicate: 'Duplicati',
    },
    rules: {
      noMeasurement:
        'La webcam è stata accettata, ma uno stimolo ha meno campioni della soglia di qualità (5 al secondo).',
      duplicate:
        'Lo stesso dispositivo è entrato di nuovo, o più di 3 ingressi sono arrivati da un solo indirizzo.',
    },
  },
  previewLink: 'Anteprima come rispondente',
};
