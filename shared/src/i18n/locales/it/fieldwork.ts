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
      speeder: 'Troppo veloci',
      playback: 'Annuncio saltato o nascosto',
      straightLining: 'Risposte tutte uguali',
      attentionCheck: 'Controllo di attenzione non superato',
      noMeasurement: 'Nessuna misura',
      duplicate: 'Duplicati',
    },
    rules: {
      speeder:
        'Valutato dall’analisi: un completo che è rimasto nel questionario meno della metà del tempo mediano dei completi (da 10 completi in su). Escluso dall’analisi.',
      playback:
        'Il rispondente ha spostato la riproduzione di un annuncio o nascosto la pagina (altra scheda o app) mentre l’annuncio era in corso.',
      straightLining:
        'Quattro o più risposte su scala (domande a scala e intensità delle emozioni), tutte sullo stesso punto.',
      attentionCheck:
        "Il progetto pone una domanda di controllo che indica quale risposta scegliere; il rispondente ne ha scelta un'altra.",
      noMeasurement:
        'La webcam è stata accettata, ma uno stimolo ha meno campioni della soglia di qualità (5 al secondo).',
      duplicate:
        'Lo stesso dispositivo è entrato di nuovo, o più di 3 ingressi sono arrivati da un solo indirizzo.',
    },
    /** The results' removals line: each reason with its count. */
    counted: {
      speeder_one: '{{n}} troppo veloce',
      speeder_other: '{{n}} troppo veloci',
      noMeasurement_one: '{{n}} senza misura',
      noMeasurement_other: '{{n}} senza misura',
      playback_one: '{{n}} con annuncio saltato o nascosto',
      playback_other: '{{n}} con annuncio saltato o nascosto',
      straightLining_one: '{{n}} con risposte tutte uguali',
      straightLining_other: '{{n}} con risposte tutte uguali',
      attentionCheck_one: '{{n}} che non ha superato il controllo di attenzione',
      attentionCheck_other: '{{n}} che non hanno superato il controllo di attenzione',
      duplicate_one: '{{n}} duplicato',
      duplicate_other: '{{n}} duplicati',
    },
  },
  closeEarly: {
    button: 'Chiudi ora la raccolta dati',
    title: 'Chiudere ora la raccolta dati?',
    confirm_one:
      "L'analisi userà il {{count}} questionario completo raccolto finora, dei {{target}} previsti. Nessun nuovo rispondente potrà entrare e l'operazione non si può annullare.",
    confirm_other:
      "L'analisi userà i {{count}} questionari completi raccolti finora, dei {{target}} previsti. Nessun nuovo rispondente potrà entrare e l'operazione non si può annullare.",
    closing:
      "La raccolta dati è in chiusura: nessun nuovo rispondente può entrare. L'analisi finale usa i questionari completi raccolti.",
    closedEarly: 'Chiusa in anticipo il {{date}}',
  },
  ownAudience: {
    title: 'Il tuo pubblico',
    intro:
      'Il test lo fanno solo le persone a cui mandi il link diretto: nessun panel e nessun rispondente simulato. I loro questionari completi contano per il campione.',
  },
  reconciliation: {
    title: 'Riconciliazione con {{provider}}',
    intro:
      'Alla chiusura del progetto su {{provider}} ({{date}}) abbiamo confrontato i nostri completi con quelli contati dal fornitore.',
    ours: 'Completi contati da noi',
    removed: 'Di cui rimossi per qualità',
    provider: 'Completi contati da {{provider}}',
    agree: 'I conteggi coincidono.',
    providerOnly_one:
      '{{provider}} ha contato {{count}} completo di cui non abbiamo traccia: non è nei tuoi risultati.',
    providerOnly_other:
      '{{provider}} ha contato {{count}} completi di cui non abbiamo traccia: non sono nei tuoi risultati.',
    oursOnly_one: '{{count}} dei nostri completi non è stato contato da {{provider}}: è nei tuoi risultati.',
    oursOnly_other:
      '{{count}} dei nostri completi non sono stati contati da {{provider}}: sono nei tuoi risultati.',
  },
  panelFailure: {
    title: 'Rilevazione interrotta dal fornitore del panel',
    cardAll:
      "Nessun rispondente ha fatto il test: l'intero pagamento, {{amount}}, torna sulla carta con cui hai pagato.",
    cardPart: '{{amount}} tornano sulla carta con cui hai pagato, per i rispondenti non consegnati.',
    creditsBack:
      'Nessun rispondente ha fatto il test: le analisi usate da questo progetto tornano nel tuo piano.',
    creditsKept:
      'Le analisi usate da questo progetto restano al progetto: i risultati coprono i rispondenti che hanno completato.',
    nothingPaid: 'Per questo progetto non è stato addebitato nulla.',
    refunding: 'Rimborso in corso: questa pagina si aggiorna da sola.',
    refunded:
      'Rimborso emesso. Un rimborso su carta arriva di solito sul conto entro 5-10 giorni lavorativi.',
    deciding: 'Stiamo calcolando il rimborso: questa pagina si aggiorna da sola.',
    closed: 'Il progetto è chiuso. Per riprovare, crea un nuovo progetto, per esempio con un altro pubblico.',
    analysis:
      "L'analisi finale usa i rispondenti che hanno completato; il progetto si chiude quando i risultati sono pronti.",
  },
  previewLink: 'Anteprima come rispondente',
};
